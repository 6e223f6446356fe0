import type { Hono } from 'hono';
import { parseServerEnv } from '../src/domain/server-config.schema';
import { jsonLinesLog } from './server-log';
import { createTunnelApp } from './tunnel/tunnel-route';

/**
 * The /monitoring tunnel alone, as a Cloudflare Worker (module syntax): for sites whose static
 * build sits on a CDN. Same route, same checks, same answers as `npm start`. Configuration comes
 * from the Worker's variables (wrangler.toml `[vars]` or `wrangler secret put`), with the same names.
 */
type WorkerEnv = Readonly<Record<string, string | undefined>>;

const apps = new WeakMap<WorkerEnv, Hono | string>();

function appFor(env: WorkerEnv): Hono | string {
  const cached = apps.get(env);
  if (cached) return cached;
  const config = parseServerEnv(env);
  const built = config.ok
    ? createTunnelApp(config.config.tunnel, {
        fetch: (input, init) => fetch(input, init),
        log: jsonLinesLog((line) => console.warn(line)),
        // Cloudflare puts the visitor's address here; nothing else on the request is trusted for it.
        clientIp: (c) => c.req.header('cf-connecting-ip'),
      })
    : config.error;
  apps.set(env, built);
  return built;
}

export default {
  fetch(request: Request, env: WorkerEnv): Response | Promise<Response> {
    const app = appFor(env);
    if (typeof app === 'string') {
      console.error(app);
      return new Response('The tunnel is misconfigured; see the Worker logs.', { status: 500 });
    }
    return app.fetch(request);
  },
};
