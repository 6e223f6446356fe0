/**
 * A product text (src/product.ts) in one language, or in each of the site's languages by code, the
 * way src/site-texts.ts gives the shell's texts per language: `{ en: 'Home', de: 'Startseite' }`.
 */
export type ProductText = string | Readonly<Record<string, string>>;

/**
 * The text in the page's language: its own, else its base language's (`pt` for `pt-BR`), else English,
 * else the first given; a plain string is the same in every language.
 */
export function productText(text: ProductText, language: string): string {
  if (typeof text === 'string') return text;
  const base = language.split('-')[0] ?? language;
  return text[language] ?? text[base] ?? text.en ?? Object.values(text)[0] ?? '';
}
