import type { Messages } from './messages/en';

export type { VisitorLanguage } from './visitor-language';

/**
 * The shipped languages, one line each: a BCP 47 code and its catalog, loaded on demand so each is a
 * chunk of its own (the build also makes each an entry: vite.config.ts). The server, the build and
 * `npm run dev` load catalogs from here; a built page's browser loads its language's alone, by the URL
 * its HTML names (page-language.ts), so these lines stay out of the entry. A new language is its file in
 * messages/ and its line here (catalogs.test.ts checks that every file is listed).
 */
const CATALOGS = {
  ar: () => import('./messages/ar'),
  bg: () => import('./messages/bg'),
  cs: () => import('./messages/cs'),
  da: () => import('./messages/da'),
  de: () => import('./messages/de'),
  el: () => import('./messages/el'),
  en: () => import('./messages/en'),
  es: () => import('./messages/es'),
  et: () => import('./messages/et'),
  fi: () => import('./messages/fi'),
  fr: () => import('./messages/fr'),
  ga: () => import('./messages/ga'),
  he: () => import('./messages/he'),
  hi: () => import('./messages/hi'),
  hr: () => import('./messages/hr'),
  hu: () => import('./messages/hu'),
  id: () => import('./messages/id'),
  is: () => import('./messages/is'),
  it: () => import('./messages/it'),
  ja: () => import('./messages/ja'),
  ko: () => import('./messages/ko'),
  lt: () => import('./messages/lt'),
  lv: () => import('./messages/lv'),
  mt: () => import('./messages/mt'),
  nb: () => import('./messages/nb'),
  nl: () => import('./messages/nl'),
  pl: () => import('./messages/pl'),
  'pt-PT': () => import('./messages/pt-PT'),
  'pt-BR': () => import('./messages/pt-BR'),
  ro: () => import('./messages/ro'),
  sk: () => import('./messages/sk'),
  sl: () => import('./messages/sl'),
  sv: () => import('./messages/sv'),
  tr: () => import('./messages/tr'),
  uk: () => import('./messages/uk'),
  'zh-Hans': () => import('./messages/zh-Hans'),
  'zh-Hant': () => import('./messages/zh-Hant'),
} satisfies Record<string, () => Promise<{ readonly messages: Messages }>>;

/** A language the shell ships a catalog for. */
export type ShippedLanguage = keyof typeof CATALOGS;

/** Every language the shell ships a catalog for: VITE_LANGUAGES picks from these. */
export const SHIPPED_LANGUAGES: readonly string[] = Object.keys(CATALOGS);

/** The fallback when nothing else matches, and SPEC's own wording. */
export const SOURCE_LANGUAGE = 'en';

function isShipped(code: string): code is keyof typeof CATALOGS {
  return Object.hasOwn(CATALOGS, code);
}

/**
 * A language's catalog alone, the shell's own words (a code that is not shipped: the source language's). No product's
 * file is read here, so tools that run outside a build (the end-to-end specs) can load it; a page's language, with the
 * product's texts in it, is product-languages.ts's.
 */
export async function loadCatalog(code: string): Promise<{ readonly code: string; readonly messages: Messages }> {
  const shipped = isShipped(code) ? code : SOURCE_LANGUAGE;
  return { code: shipped, messages: (await CATALOGS[shipped as keyof typeof CATALOGS]()).messages };
}
