import { PRODUCT } from 'shellkit:product';
import { loadCatalog, SHIPPED_LANGUAGES, SOURCE_LANGUAGE } from './catalogs';
import { productInLanguage } from './product-text';
import { visitorLanguageOf, type VisitorLanguage } from './visitor-language';

/**
 * A language as the product's pages render in it: the shell's catalog with the site's own texts in place
 * (src/site-texts.ts) and the product's brand and links in that language. The server, the build and `npm run dev`
 * load languages from here; a built page's browser gets its language's alone (page-language.ts).
 */
export async function loadLanguage(code: string): Promise<VisitorLanguage> {
  const { code: shipped, messages } = await loadCatalog(code);
  return visitorLanguageOf(shipped, messages, productInLanguage(PRODUCT, shipped));
}

/** Every shipped language, loaded at once: the server and the build render pages in any of them (a code not shipped: the source language). */
export async function loadAllLanguages(): Promise<(code: string) => VisitorLanguage> {
  const languages = new Map((await Promise.all(SHIPPED_LANGUAGES.map(loadLanguage))).map((language) => [language.code, language]));
  const source = languages.get(SOURCE_LANGUAGE) as VisitorLanguage;
  return (code) => languages.get(code) ?? source;
}
