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

/** Norwegian (`no`) is the macrolanguage of Bokmål: a browser asking for it asks for `nb`. */
const MACROLANGUAGE_OF: Readonly<Record<string, string>> = { nb: 'no' };

/** Whether `offered` is the language the visitor asked for (`de-AT` for `de`, `zh-TW` for `zh-Hant`), never a neighbour of it. */
function sameLanguage(asked: string, offered: string): boolean {
  const [one, other] = [new Intl.Locale(asked).language, new Intl.Locale(offered).language];
  return one === other || MACROLANGUAGE_OF[other] === one;
}

/**
 * The first of the visitor's languages, in their order, that the site offers: the matcher's best fit
 * reads `de-AT` as `de` and `zh-TW` as `zh-Hant`, but also offers a neighbouring language (Ukrainian
 * for `ru`, Spanish for `ca`) when the visitor's own is not there; that one is not what they asked for,
 * so the site's fallback answers instead (issue 36).
 */
function bestOffered(requested: readonly string[], supports: string[], fallback: string): string {
  for (const asked of requested) {
    const found = match([asked], supports, fallback);
    if (supports.includes(found) && sameLanguage(asked, found)) return found;
  }
  return fallback;
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
 * matches `de-AT` to `de` and `zh-TW` to `zh-Hant`, never another language); otherwise the site's fallback.
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
      return bestOffered(requested, supports, fallback);
    },
  });
}
