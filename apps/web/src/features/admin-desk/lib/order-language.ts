import type { Lang, WhatsappLanguage } from '@vigor/shared';

/** The storefront language an order was placed in, as staff read it. */
export const LANGUAGE_LABELS: Record<Lang, string> = { en: 'English', fr: 'French', ar: 'Arabic' };

/** The desk's WhatsApp message for a shopper: Arabic for Arabic orders, French for the others. */
export const whatsappLanguageOf = (lang: Lang): WhatsappLanguage => (lang === 'ar' ? 'ar' : 'fr');
