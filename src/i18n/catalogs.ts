import { SITE_TEXTS } from '../site-texts';
import type { Messages, TextDirection } from './messages/en';
import { withSiteTexts } from './site-texts';

/**
 * The shipped languages, one line each: a BCP 47 code and its catalog, loaded on demand so each is a
 * chunk of its own and a visitor's browser fetches its language alone. A new language is its file in
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

/**
 * Each shipped language's name in itself, for the language choice. Written here, not asked of
 * `Intl.DisplayNames`: the server's ICU and the browser's name some languages differently, and the
 * page must hydrate to the same text it was rendered with.
 */
const LANGUAGE_NAMES = {
  ar: 'العربية',
  bg: 'Български',
  cs: 'Čeština',
  da: 'Dansk',
  de: 'Deutsch',
  el: 'Ελληνικά',
  en: 'English',
  es: 'Español',
  et: 'Eesti',
  fi: 'Suomi',
  fr: 'Français',
  ga: 'Gaeilge',
  he: 'עברית',
  hi: 'हिन्दी',
  hr: 'Hrvatski',
  hu: 'Magyar',
  id: 'Bahasa Indonesia',
  is: 'Íslenska',
  it: 'Italiano',
  ja: '日本語',
  ko: '한국어',
  lt: 'Lietuvių',
  lv: 'Latviešu',
  mt: 'Malti',
  nb: 'Norsk bokmål',
  nl: 'Nederlands',
  pl: 'Polski',
  'pt-PT': 'Português (Portugal)',
  'pt-BR': 'Português (Brasil)',
  ro: 'Română',
  sk: 'Slovenčina',
  sl: 'Slovenščina',
  sv: 'Svenska',
  tr: 'Türkçe',
  uk: 'Українська',
  'zh-Hans': '简体中文',
  'zh-Hant': '繁體中文',
} satisfies Record<keyof typeof CATALOGS, string>;

/** A shipped language's name in itself ("Deutsch", "العربية"); a code not shipped is shown as it is. */
export function languageName(code: string): string {
  return Object.hasOwn(LANGUAGE_NAMES, code) ? LANGUAGE_NAMES[code as keyof typeof LANGUAGE_NAMES] : code;
}

/** Every language the shell ships a catalog for: VITE_LANGUAGES picks from these. */
export const SHIPPED_LANGUAGES: readonly string[] = Object.keys(CATALOGS);

/** The fallback when nothing else matches, and SPEC's own wording. */
export const SOURCE_LANGUAGE = 'en';

/** A language as a page renders in it: its code (`<html lang>`), its direction and its texts. */
export interface VisitorLanguage {
  readonly code: string;
  readonly direction: TextDirection;
  readonly messages: Messages;
}

function isShipped(code: string): code is keyof typeof CATALOGS {
  return Object.hasOwn(CATALOGS, code);
}

/**
 * The language's catalog, with the site's own texts in place (src/site-texts.ts); a code that is not
 * shipped gets the source language's (the page still reads, in English).
 */
export async function loadLanguage(code: string): Promise<VisitorLanguage> {
  const shipped = isShipped(code) ? code : SOURCE_LANGUAGE;
  const messages = withSiteTexts((await CATALOGS[shipped as keyof typeof CATALOGS]()).messages, SITE_TEXTS[shipped]);
  return { code: shipped, direction: messages.direction, messages };
}

/** Every shipped language, loaded at once: the server and the build render pages in any of them (a code not shipped: the source language). */
export async function loadAllLanguages(): Promise<(code: string) => VisitorLanguage> {
  const languages = new Map((await Promise.all(SHIPPED_LANGUAGES.map(loadLanguage))).map((language) => [language.code, language]));
  const source = languages.get(SOURCE_LANGUAGE) as VisitorLanguage;
  return (code) => languages.get(code) ?? source;
}
