import { effectivePrice, localePath, type Lang, type Product } from '@vigor/shared';
import { brand } from '../../../config/brand';
import { collectionPath, paths } from '../../../config/paths';

export type Availability = 'InStock' | 'OutOfStock' | 'PreOrder';

/** Whether a product can be bought now, later (pre-order) or not at all, as schema.org says it. */
export function availabilityOf(product: Product): Availability {
  if (product.status === 'pre_order') return 'PreOrder';
  if (product.status !== 'available' || product.is_out_of_stock) return 'OutOfStock';
  const sizes = product.sizes;
  const someLeft = sizes.length === 0 || sizes.some((s) => s.available == null || s.available > 0);
  return someLeft ? 'InStock' : 'OutOfStock';
}

/** Open Graph's words for the same (product:availability). */
export const OG_AVAILABILITY: Record<Availability, string> = {
  InStock: 'in stock',
  OutOfStock: 'out of stock',
  PreOrder: 'preorder',
};

/** The breadcrumb's names in the page's language (messages/*.ts `product.crumbs`). */
export interface Crumbs {
  home: string;
  shop: string;
  hoodies: string;
  beanies: string;
}

const ENGLISH_CRUMBS: Crumbs = { home: 'Home', shop: 'Shop', hoodies: 'Hoodies', beanies: 'Beanies' };

/**
 * The product page's JSON-LD in the page's language: a schema.org Product with its Offer (price
 * in MAD), and the BreadcrumbList Home > collection > product. Search engines read these from the HTML.
 */
export function productStructuredData(
  product: Product,
  origin: string,
  description: string,
  image?: string,
  { lang, crumbs }: { lang: Lang; crumbs: Crumbs } = { lang: 'en', crumbs: ENGLISH_CRUMBS },
) {
  const url = `${origin}${localePath(lang, paths.product(product.id))}`;
  const collection = collectionPath(product.type);
  const collectionName =
    collection === paths.hoodies
      ? crumbs.hoodies
      : collection === paths.beanies
        ? crumbs.beanies
        : crumbs.shop;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description,
      inLanguage: lang,
      sku: String(product.id),
      url,
      ...(image ? { image: [image] } : {}),
      brand: { '@type': 'Brand', name: brand.name },
      ...(product.color ? { color: product.color } : {}),
      offers: {
        '@type': 'Offer',
        url,
        price: effectivePrice(product).toFixed(2),
        priceCurrency: 'MAD',
        availability: `https://schema.org/${availabilityOf(product)}`,
        itemCondition: 'https://schema.org/NewCondition',
      },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { name: crumbs.home, item: `${origin}${localePath(lang, paths.home)}` },
        { name: collectionName, item: `${origin}${localePath(lang, collection)}` },
        { name: product.name, item: url },
      ].map((entry, index) => ({ '@type': 'ListItem', position: index + 1, ...entry })),
    },
  ];
}

/** JSON for an inline `<script>`: a `<` in a product's text cannot close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
