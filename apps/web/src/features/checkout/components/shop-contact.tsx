import { ExternalLink } from '../../../components/ui/external-link';
import { brand, chatUrl } from '../../../config/brand';
import { usePageT } from '../../../lib/i18n';

/**
 * How to order anyway when the shop's server refused: the shop's phone (left to right in any
 * language) and its WhatsApp chat, with a greeting in the page's language.
 */
export function ShopContact() {
  const t = usePageT().checkout.contact;
  return (
    <p className="shop-contact">
      {t.call}
      <a href={brand.phoneHref}>
        <bdi dir="ltr">{brand.phone}</bdi>
      </a>
      {t.or}
      <ExternalLink href={chatUrl(t.greeting)}>{t.whatsapp}</ExternalLink>
    </p>
  );
}
