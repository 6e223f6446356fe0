import { match } from '@formatjs/intl-localematcher';
import type { Context } from 'hono';
import { accepts } from 'hono/accepts';
import { getCookie } from 'hono/cookie';
import { LANGUAGE_CODE_PATTERN, LANGUAGE_COOKIE } from '../../src/domain/language-choice';
import type { SiteLanguages } from '../../src/domain/shell-config';

/** A tag Intl can read: a browser may send anything, and one bad tag must not cost the visitor the rest. */
function isLanguageTag(tag: string): boolean {
  try {
    Intl.getCanonicalLocales(tag);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether a visitor may choose this code: a code of the site's offered languages, never anything
 * else, whether it comes back in the cookie or is posted by the language choice's form.
 */
export function isOfferedLanguage(code: string | undefined, site: SiteLanguages): code is string {
  return code !== undefined && LANGUAGE_CODE_PATTERN.test(code) && site.offered.includes(code);
}

/**
 * The language a request's page is rendered in: the visitor's own choice (the language cookie the
 * privacy page sets) when the site offers it; otherwise the best of the site's languages for their
 * browser's Accept-Language (hono parses the header and its q-values, @formatjs/intl-localematcher
 * matches `de-AT` to `de` and `zh-TW` to `zh-Hant`); otherwise the site's fallback.
 */
export function visitorLanguage(c: Context, site: SiteLanguages): string {
  const chosen = getCookie(c, LANGUAGE_COOKIE);
  if (isOfferedLanguage(chosen, site)) return chosen;
  return accepts(c, {
    header: 'Accept-Language',
    supports: [...site.offered],
    default: site.fallback,
    match: (asked, { supports, default: fallback }) => {
      const requested = asked
        .filter(({ type, q }) => q > 0 && type !== '*' && isLanguageTag(type))
        .sort((a, b) => b.q - a.q)
        .map(({ type }) => type);
      return requested.length > 0 ? match(requested, supports, fallback) : fallback;
    },
  });
}
