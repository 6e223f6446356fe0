/**
 * A count's phrase in each plural category of a language (`#` is the count); `other` is always there and
 * carries the placeholders. Catalogs hold these as plain data, so a catalog chunk imports nothing.
 */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { readonly other: string };

const rulesByLanguage = new Map<string, Intl.PluralRules>();

/**
 * A count phrased with the language's own plural rules ("1 day", "2 days"; Polish "2 dni", "5 dni";
 * Arabic's six forms). `Intl.PluralRules` is CLDR's plural data, the same in Node and Chromium, so the
 * server's page and the hydrated one say the same; `Intl.NumberFormat`'s unit and `RelativeTimeFormat`'s
 * wording differ between their ICU builds, so the words themselves come from each catalog.
 */
export function countPhrase(language: string, forms: PluralForms, count: number): string {
  let rules = rulesByLanguage.get(language);
  if (!rules) rulesByLanguage.set(language, (rules = new Intl.PluralRules(language)));
  return (forms[rules.select(count)] ?? forms.other).replace('#', String(count));
}
