/**
 * The visitor's own choice of language (the privacy page's language choice): a cookie, so the server
 * reads it with the request and renders the page in that language from the first byte. Strictly
 * necessary: it only remembers what the visitor asked for, and holds nothing else.
 */
export const LANGUAGE_COOKIE = 'shellLanguage';

/**
 * Where the language choice's form posts, and its fields' names: the Node server answers it
 * (server/language/language-choice-route.ts), so the choice works before the app's JavaScript has
 * loaded, or without it.
 */
export const LANGUAGE_CHOICE_PATH = '/language';
export const LANGUAGE_CHOICE_FIELDS = {
  /** The chosen code, one of the site's offered languages. */
  language: 'language',
  /** The page to return to (a path of this site), where the server sends the visitor back. */
  returnTo: 'return',
} as const;

/** A year, like the consent decision it sits beside. */
const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** A BCP 47 code as the catalogs name themselves (`de`, `pt-BR`, `zh-Hans`): nothing else is ever written or read back. */
export const LANGUAGE_CODE_PATTERN = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/**
 * The cookie that remembers a language for the whole site: as a `document.cookie` assignment (the
 * app's instant path) and as the server's `Set-Cookie` (the form posted without the app), one string
 * for both, so the two never differ in an attribute.
 */
export function languageCookie(code: string, secure: boolean): string {
  if (!LANGUAGE_CODE_PATTERN.test(code)) throw new Error(`Shellkit: "${code}" is not a language code.`);
  return `${LANGUAGE_COOKIE}=${code}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
