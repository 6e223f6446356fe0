import { getRequestListener } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Plugin } from 'vite';
import type { ServerConfig } from './config/server-config.schema';
import pretty from 'pino-pretty';
import { logSecretsIn } from './logging/log-secrets';
import { createServerLogger, serverLogOf } from './logging/server-logger';
import { createTunnelApp } from './tunnel/tunnel-route';

/**
 * `npm run dev` serves the very same tunnel route as `npm start`, so dev and production behave alike.
 * Its log is the same pino logger, made readable for the developer's terminal by pino-pretty (a dev
 * dependency: production writes JSON lines and never loads it).
 */
export function devTunnelPlugin(server: ServerConfig, env: Readonly<Record<string, string | undefined>>): Plugin {
  return {
    name: 'shellkit:dev-tunnel',
    apply: 'serve',
    configureServer(devServer) {
      const app = createTunnelApp(server.tunnel, {
        fetch: globalThis.fetch,
        log: serverLogOf(
          createServerLogger({
            level: server.logLevel,
            secrets: logSecretsIn(env),
            destination: pretty({ destination: 2, sync: true, ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss' }),
          }),
        ),
        clientIp: (c) => getConnInfo(c).remote.address,
      });
      const listener = getRequestListener(app.fetch);
      devServer.middlewares.use((request, response, next) => {
        const pathname = new URL(request.url ?? '/', 'http://dev').pathname;
        if (pathname !== server.tunnel.path) return next();
        void listener(request, response);
      });
    },
  };
}
