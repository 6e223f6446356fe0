import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { rateLimiter } from 'hono-rate-limiter';
import { LANGUAGE_CHOICE_FIELDS, LANGUAGE_CHOICE_PATH, languageCookie } from '../../src/domain/language-choice';
import type { SiteLanguages } from '../../src/domain/shell-config';
import { isOfferedLanguage } from '../pages/visitor-language';
import { refuseCrossSite } from '../same-site-guard';
import type { ServerLog } from '../server-log';
import type { SharedRateLimitCounts } from '../shared-limits/redis-rate-limit-counts';
import { returnPathOf } from './return-path';
import { markAnswerLogged } from '../logging/answer-logged';
import { DEFAULT_RATE_LIMIT_IPV6_PREFIX, rateLimitKey } from '../rate-limit-key';

export interface LanguageChoiceDependencies {
  readonly log: ServerLog;
  /** The visitor's IP as the runtime sees it (TRUST_PROXY decides): the rate limit's key. */
  readonly clientIp: (c: Context) => string | undefined;
  /** Where every instance counts the per-IP limit (REDIS_URL); absent, this process counts its own. */
  readonly sharedCounts?: SharedRateLimitCounts | undefined;
  /** Where an IPv6 client's address is cut for the rate limit's key (RATE_LIMIT_IPV6_PREFIX); absent, a /64. */
  readonly rateLimitIpv6Prefix?: number | undefined;
}

/** Two short fields; a form carrying more is not the language choice. */
export const LANGUAGE_CHOICE_MAX_BYTES = 4096;
/**
 * A visitor changes language a few times at most; past this many a minute an address is not choosing,
 * and need not be answered. Fixed, not a setting: nothing behind the route costs more than a cookie.
 */
export const LANGUAGE_CHOICES_PER_MINUTE = 30;

/** `application/x-www-form-urlencoded` is what the form sends; multipart is what a browser may send for any form. */
const FORM_CONTENT_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

type Refusal = 400 | 403 | 413 | 415 | 429;

/**
 * Secure when the visitor's page is on https: the scheme of the `Origin` the browser sent (the form is
 * on this site's page, and the same-site guard has let only that through), which a TLS-terminating proxy
 * does not change; without one, the request's own. The app's path asks `location.protocol` the same.
 */
function pageIsOnHttps(c: Context): boolean {
  const origin = c.req.header('origin');
  if (origin !== undefined && URL.canParse(origin)) return new URL(origin).protocol === 'https:';
  return new URL(c.req.url).protocol === 'https:';
}

/**
 * POST LANGUAGE_CHOICE_PATH: the privacy page's language choice as a plain form, so it works without
 * the app's JavaScript (before it has loaded, or never). It sets the same `shellLanguage` cookie the
 * app sets (`languageCookie`) and answers 303 See Other to the page the form was on, which the server
 * then renders in the chosen language. A code the site does not offer, a return path that is not a
 * path of this site, or a post from another site's page is refused (4xx, a plain-text reason, logged)
 * and sets nothing. Other sites' pages have no reason to choose a language here, so none is allowed
 * (not the tunnel's SENTRY_TUNNEL_ALLOWED_ORIGINS: the cookie is this host's alone).
 */
export function createLanguageChoiceRoute(languages: SiteLanguages, deps: LanguageChoiceDependencies): Hono {
  const app = new Hono();
  const refuse = (c: Context, status: Refusal, reason: string) => {
    deps.log.warn('language choice refused', { status, reason });
    markAnswerLogged(c);
    c.header('Cache-Control', 'no-store');
    return c.text(reason, status);
  };

  app.post(
    LANGUAGE_CHOICE_PATH,
    refuseCrossSite([], (c, reason) => refuse(c, 403, reason)),
    rateLimiter({
      windowMs: 60_000,
      limit: LANGUAGE_CHOICES_PER_MINUTE,
      // Also sets Retry-After (seconds left in the window) on the refusal.
      standardHeaders: 'draft-6',
      // Redis unreachable: each instance counts its own, as the tunnel does; refusing would only cost visitors their choice.
      ...(deps.sharedCounts ? { store: deps.sharedCounts.store('language-choice', 'count-in-this-process') } : {}),
      keyGenerator: (c) => rateLimitKey(deps.clientIp(c), deps.rateLimitIpv6Prefix ?? DEFAULT_RATE_LIMIT_IPV6_PREFIX),
      handler: (c) => refuse(c, 429, 'too many language choices from this address; retry after the time in Retry-After'),
    }),
    bodyLimit({
      maxSize: LANGUAGE_CHOICE_MAX_BYTES,
      onError: (c) => refuse(c, 413, `a language choice is at most ${LANGUAGE_CHOICE_MAX_BYTES} bytes`),
    }),
    async (c) => {
      if (!FORM_CONTENT_TYPE.test(c.req.header('content-type') ?? '')) return refuse(c, 415, 'the language choice is a form post');
      let form: Record<string, string | File>;
      try {
        form = await c.req.parseBody();
      } catch {
        return refuse(c, 400, 'the form could not be read');
      }
      const language = form[LANGUAGE_CHOICE_FIELDS.language];
      if (typeof language !== 'string' || !isOfferedLanguage(language, languages)) {
        return refuse(c, 400, `the language must be one this site offers: ${languages.offered.join(', ')}`);
      }
      const returnTo = form[LANGUAGE_CHOICE_FIELDS.returnTo];
      const back = returnPathOf(typeof returnTo === 'string' ? returnTo : undefined);
      if (!back.ok) return refuse(c, 400, back.reason);
      c.header('Set-Cookie', languageCookie(language, pageIsOnHttps(c)));
      c.header('Cache-Control', 'no-store');
      return c.redirect(back.path, 303);
    },
  );

  return app;
}
