import { Hono, type Context } from 'hono';
import { TUNNEL_BODY_TOTAL_TIMEOUT_MS, type TunnelConfig } from '../config/tunnel-config.schema';
import { parseSentryDsn, parseTunnelQuery, sameDsn, sameTarget, tunnelTargetOf, type SentryDsn } from '../../src/domain/sentry-dsn';
import { envelopeHeaderDsn } from './sentry-envelope';
import { serverRequestId } from '../request-id';
import { refuseCrossSite } from '../same-site-guard';
import type { ServerLog } from '../server-log';
import { countTunnelEnvelopes, type TunnelEnvelopeVariables } from '../metrics/count-tunnel-envelopes';
import type { ServerMetrics } from '../metrics/server-metrics';
import { concurrencyGate } from './concurrency-gate';
import { BodyError, StreamedBody, type BodyFailure } from './streamed-body';
import { tunnelRateLimit, type RateLimitBinding } from './tunnel-rate-limit';
import { markAnswerLogged } from '../logging/answer-logged';
import { DEFAULT_RATE_LIMIT_IPV6_PREFIX, rateLimitKey } from '../rate-limit-key';
import type { SharedRateLimitCounts } from '../shared-limits/redis-rate-limit-counts';

export interface TunnelDependencies {
  readonly fetch: typeof fetch;
  readonly log: ServerLog;
  /** The visitor's IP as the runtime sees it; passed on to Sentry as X-Forwarded-For, and the rate limit's key. */
  readonly clientIp: (c: Context) => string | undefined;
  /** Where an IPv6 client's address is cut for the rate limit's key (RATE_LIMIT_IPV6_PREFIX); absent, a /64. */
  readonly rateLimitIpv6Prefix?: number | undefined;
  /** Cloudflare's rate-limiting binding on a Worker; elsewhere the limit is counted in this process. */
  readonly rateLimitBinding?: RateLimitBinding;
  /** Where every instance counts the per-IP limit (REDIS_URL); absent, this process counts its own. */
  readonly sharedCounts?: SharedRateLimitCounts;
  /** Where forwards, refusals and Sentry's latency are counted (METRICS_PORT); none on the Worker. */
  readonly metrics?: ServerMetrics | undefined;
}

type Env = { Variables: { requestId: string; candidateDsns: readonly SentryDsn[] } & TunnelEnvelopeVariables };
type Refusal = 400 | 403 | 405 | 408 | 413 | 429 | 502 | 503 | 504;

// Sentry's answers a browser SDK acts on (rate limits, retry); nothing else of Sentry's reaches the visitor.
const RELAYED_HEADERS = ['content-type', 'retry-after', 'x-sentry-rate-limits'];
/** When a client refused for want of a free place may try again: stalled uploads free theirs within the body timeout. */
const BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * POST {path}?o={org}&p={project}[&r={region}]: SPEC §7's tunnel, forwarding Sentry envelopes byte
 * for byte. It is an open relay unless it refuses everything it should (CVE-2023-46729), so:
 * the query must name an allowed project, the envelope's own DSN must be that allowed DSN, the
 * destination comes from server config alone, redirects are not followed, and every refusal is
 * logged with its reason and forwards nothing. It must also not be a way to spend the site's
 * resources or Sentry quota: requests from other sites' pages are refused, each client IP is rate
 * limited, a ceiling bounds the requests in progress, and bodies are streamed (the header line
 * checked as soon as it arrives, the rest passed straight on) within a deadline.
 *
 * Why not @sentry/core's handleTunnelRequest: it answers 500 where this contract needs 502/504,
 * does not check the o/p/r query, cannot point at SENTRY_INGEST_URL, follows redirects, sends
 * X-Sentry-Forwarded-For instead of X-Forwarded-For, and reads the whole body first. The DSN
 * allowlist idea is the same.
 */
