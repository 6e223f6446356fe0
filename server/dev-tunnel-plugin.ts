import { getRequestListener } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Plugin } from 'vite';
import type { ServerConfig } from './config/server-config.schema';
import { jsonLinesLog } from './server-log';
import { createTunnelApp } from './tunnel/tunnel-route';

/** `npm run dev` serves the very same tunnel route as `npm start`, so dev and production behave alike. */
export function devTunnelPlugin(server: ServerConfig): Plugin {
  return {
    name: 'shellkit:dev-tunnel',
    apply: 'serve',
    configureServer(devServer) {
      const app = createTunnelApp(server.tunnel, {
        fetch: globalThis.fetch,
        log: jsonLinesLog(),
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
