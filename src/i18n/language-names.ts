import type { ShippedLanguage } from './catalogs';

/**
 * Each shipped language's name in itself, for the language choice (the privacy page) and the
 * preferences view's link to it: a module of its own, so the names load with those views, not with
 * every page's entry. Written here, not asked of
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
} satisfies Record<ShippedLanguage, string>;

/** A shipped language's name in itself ("Deutsch", "العربية"); a code not shipped is shown as it is. */
export function languageName(code: string): string {
  return Object.hasOwn(LANGUAGE_NAMES, code) ? LANGUAGE_NAMES[code as keyof typeof LANGUAGE_NAMES] : code;
}
