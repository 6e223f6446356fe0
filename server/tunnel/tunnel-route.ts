import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import type { TunnelConfig } from '../../src/domain/server-config.schema';
import { parseSentryDsn, parseTunnelQuery, sameDsn, sameTarget, tunnelTargetOf, type SentryDsn } from '../../src/domain/sentry-dsn';
import { envelopeHeaderDsn } from '../../src/domain/sentry-envelope';
import type { ServerLog } from '../server-log';

export interface TunnelDependencies {
  readonly fetch: typeof fetch;
  readonly log: ServerLog;
  /** The visitor's IP as the runtime sees it; passed on to Sentry as X-Forwarded-For. */
  readonly clientIp: (c: Context) => string | undefined;
}

type Env = { Variables: { requestId: string; candidateDsns: readonly SentryDsn[] } };

// Sentry's answers a browser SDK acts on (rate limits, retry); nothing else of Sentry's reaches the visitor.
const RELAYED_HEADERS = ['content-type', 'retry-after', 'x-sentry-rate-limits'];

/**
 * POST {path}?o={org}&p={project}[&r={region}]: SPEC §7's tunnel, forwarding Sentry envelopes byte
 * for byte. It is an open relay unless it refuses everything it should (CVE-2023-46729), so:
 * the query must name an allowed project, the envelope's own DSN must be that allowed DSN, the
 * destination comes from server config alone, redirects are not followed, and every refusal is
 * logged with its reason and forwards nothing.
 *
 * Why not @sentry/core's handleTunnelRequest: it answers 500 where this contract needs 502/504,
 * does not check the o/p/r query, cannot point at SENTRY_INGEST_URL, follows redirects, and sends
 * X-Sentry-Forwarded-For instead of X-Forwarded-For. The DSN allowlist idea is the same.
 */
export function createTunnelRoute(config: TunnelConfig, deps: TunnelDependencies): Hono<Env> {
  const app = new Hono<Env>();

  const reject = (c: Context<Env>, status: 400 | 403 | 405 | 413 | 502 | 504, reason: string) => {
    deps.log.warn('tunnel request rejected', { status, reason, requestId: c.get('requestId'), ip: deps.clientIp(c) });
    return c.text(reason, status);
  };

  app.all(config.path, async (c, next) => {
    if (c.req.method === 'POST') return next();
    c.header('Allow', 'POST');
    return reject(c, 405, 'the tunnel accepts POST only');
  });

  app.post(config.path, async (c, next) => {
    const query = parseTunnelQuery(new URL(c.req.url).searchParams);
    if (!query.ok) return reject(c, 400, query.reason);
    // Several keys may serve one project (key rotation, two apps); the envelope picks among them.
    const candidates = config.allowedDsns.filter((dsn) => {
      const target = tunnelTargetOf(dsn);
      return target !== null && sameTarget(target, query.target);
    });
    if (candidates.length === 0) return reject(c, 403, 'organisation, project and region are not allowed through this tunnel');
    if (c.req.header('content-encoding')) return reject(c, 400, 'compressed request bodies are not accepted');
    c.set('candidateDsns', candidates);
    return next();
  });

  app.post(
    config.path,
    bodyLimit({
      maxSize: config.maxBodyBytes,
      onError: (c) => reject(c, 413, `the body is over the tunnel's limit of ${config.maxBodyBytes} bytes`),
    }),
  );

  app.post(config.path, async (c) => {
    const body = new Uint8Array(await c.req.arrayBuffer());
    const header = envelopeHeaderDsn(body);
    if (!header.ok) return reject(c, 400, header.reason);
    const dsn = parseSentryDsn(header.dsn);
    if (!dsn) return reject(c, 400, 'the envelope header DSN is malformed');
    const allowed = c.get('candidateDsns').find((candidate) => sameDsn(candidate, dsn));
    if (!allowed) return reject(c, 403, "the envelope's DSN does not match the allowed DSN for this query");

    // Built from the allowlist entry (server config), never from the request.
    const origin = config.ingestOrigin ?? `https://${allowed.host}`;
    const destination = `${origin}/api/${allowed.projectId}/envelope/`;
    const ip = deps.clientIp(c);
    try {
      const upstream = await deps.fetch(destination, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/x-sentry-envelope', ...(ip ? { 'x-forwarded-for': ip } : {}) },
        redirect: 'manual',
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      if (upstream.type === 'opaqueredirect' || (upstream.status >= 300 && upstream.status < 400)) {
        return reject(c, 502, 'Sentry answered with a redirect, which the tunnel does not follow');
      }
      // A Response may not carry a body with these statuses.
      const answer = [204, 205, 304].includes(upstream.status) ? null : await upstream.arrayBuffer();
      const headers = new Headers();
      for (const name of RELAYED_HEADERS) {
        const value = upstream.headers.get(name);
        if (value) headers.set(name, value);
      }
      return new Response(answer, { status: upstream.status, headers });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'TimeoutError') {
        return reject(c, 504, `Sentry did not answer within ${config.timeoutMs} ms`);
      }
      return reject(c, 502, `Sentry could not be reached (${error instanceof Error ? error.message : String(error)})`);
    }
  });

  return app;
}

/** The tunnel on its own (request ids included), for runtimes that serve nothing else: `npm run dev`, a Worker. */
export function createTunnelApp(config: TunnelConfig, deps: TunnelDependencies): Hono {
  return new Hono().use(requestId()).route('/', createTunnelRoute(config, deps));
}
