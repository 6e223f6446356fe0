import type { Context, Env, MiddlewareHandler } from 'hono';

/**
 * Why a request (to the tunnel or the consent ledger) must be refused as coming from another site, or undefined to let it on.
 *
 * Any page on the web can make its visitors' browsers POST a `text/plain` body here (a CORS
 * "simple" request needs no preflight), spending this site's Sentry quota or writing consent records from their addresses.
 * Browsers say where such a request comes from, and have for years on every POST:
 * - `Origin`: it must be this site's own (the host the request was sent to, as the browser saw it)
 *   or one of `allowedOrigins` (sites that share one tunnel). `Origin: null` (sandboxed frames,
 *   file pages) is refused.
 * - `Sec-Fetch-Site`, read only when there is no `Origin`: `same-origin` (or `none`, a request the
 *   user made) passes; `same-site` and `cross-site` are refused, there being no origin to allow.
 * A request with neither comes from no browser (a server-side SDK, curl, a native app): it passes.
 * Whoever sends it could write any header anyway, and the rate limit and the DSN checks still apply.
 *
 * The host comparison ignores the scheme, so a server behind a TLS-terminating proxy (which sees
 * http://) still recognises https:// pages of its own site. Not hono/csrf: it lets through a
 * request with a cross-site Origin whenever its Content-Type is not a form type, and refuses
 * without a reason.
 */
export function crossSiteRefusal(request: Request, allowedOrigins: readonly string[]): string | undefined {
  const origin = request.headers.get('origin');
  if (origin !== null) {
    if (allowedOrigins.includes(origin)) return undefined;
    let host: string | undefined;
    try {
      host = new URL(origin).host;
    } catch {
      host = undefined;
    }
    if (host !== undefined && host === new URL(request.url).host) return undefined;
    return `cross-site requests are refused (Origin ${origin.slice(0, 200)} is not this site)`;
  }
  const site = request.headers.get('sec-fetch-site');
  if (site === null || site === 'same-origin' || site === 'none') return undefined;
  return `cross-site requests are refused (Sec-Fetch-Site: ${site.slice(0, 40)})`;
}

/**
 * The rule above as a middleware, shared by the routes that take posts from this site's pages (the
 * tunnel and the consent ledger), so both refuse the same requests. `refuse` answers (403) with the reason.
 */
export function refuseCrossSite<E extends Env>(
  allowedOrigins: readonly string[],
  refuse: (c: Context<E>, reason: string) => Response,
): MiddlewareHandler<E> {
  return async (c, next) => {
    const reason = crossSiteRefusal(c.req.raw, allowedOrigins);
    if (reason) return refuse(c, reason);
    return next();
  };
}
