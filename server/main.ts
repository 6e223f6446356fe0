import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseServerEnv } from '../src/domain/server-config.schema';
import { parseShellEnv } from '../src/domain/shell-config.schema';
import { createApp } from './app';

// The same validation as the build, so a server started with a bad variable fails the same way, naming it.
const shell = parseShellEnv(process.env);
const server = parseServerEnv(process.env);
const errors = [shell, server].flatMap((result) => (result.ok ? [] : [result.error]));
if (errors.length > 0 || !server.ok) {
  console.error(errors.join('\n'));
  process.exit(1);
}

const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client');
const app = createApp({
  serveClientFile: ({ path: filePath }) =>
    serveStatic({ root: path.relative(process.cwd(), clientDir) || '.', ...(filePath ? { path: filePath } : {}) }),
});

const { port, host } = server.config;
const httpServer = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  console.log(`Shellkit is serving http://${shown}:${info.port}/`);
});

function shutDown(signal: string): void {
  console.log(`${signal} received: closing the server.`);
  httpServer.close(() => process.exit(0));
}
process.on('SIGTERM', () => shutDown('SIGTERM'));
process.on('SIGINT', () => shutDown('SIGINT'));
