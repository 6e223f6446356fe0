// @vitest-environment node
import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { randomUUID } from 'node:crypto';
import type { AddressInfo, Server } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_RECORDS_PATH } from '../../src/domain/consent-record';
import { parseServerEnv } from '../config/server-config.schema';
import type { ServerLog } from '../server-log';
import type { ConsentLedger } from './consent-ledger-port';
import { createConsentLedgerRoutes } from './consent-ledger-routes';
import { openEmbeddedConsentLedger } from './embedded-consent-ledger';

const quietLog: ServerLog = { info: () => undefined, warn: () => undefined };

/** A POST written byte for byte, as a client sends it: the user agent in UTF-8. */
function rawPost(port: number, userAgent: string, body: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const head =
      `POST ${CONSENT_RECORDS_PATH} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n`;
    socket.end(Buffer.concat([Buffer.from(head), Buffer.from(`User-Agent: ${userAgent}\r\n\r\n`, 'utf8'), Buffer.from(body)]));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('a user agent as the Node server receives it (issue 35)', () => {
  let ledger: ConsentLedger;
  let server: Server;
  let port: number;
  beforeAll(async () => {
    ledger = await openEmbeddedConsentLedger(undefined);
    const config = parseServerEnv({ CONSENT_STORE_CLIENT_DETAILS: 'true' });
    if (!config.ok) throw new Error(config.error);
    const app = createConsentLedgerRoutes(
      { config: config.config.consentLedger, allowedOrigins: [], countryHeader: undefined },
      { ledger, log: quietLog, clientIp: (c) => getConnInfo(c).remote.address },
    );
    server = await new Promise<Server>((resolve) => {
      const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started as unknown as Server));
    });
    port = (server.address() as AddressInfo).port;
  }, 60_000);
  afterAll(async () => {
    server?.close();
    await ledger?.close();
  });

  it.each(['Mozilla/5.0 (Linux; Android 14; Pixel Ünïcödé) Gecko', 'WebView 日本語 ✓'])(
    'stores %s as sent, not read as latin1',
    async (userAgent) => {
      const consentId = randomUUID();
      const record = {
        recordId: randomUUID(),
        consentId,
        purposes: { analytics: false, marketing: false, experience: true },
        mode: 'opt-in',
        revision: '2026-11',
        noticeHash: 'ab'.repeat(32),
        occasion: 'first',
        decidedAt: new Date().toISOString(),
        globalPrivacyControl: false,
      };
      expect(await rawPost(port, userAgent, JSON.stringify(record))).toMatch(/^HTTP\/1\.1 201/);
      const [stored] = await ledger.history(consentId);
      expect(stored?.userAgent).toBe(userAgent);
    },
  );
});
