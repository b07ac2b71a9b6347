import type { Lang } from '@vigor/shared';

type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** The form of a counted phrase for `n` in a language (Arabic has six), `#` standing for n. */
export function plural(lang: Lang, n: number, forms: PluralForms): string {
  const form = forms[new Intl.PluralRules(lang).select(n)] ?? forms.other;
  return form.replace('#', String(n));
}
