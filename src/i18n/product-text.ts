import type { Product } from '../product-types';
import type { PagePath } from '../register';

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

/** A link of the product's (the header's, the footer's) with its text in one language. */
export interface ProductLinkInLanguage {
  readonly label: string;
  readonly to: PagePath;
}

/**
 * What a page shows of the product around it (src/product.ts), in the page's language: the brand and the links. Each
 * language's catalog module carries its own (the build adds it: vite.config.ts), so a page fetches the words of its
 * language alone, with its catalog, rather than every language's in the entry.
 */
export interface ProductInLanguage {
  readonly name: string;
  readonly nav: readonly ProductLinkInLanguage[];
  readonly footer: readonly ProductLinkInLanguage[];
}

/** The product's brand and links with their texts in `language` (productText). */
export function productInLanguage(product: Product, language: string): ProductInLanguage {
  const links = (list: Product['nav']) => list.map(({ label, to }) => ({ label: productText(label, language), to }));
  return { name: product.name, nav: links(product.nav), footer: links(product.footer) };
}
