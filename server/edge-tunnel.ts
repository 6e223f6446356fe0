import type { Hono } from 'hono';
import { parseServerEnv } from './config/server-config.schema';
import { edgeConsoleLog } from './edge-console-log';
import { createTunnelApp } from './tunnel/tunnel-route';
import type { RateLimitBinding } from './tunnel/tunnel-rate-limit';

/**
 * The /monitoring tunnel alone, as a Cloudflare Worker (module syntax): for sites whose static
 * build sits on a CDN. Same route, same checks, same answers as `npm start`. Configuration comes
 * from the Worker's variables (wrangler.toml `[vars]` or `wrangler secret put`), with the same names,
 * and its rate limit from Cloudflare's rate-limiting binding `RATE_LIMITER` (wrangler.toml
 * `[[ratelimits]]`): one count across Cloudflare's locations, where a count in the isolate's
 * memory would be per isolate and forgotten when it is recycled.
 */
type WorkerEnv = Readonly<Record<string, unknown>>;

const apps = new WeakMap<WorkerEnv, Hono | string>();
const log = edgeConsoleLog();

const isRateLimitBinding = (value: unknown): value is RateLimitBinding =>
  typeof value === 'object' && value !== null && typeof (value as { limit?: unknown }).limit === 'function';

function appFor(env: WorkerEnv): Hono | string {
  const cached = apps.get(env);
  if (cached) return cached;
  const variables = Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  const config = parseServerEnv(variables);
  const binding = env.RATE_LIMITER;
  let built: Hono | string;
  if (!config.ok) built = config.error;
  // Without it, anyone could spend the project's Sentry quota through the Worker: refuse to run.
  else if (!isRateLimitBinding(binding))
    built =
      'Invalid Worker config:\n  RATE_LIMITER: the rate-limiting binding is missing (wrangler.toml [[ratelimits]], see docs/operators/deploying.md)';
  else
    built = createTunnelApp(config.config.tunnel, {
      fetch: (input, init) => fetch(input, init),
      log,
      // Cloudflare puts the visitor's address here; nothing else on the request is trusted for it.
      clientIp: (c) => c.req.header('cf-connecting-ip'),
      rateLimitBinding: binding,
    });
  apps.set(env, built);
  return built;
}

export default {
  fetch(request: Request, env: WorkerEnv): Response | Promise<Response> {
    const app = appFor(env);
    if (typeof app === 'string') {
      // Once per request, as each is refused: the operator sees it whenever they look at the Worker's logs.
      log.error('the Worker is misconfigured', { status: 500, reason: app });
      return new Response('The tunnel is misconfigured; see the Worker logs.', { status: 500 });
    }
    return app.fetch(request);
  },
};
