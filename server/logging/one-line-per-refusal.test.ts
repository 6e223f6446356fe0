// @vitest-environment node
import type { MiddlewareHandler } from 'hono';
import { describe, expect, it } from 'vitest';
import { shellConfigFromEnv, vendorOrigins } from '../../src/composition/shell-env';
import { CONSENT_RECORDS_PATH } from '../../src/domain/consent-record';
import { createApp } from '../app';
import { parseServerEnv } from '../config/server-config.schema';
import type { ConsentLedger } from '../consent-ledger/consent-ledger-port';
import type { ServerLog } from '../server-log';
import { logRequests } from './request-log-context';

const DSN = 'https://key@o1.ingest.sentry.io/2';
const INDEX = '<!doctype html><html><head></head><body></body></html>';

/** The built server's app with its request log (one line per answer), every line it writes kept. */
function loggedApp() {
  const server = parseServerEnv({ VITE_SENTRY_DSN: DSN, SENTRY_TUNNEL_RATE_LIMIT: '2', CONSENT_RECORDS_RATE_LIMIT: '2' });
  const shell = shellConfigFromEnv({});
  if (!server.ok) throw new Error(server.error);
  if (!shell.ok) throw new Error(shell.error);
  const lines: { msg: string; fields: Record<string, unknown> | undefined }[] = [];
  const log: ServerLog = {
    info: (msg, fields) => lines.push({ msg, fields }),
    warn: (msg, fields) => lines.push({ msg, fields }),
  };
  const serveClientFile = (): MiddlewareHandler => async (_c, next) => next();
  const app = createApp({
    shell: shell.config,
    vendorOrigins: vendorOrigins(shell.config),
    indexHtml: INDEX,
    server: server.config,
    tunnel: { fetch: async () => new Response('{}'), log, clientIp: () => '198.51.100.9' },
    consentLedger: { ledger: {} as ConsentLedger, log, clientIp: () => '198.51.100.9' },
    serveClientFile,
    requestLogger: logRequests(log),
  });
  return { app, lines };
}

describe('a refusal writes one log line, not two (issue 35: 39,760 lines in a 20,000-envelope flood)', () => {
  it.each([
    ['an envelope', '/monitoring?o=1&p=2', 'tunnel request rejected'],
    ['a consent record', CONSENT_RECORDS_PATH, 'consent ledger request refused'],
  ])('each 429 to %s past the limit is one line, with its reason and status', async (_name, path, refusal) => {
    const { app, lines } = loggedApp();
    const statuses = [];
    for (let i = 0; i < 12; i++) statuses.push((await app.request(path, { method: 'POST', body: 'x' })).status);
    const refused = statuses.filter((status) => status === 429).length;
    expect(refused).toBe(10);
    const aboutA429 = lines.filter((line) => line.fields?.status === 429);
    expect(aboutA429).toHaveLength(refused);
    expect(aboutA429.every((line) => line.msg === refusal && typeof line.fields?.reason === 'string')).toBe(true);
  });

  it('an answer that is not a refusal still writes its one request line', async () => {
    const { app, lines } = loggedApp();
    await app.request('/healthz');
    expect(lines.filter((line) => line.msg === 'request answered' && line.fields?.path === '/healthz')).toHaveLength(1);
  });
});
