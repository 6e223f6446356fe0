/**
 * The visitor's own choice of language (the privacy page's language choice): a cookie, so the server
 * reads it with the request and renders the page in that language from the first byte. Strictly
 * necessary: it only remembers what the visitor asked for, and holds nothing else.
 */
export const LANGUAGE_COOKIE = 'shellLanguage';

/** A year, like the consent decision it sits beside. */
const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** A BCP 47 code as the catalogs name themselves (`de`, `pt-BR`, `zh-Hans`): nothing else is ever written or read back. */
export const LANGUAGE_CODE_PATTERN = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/** The `document.cookie` assignment that remembers a language for the whole site. */
export function languageCookie(code: string, secure: boolean): string {
  if (!LANGUAGE_CODE_PATTERN.test(code)) throw new Error(`Shellkit: "${code}" is not a language code.`);
  return `${LANGUAGE_COOKIE}=${code}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
