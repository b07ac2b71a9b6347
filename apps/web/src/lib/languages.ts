import type { Lang } from '@vigor/shared';

/**
 * What the storefront says about its languages in those languages themselves, whatever the
 * page's: the switch names each language in its own words, and the offer made to a browser that
 * prefers French or Arabic is written in that language (the page's texts are not).
 */
export const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', fr: 'Français', ar: 'العربية' };

export const LANGUAGE_OFFERS: Record<
  Exclude<Lang, 'en'>,
  { text: string; accept: string; dismiss: string }
> = {
  fr: { text: 'La boutique existe aussi en français.', accept: 'Voir en français', dismiss: 'Non merci' },
  ar: { text: 'المتجر متوفر أيضًا بالعربية.', accept: 'تصفح بالعربية', dismiss: 'لا، شكرًا' },
};
