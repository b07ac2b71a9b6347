import { effectivePrice, imageSources, localePath, type Product } from '@vigor/shared';
import { PageHead } from '../../../components/ui/page-head';
import { brand } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { useSite } from '../../../lib/site';
import { availabilityOf, OG_AVAILABILITY, productStructuredData, scriptJson } from '../lib/structured-data';
import { useLang, usePageT } from '../../../lib/i18n';

const OG_LOCALES = { en: 'en_US', fr: 'fr_MA', ar: 'ar_MA' } as const;

/**
 * A product page's head: title, description and canonical URL, the Open Graph and Twitter tags
 * that chat apps and social sites show in a link preview (their crawlers run no JavaScript: the
 * server renders these), and the JSON-LD Product and BreadcrumbList.
 */
export function ProductHead({
  product,
  name,
  description,
}: {
  product: Product;
  name: string;
  description: string;
}) {
  const { origin, imageBase, imageSizes } = useSite();
  const lang = useLang();
  const crumbs = usePageT().product.crumbs;
  const path = paths.product(product.id);
  const photo = imageSources(product.image, imageBase);
  // The largest stored width: previews are shown up to ~1200 px wide.
  const largest = photo?.srcSet ? photo.srcSet.split(', ').at(-1)?.split(' ')[0] : photo?.src;
  const image = largest ? new URL(largest, origin || 'http://localhost').href : undefined;
  const size = product.image ? imageSizes[product.image] : undefined;
  const title = `${name} | ${brand.name}`;
  return (
    <>
      <PageHead title={title} description={description} path={path} />
      <meta property="og:type" content="product" />
      <meta property="og:site_name" content={brand.name} />
      <meta property="og:title" content={name} />
      <meta property="og:locale" content={OG_LOCALES[lang]} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={`${origin}${localePath(lang, path)}`} />
      {image && <meta property="og:image" content={image} />}
      {image && <meta property="og:image:alt" content={name} />}
      {size && <meta property="og:image:width" content={String(size.width)} />}
      {size && <meta property="og:image:height" content={String(size.height)} />}
      <meta property="product:price:amount" content={effectivePrice(product).toFixed(2)} />
      <meta property="product:price:currency" content="MAD" />
      <meta property="product:availability" content={OG_AVAILABILITY[availabilityOf(product)]} />
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {image && <meta name="twitter:image" content={image} />}
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: scriptJson(
            productStructuredData({ ...product, name }, origin, description, image, {
              lang,
              crumbs: crumbs,
            }),
          ),
        }}
      />
    </>
  );
}