export function createTunnelRoute(config: TunnelConfig, deps: TunnelDependencies): Hono<Env> {
  const app = new Hono<Env>();
  const gate = concurrencyGate(config.maxConcurrent);
  deps.metrics?.watchTunnelConcurrency(() => gate.active);

  const reject = (c: Context<Env>, status: Refusal, reason: string, fields: Record<string, unknown> = {}) => {
    deps.log.warn('tunnel request rejected', { status, reason, requestId: c.get('requestId'), ip: deps.clientIp(c), ...fields });
    markAnswerLogged(c);
    return c.text(reason, status);
  };

  if (deps.metrics) app.use(config.path, countTunnelEnvelopes(deps.metrics));

  app.all(config.path, async (c, next) => {
    if (c.req.method === 'POST') return next();
    c.header('Allow', 'POST');
    return reject(c, 405, 'the tunnel accepts POST only');
  });

  app.post(
    config.path,
    refuseCrossSite<Env>(config.allowedOrigins, (c, reason) => reject(c, 403, reason)),
  );

  app.post(
    config.path,
    tunnelRateLimit<Env>({
      perMinute: config.rateLimitPerMinute,
      binding: deps.rateLimitBinding,
      sharedCounts: deps.sharedCounts,
      clientKey: (c) => rateLimitKey(deps.clientIp(c), deps.rateLimitIpv6Prefix ?? DEFAULT_RATE_LIMIT_IPV6_PREFIX),
      refuse: (c) => reject(c, 429, 'too many envelopes from this address; retry after the time in Retry-After'),
    }),
  );

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
    if (Number(c.req.header('content-length') ?? 0) > config.maxBodyBytes) return reject(c, 413, overLimit(config));
    c.set('candidateDsns', candidates);
    return next();
  });

  app.post(config.path, async (c) => {
    if (!gate.tryEnter()) {
      c.header('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
      return reject(c, 503, `the tunnel is handling ${config.maxConcurrent} requests already; retry shortly`);
    }
    const body = new StreamedBody(c.req.raw.body, {
      maxBytes: config.maxBodyBytes,
      idleTimeoutMs: config.bodyTimeoutMs,
      totalTimeoutMs: TUNNEL_BODY_TOTAL_TIMEOUT_MS,
    });
    let answerTimer: ReturnType<typeof setTimeout> | undefined;
    let sentryTimedOut = false;
    let finished = false;
    let forwarded = false;
    let forwardStarted = performance.now();
    try {
      const header = envelopeHeaderDsn(await body.readHead());
      if (!header.ok) return reject(c, 400, header.reason);
      const dsn = parseSentryDsn(header.dsn);
      if (!dsn) return reject(c, 400, 'the envelope header DSN is malformed');
      const allowed = c.get('candidateDsns').find((candidate) => sameDsn(candidate, dsn));
      if (!allowed) return reject(c, 403, "the envelope's DSN does not match the allowed DSN for this query");

      // Built from the allowlist entry (server config), never from the request.
      const origin = config.ingestOrigin ?? `https://${allowed.host}`;
      const destination = `${origin}/api/${allowed.projectId}/envelope/`;
      const ip = deps.clientIp(c);
      // Sentry's time starts once it has the whole body; until then the body deadline applies.
      const upstream = new AbortController();
      body.signal.addEventListener('abort', () => upstream.abort(body.signal.reason), { once: true });
      void body.complete.then(() => {
        // The body may complete as the answer is already in: no clock for a request that is over.
        if (finished) return;
        forwardStarted = performance.now();
        answerTimer = setTimeout(() => {
          sentryTimedOut = true;
          upstream.abort(new DOMException('Sentry did not answer in time', 'TimeoutError'));
        }, config.timeoutMs);
      });
      const response = await deps.fetch(destination, {
        method: 'POST',
        body: body.forward(),
        // A streamed request body: sent as it is read (Node's fetch requires saying so).
        duplex: 'half',
        headers: { 'content-type': 'application/x-sentry-envelope', ...(ip ? { 'x-forwarded-for': ip } : {}) },
        redirect: 'manual',
        signal: upstream.signal,
      } as RequestInit);
      deps.metrics?.tunnelUpstreamAnswered((performance.now() - forwardStarted) / 1000);
      if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
        await response.body?.cancel();
        return reject(c, 502, 'Sentry answered with a redirect, which the tunnel does not follow');
      }
      // A Response may not carry a body with these statuses.
      const answer = [204, 205, 304].includes(response.status) ? null : await response.arrayBuffer();
      const headers: Record<string, string> = {};
      for (const name of RELAYED_HEADERS) {
        const value = response.headers.get(name);
        if (value) headers[name] = value;
      }
      forwarded = true;
      // c.body, not a new Response: the request id and security headers set so far go along.
      const status = response.status as 200;
      return answer === null ? c.body(null, status, headers) : c.body(answer, status, headers);
    } catch (error) {
      if (body.failure) return bodyFailed(c, body.failure, body.received);
      if (error instanceof BodyError) return bodyFailed(c, error.failure, body.received);
      if (sentryTimedOut) return reject(c, 504, `Sentry did not answer within ${config.timeoutMs} ms`);
      return reject(c, 502, `Sentry could not be reached (${describe(error)})`);
    } finally {
      finished = true;
      const outcome = body.failure === 'aborted' ? 'client-aborted' : forwarded ? 'forwarded' : 'refused';
      c.set('tunnelEnvelope', { outcome, bytes: body.received });
      clearTimeout(answerTimer);
      body.settle();
      gate.leave();
    }
  });

  const bodyFailed = (c: Context<Env>, failure: BodyFailure, receivedBytes: number) => {
    switch (failure) {
      case 'too-large':
        return reject(c, 413, overLimit(config), { receivedBytes });
      case 'too-slow':
        return reject(c, 408, `the body stalled for ${config.bodyTimeoutMs} ms or took over ${TUNNEL_BODY_TOTAL_TIMEOUT_MS} ms`, {
          receivedBytes,
        });
      case 'upstream-stalled':
        return reject(c, 504, 'Sentry stopped taking the body', { receivedBytes });
      case 'aborted':
        // Nobody is left to answer: one line in the log, and an answer for the runtime to discard.
        deps.log.warn('tunnel request aborted', {
          reason: 'the client closed the connection before the body was complete',
          requestId: c.get('requestId'),
          ip: deps.clientIp(c),
          receivedBytes,
        });
        return c.text('aborted', 400);
    }
  };

  return app;
}

const overLimit = (config: TunnelConfig) => `the body is over the tunnel's limit of ${config.maxBodyBytes} bytes`;

function describe(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error instanceof Error ? error.message : String(error)}${cause}`.slice(0, 300);
}

/** The tunnel on its own (server-made request ids included), for runtimes that serve nothing else: `npm run dev`, a Worker. */
export function createTunnelApp(config: TunnelConfig, deps: TunnelDependencies): Hono {
  return new Hono().use(serverRequestId()).route('/', createTunnelRoute(config, deps));
}
