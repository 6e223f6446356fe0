// @vitest-environment node
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { MiddlewareHandler } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shellConfigFromEnv, vendorOrigins } from '../../src/composition/shell-env';
import { CONSENT_EXPORT_PATH, CONSENT_RECORDS_PATH, type ConsentHistory, type ConsentRecordReceipt } from '../../src/domain/consent-record';
import { parseServerEnv } from '../config/server-config.schema';
import { SHELL_CONFIG_ELEMENT_ID } from '../../src/domain/shell-config-document';
import { createApp } from '../app';
import type { ServerLog } from '../server-log';
import type { ConsentLedger, StoredConsentRecord } from './consent-ledger-port';
import { openEmbeddedConsentLedger } from './embedded-consent-ledger';
import { openPostgresConsentLedger } from './postgres-consent-ledger';
import { GENESIS_HASH } from './record-chain.mjs';
import { freshPostgresDatabase, postgresTestsRun } from '../../tests/support/postgres-database.mjs';

const ORIGIN = 'http://shop.test';
const TOKEN = 'export-token-of-at-least-32-characters';
const NOW = new Date('2026-11-24T12:00:00.000Z');
const INDEX = `<!doctype html><html><head><script type="application/json" id="${SHELL_CONFIG_ELEMENT_ID}">{}</script></head><body></body></html>`;
const quietLog: ServerLog = { info: () => undefined, warn: () => undefined };

function appWith(
  ledger: ConsentLedger,
  env: Record<string, string> = {},
  clientIp: string | (() => string) = '198.51.100.23',
  now = () => NOW,
) {
  const ipOf = typeof clientIp === 'string' ? () => clientIp : clientIp;
  const server = parseServerEnv({ CONSENT_EXPORT_TOKEN: TOKEN, ...env });
  const shell = shellConfigFromEnv(env);
  if (!server.ok) throw new Error(server.error);
  if (!shell.ok) throw new Error(shell.error);
  const serveClientFile = (): MiddlewareHandler => async (_c, next) => next();
  return createApp({
    shell: shell.config,
    vendorOrigins: vendorOrigins(shell.config),
    indexHtml: INDEX,
    server: server.config,
    tunnel: { fetch, log: quietLog, clientIp: ipOf },
    consentLedger: { ledger, log: quietLog, clientIp: ipOf, now },
    serveClientFile,
  });
}

function submission(overrides: Record<string, unknown> = {}) {
  return {
    recordId: randomUUID(),
    consentId: randomUUID(),
    purposes: { analytics: false, marketing: false, experience: true },
    mode: 'opt-in',
    revision: '2026-11',
    noticeHash: 'c0ffee'.padEnd(64, '0'),
    occasion: 'first',
    decidedAt: '2026-11-24T11:59:59.000Z',
    globalPrivacyControl: true,
    ...overrides,
  };
}

type App = ReturnType<typeof appWith>;
const post = (app: App, body: unknown, headers: Record<string, string> = {}) =>
  app.request(`${ORIGIN}${CONSENT_RECORDS_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: ORIGIN, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const exportRequest = (app: App, query: string, token: string | null = TOKEN) =>
  app.request(`${ORIGIN}${CONSENT_EXPORT_PATH}${query}`, { headers: token === null ? {} : { Authorization: `Bearer ${token}` } });

let ledger: ConsentLedger;
beforeAll(async () => {
  ledger = await openEmbeddedConsentLedger(undefined);
}, 120_000);
afterAll(() => ledger?.close());

describe('POST /consent/records', () => {
  it('records a decision: 201 with the receipt, stamped with the server time', async () => {
    const sent = submission();
    const response = await post(appWith(ledger), sent);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      recordId: sent.recordId,
      consentId: sent.consentId,
      recordedAt: NOW.toISOString(),
    } satisfies ConsentRecordReceipt);
  });

  it('answers a retry of the same record 200 with the same receipt, and keeps one record', async () => {
    const sent = submission();
    const first = await (await post(appWith(ledger), sent)).json();
    const later = appWith(ledger);
    const retry = await post(later, sent);
    expect(retry.status).toBe(200);
    expect(await retry.json()).toEqual(first);
    const history = (await (await later.request(`${CONSENT_RECORDS_PATH}/${sent.consentId}`)).json()) as ConsentHistory;
    expect(history.records).toHaveLength(1);
  });

  it('refuses a used record id with other content: 409 with the reason', async () => {
    const sent = submission();
    await post(appWith(ledger), sent);
    const response = await post(appWith(ledger), { ...sent, purposes: { analytics: true, marketing: true, experience: true } });
    expect(response.status).toBe(409);
    expect((await response.json()).error).toMatch(/recordId .* already recorded with other content/);
  });

  it.each([
    ['recordId', { recordId: 'not-a-uuid' }, /recordId: must be a UUID/],
    ['a missing purpose', { purposes: { analytics: true, marketing: true } }, /purposes\.experience/],
    [
      'an extra purpose',
      { purposes: { analytics: true, marketing: true, experience: true, necessary: true } },
      /purposes: must be an object with exactly analytics, marketing, experience/,
    ],
    ['mode', { mode: 'auto' }, /mode: must be notice, opt-in or opt-out/],
    ['revision', { revision: 'two words' }, /revision: must be a policy revision/],
    ['noticeHash', { noticeHash: 'abc' }, /noticeHash: must be a SHA-256 digest/],
    ['occasion', { occasion: 'withdrawal' }, /occasion: must be one of first, change, reconsent/],
    ['decidedAt', { decidedAt: 'yesterday' }, /decidedAt: must be an ISO 8601 date/],
    ['globalPrivacyControl', { globalPrivacyControl: 'yes' }, /globalPrivacyControl: must be true or false/],
    ['gppString', { gppString: 'DBABLA~<script>' }, /gppString: must be an IAB GPP string/],
    ['recordedAt of its own', { recordedAt: '9999-12-31T23:59:59.999Z' }, /recordedAt: is set by the server, never sent/],
    [
      'chain link of its own',
      { previousHash: '0'.repeat(64), hash: 'ab'.repeat(32) },
      /previousHash: is set by the server.*hash: is set by the server/,
    ],
  ])('refuses a bad %s: 400 naming the field, and stores nothing', async (_name, overrides, reason) => {
    const sent = submission(overrides);
    const app = appWith(ledger);
    const response = await post(app, sent);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(reason);
    expect(((await (await app.request(`${CONSENT_RECORDS_PATH}/${sent.consentId}`)).json()) as ConsentHistory).records).toEqual([]);
  });

  it('refuses a body that is not JSON: 400', async () => {
    const response = await post(appWith(ledger), '{"recordId":');
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(/JSON/);
  });

  it('refuses a body over the limit: 413, and stores nothing', async () => {
    const sent = submission({ padding: 'x'.repeat(4096) });
    const app = appWith(ledger);
    const response = await post(app, sent);
    expect(response.status).toBe(413);
    expect(((await (await app.request(`${CONSENT_RECORDS_PATH}/${sent.consentId}`)).json()) as ConsentHistory).records).toEqual([]);
  });

  it.each([
    ['another site', { Origin: 'https://elsewhere.example' }],
    ['a same-site page without Origin', { Origin: '', 'Sec-Fetch-Site': 'same-site' }],
  ])('refuses a post from %s: 403, like the tunnel', async (_name, headers) => {
    const app = appWith(ledger);
    const clean = Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== ''));
    const response = await app.request(`${ORIGIN}${CONSENT_RECORDS_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...clean },
      body: JSON.stringify(submission()),
    });
    expect(response.status).toBe(403);
    expect((await response.json()).error).toMatch(/cross-site requests are refused/);
  });

  it('accepts a post from a site SENTRY_TUNNEL_ALLOWED_ORIGINS lets in', async () => {
    const app = appWith(ledger, { SENTRY_TUNNEL_ALLOWED_ORIGINS: 'https://partner.example' });
    expect((await post(app, submission(), { Origin: 'https://partner.example' })).status).toBe(201);
  });

  it('limits each address to CONSENT_RECORDS_RATE_LIMIT a minute: then 429 with Retry-After', async () => {
    const app = appWith(ledger, { CONSENT_RECORDS_RATE_LIMIT: '2' }, '192.0.2.77');
    expect((await post(app, submission())).status).toBe(201);
    expect((await post(app, submission())).status).toBe(201);
    const refused = await post(app, submission());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it.each([
    ['the default /64', {}, (n: number) => `2001:db8:77:1::${n.toString(16)}`, 2],
    ['RATE_LIMIT_IPV6_PREFIX=48', { RATE_LIMIT_IPV6_PREFIX: '48' }, (n: number) => `2001:db8:78:${n.toString(16)}::1`, 2],
  ])('limits an IPv6 client rotating addresses inside %s as one (issue 35)', async (_name, env, address, limit) => {
    let sent = 0;
    const app = appWith(ledger, { CONSENT_RECORDS_RATE_LIMIT: String(limit), ...env }, () => address(++sent));
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await post(app, submission())).status);
    expect(statuses).toEqual([201, 201, 429, 429]);
  });

  it.each(['2026-11-24T12:59:59.000+01:00', '2026-11-24T06:59:59-05:00', '2026-11-24T11:59:59Z'])(
    'stores a decidedAt of %s exactly as sent, as the docs say (issue 35), and a retry in another form is the same record',
    async (decidedAt) => {
      const app = appWith(ledger);
      const sent = submission({ decidedAt });
      expect((await post(app, sent)).status).toBe(201);
      const history = (await (await app.request(`${CONSENT_RECORDS_PATH}/${sent.consentId}`)).json()) as ConsentHistory;
      expect(history.records.map((record) => record.decidedAt)).toEqual([decidedAt]);
      expect((await post(app, { ...sent, decidedAt: new Date(decidedAt).toISOString() })).status).toBe(200);
    },
  );

  it('answers 503 with Retry-After when the database cannot be reached', async () => {
    const down: ConsentLedger = {
      record: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')),
      history: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')),
      // eslint-disable-next-line require-yield
      exportRange: async function* () {
        throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
      },
      // eslint-disable-next-line require-yield
      exportHeads: async function* () {
        throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
      },
      chainEras: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')),
      purgeRecordedBefore: () => Promise.reject(new Error('down')),
      close: () => Promise.resolve(),
    };
    const app = appWith(down);
    for (const response of [
      await post(app, submission()),
      await app.request(`${CONSENT_RECORDS_PATH}/${randomUUID()}`),
      await exportRequest(app, ''),
    ]) {
      expect(response.status).toBe(503);
      expect(response.headers.get('Retry-After')).toBe('5');
    }
  });

  it('keeps the region from the trusted country header in auto mode, and no IP or user agent by default', async () => {
    const sent = submission();
    const app = appWith(ledger, { VITE_CONSENT_MODE: 'auto' });
    await post(app, sent, { 'CF-IPCountry': 'FR', 'User-Agent': 'Mozilla/5.0 test' });
    const [record] = await collect(sent.consentId);
    expect(record).toMatchObject({ region: 'FR', clientIp: null, userAgent: null });
  });

  it('keeps a truncated IP and the user agent when CONSENT_STORE_CLIENT_DETAILS is on', async () => {
    const sent = submission();
    const app = appWith(ledger, { CONSENT_STORE_CLIENT_DETAILS: 'true' });
    await post(app, sent, { 'User-Agent': 'Mozilla/5.0 test' });
    const [record] = await collect(sent.consentId);
    expect(record).toMatchObject({ region: null, clientIp: '198.51.100.0', userAgent: 'Mozilla/5.0 test' });
  });
});

/** What the ledger itself holds for a visitor, including what the routes never show them. */
async function collect(consentId: string): Promise<readonly StoredConsentRecord[]> {
  return ledger.history(consentId);
}

describe('GET /consent/records/:consentId', () => {
  it("answers the visitor's history oldest first, without IP or user agent", async () => {
    const consentId = randomUUID();
    const times = ['2026-11-24T12:00:00.000Z', '2026-11-24T12:05:00.000Z'];
    const first = submission({ consentId });
    const change = submission({ consentId, occasion: 'change', purposes: { analytics: true, marketing: true, experience: true } });
    const clock = { now: new Date(times[0] ?? '') };
    const server = parseServerEnv({ CONSENT_STORE_CLIENT_DETAILS: 'true' });
    if (!server.ok) throw new Error(server.error);
    const shell = shellConfigFromEnv({});
    if (!shell.ok) throw new Error(shell.error);
    const app = createApp({
      shell: shell.config,
      vendorOrigins: [],
      indexHtml: INDEX,
      server: server.config,
      tunnel: { fetch, log: quietLog, clientIp: () => '198.51.100.23' },
      consentLedger: { ledger, log: quietLog, clientIp: () => '198.51.100.23', now: () => clock.now },
      serveClientFile: () => async (_c, next) => next(),
    });
    await post(app, first);
    clock.now = new Date(times[1] ?? '');
    await post(app, change);
    const response = await app.request(`${CONSENT_RECORDS_PATH}/${consentId.toUpperCase()}`);
    expect(response.status).toBe(200);
    const history = (await response.json()) as ConsentHistory & { records: Record<string, unknown>[] };
    expect(history.consentId).toBe(consentId);
    expect(history.records.map((record) => [record.recordId, record.recordedAt])).toEqual([
      [first.recordId, times[0]],
      [change.recordId, times[1]],
    ]);
    expect(history.records[0]).not.toHaveProperty('clientIp');
    expect(history.records[0]).not.toHaveProperty('userAgent');
    // The chain is the operator's evidence (the export); what the browser reads back is unchanged.
    expect(history.records[0]).not.toHaveProperty('hash');
    expect(history.records[0]).not.toHaveProperty('previousHash');
  });

  it('answers an empty history for an id with no records', async () => {
    const consentId = randomUUID();
    expect(await (await appWith(ledger).request(`${CONSENT_RECORDS_PATH}/${consentId}`)).json()).toEqual({ consentId, records: [] });
  });

  it('refuses an id that is not a UUID: 400', async () => {
    const response = await appWith(ledger).request(`${CONSENT_RECORDS_PATH}/12345`);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(/consentId must be a UUID/);
  });
});

describe('GET /consent/export', () => {
  it('does not exist without CONSENT_EXPORT_TOKEN: 404', async () => {
    const app = appWith(ledger, { CONSENT_EXPORT_TOKEN: '' });
    expect((await exportRequest(app, '?format=csv')).status).toBe(404);
  });

  it.each([
    ['no token', null],
    ['a wrong token', 'export-token-of-at-least-32-characterz'],
    ['a prefix of the token', TOKEN.slice(0, 20)],
  ])('refuses %s: 401', async (_name, token) => {
    const response = await exportRequest(appWith(ledger), '', token);
    expect(response.status).toBe(401);
    expect(response.headers.get('WWW-Authenticate')).toBe('Bearer');
  });

  it('exports the range as CSV, quoted where a field needs it', async () => {
    const app = appWith(ledger, { CONSENT_STORE_CLIENT_DETAILS: 'true' });
    const sent = submission();
    await post(app, sent, { 'User-Agent': 'Agent "quoted", with comma' });
    const response = await exportRequest(app, `?from=2026-11-24T11:59:59Z&to=2026-11-24T12:00:01Z&format=csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/csv/);
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'recorded_at,record_id,consent_id,analytics,marketing,experience,mode,revision,notice_hash,occasion,decided_at,global_privacy_control,region,client_ip,user_agent,previous_hash,hash,language,gpp_string',
    );
    const [stored] = await collect(sent.consentId);
    expect(lines).toContain(
      `2026-11-24T12:00:00.000Z,${sent.recordId},${sent.consentId},false,false,true,opt-in,2026-11,${sent.noticeHash},first,2026-11-24T11:59:59.000Z,true,,198.51.100.0,"Agent ""quoted"", with comma",${GENESIS_HASH},${stored?.hash},,`,
    );
  });

  it('keeps the GPP string the browser sent, in the export and the history, and a retry without it is the same record', async () => {
    const app = appWith(ledger);
    const gppString = 'DBABrw~CVQVAAAAAACA.YA~BUUAAACA.YA';
    const sent = submission({ gppString });
    expect((await post(app, sent)).status).toBe(201);
    const retry = { ...sent, gppString: undefined };
    expect((await post(app, retry)).status).toBe(200);
    const [stored] = await collect(sent.consentId);
    expect(stored?.gppString).toBe(gppString);
    const csv = await (await exportRequest(app, `?from=2026-11-24T11:59:59Z&to=2026-11-24T12:00:01Z&format=csv`)).text();
    expect(csv.split('\r\n').find((row) => row.includes(sent.recordId))).toMatch(
      new RegExp(`,${stored?.hash},,${gppString.replaceAll('.', '\\.')}$`),
    );
    const ndjson = await (await exportRequest(app, `?from=2026-11-24T11:59:59Z&to=2026-11-24T12:00:01Z&format=ndjson`)).text();
    expect(ndjson).toContain(`"gppString":"${gppString}"`);
  });

  it.each([
    ['a semicolon', 'Mozilla/5.0;=1+1;=2*3', '"Mozilla/5.0;=1+1;=2*3"'],
    ['a semicolon after a formula', '=1+1;x', `"'=1+1;x"`],
  ])('quotes a CSV cell holding %s, so a spreadsheet splitting on ; or , keeps it one text cell', async (_name, userAgent, cell) => {
    const app = appWith(ledger, { CONSENT_STORE_CLIENT_DETAILS: 'true' });
    const sent = submission();
    await post(app, sent, { 'User-Agent': userAgent });
    const csv = await (await exportRequest(app, `?from=2026-11-24T11:59:59Z&to=2026-11-24T12:00:01Z&format=csv`)).text();
    const line = csv.split('\r\n').find((row) => row.includes(sent.recordId));
    expect(line).toContain(`,198.51.100.0,${cell},${GENESIS_HASH},`);
  });

  it('exports NDJSON, one record a line, only inside [from, to)', async () => {
    const app = appWith(ledger);
    const sent = submission();
    await post(app, sent);
    const inside = await (await exportRequest(app, '?from=2026-11-24&to=2026-11-25&format=ndjson')).text();
    const records = inside
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { recordId: string });
    expect(records.map((record) => record.recordId)).toContain(sent.recordId);
    const outside = await (await exportRequest(app, '?from=2026-11-25&to=2026-11-26&format=ndjson')).text();
    // No record, and the end line saying so: a file that ends there was not cut short.
    expect(JSON.parse(outside)).toMatchObject({ end: { from: '2026-11-25T00:00:00.000Z', to: '2026-11-26T00:00:00.000Z', records: 0 } });
  });

  it('refuses a bad range or format: 400 naming it', async () => {
    const app = appWith(ledger);
    expect((await (await exportRequest(app, '?format=xlsx')).json()).error).toMatch(/format/);
    expect((await (await exportRequest(app, '?from=last-week')).json()).error).toMatch(/from/);
    expect((await exportRequest(app, '?from=2026-11-25&to=2026-11-24')).status).toBe(400);
  });
});

describe('pages', () => {
  it('tell the browser the ledger is there when it is open', async () => {
    const html = await (await appWith(ledger).request('/')).text();
    expect(html).toContain('"consentLedger":true');
  });
});

const stores = [
  {
    name: 'embedded (PGlite)',
    run: true,
    open: async () => ({ ledger: await openEmbeddedConsentLedger(undefined), drop: async () => undefined }),
  },
  {
    name: 'PostgreSQL',
    run: postgresTestsRun(),
    open: async () => {
      const database = await freshPostgresDatabase();
      return { ledger: await openPostgresConsentLedger(database.url), drop: () => database.drop() };
    },
  },
];

describe.each(stores.filter((store) => store.run))('decision times, on the $name ledger (issue 26 §6)', (store) => {
  let storeLedger: ConsentLedger;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ ledger: storeLedger, drop } = await store.open());
  }, 120_000);
  afterAll(async () => {
    await storeLedger?.close();
    await drop?.();
  });
  const historyOf = async (app: App, consentId: string) =>
    ((await (await app.request(`${CONSENT_RECORDS_PATH}/${consentId}`)).json()) as ConsentHistory).records;

  it.each(['0000-01-01T00:00:00.000Z', '0001-01-01T00:00:00.000Z', '0099-12-31T23:59:59.000Z', '9999-12-31T23:59:59.000Z'])(
    'refuses a decision made at %s: 400 naming decidedAt, and stores nothing',
    async (decidedAt) => {
      const app = appWith(storeLedger);
      const sent = submission({ decidedAt });
      for (const attempt of [await post(app, sent), await post(app, sent)]) {
        expect(attempt.status).toBe(400);
        expect((await attempt.json()).error).toMatch(/decidedAt: must be within/);
      }
      expect(await historyOf(app, sent.consentId)).toEqual([]);
    },
  );

  it("takes a decision a day ahead of the server's clock or as old as the ledger keeps records, and its exact replay is 200", async () => {
    const app = appWith(storeLedger);
    for (const decidedAt of ['2026-11-25T12:00:00.000Z', '2021-11-25T12:00:00.000Z']) {
      const sent = submission({ decidedAt });
      expect((await post(app, sent)).status).toBe(201);
      expect((await post(app, sent)).status).toBe(200);
      expect((await historyOf(app, sent.consentId)).map((record) => record.decidedAt)).toEqual([decidedAt]);
    }
  });

  it('answers an exact replay 200 even once the window has moved past its decision time; another body under its id is still refused', async () => {
    let clock = NOW;
    const app = appWith(storeLedger, {}, '198.51.100.23', () => clock);
    const sent = submission({ decidedAt: '2021-11-25T12:00:00.000Z' });
    const first = await post(app, sent);
    expect(first.status).toBe(201);
    clock = new Date('2027-11-24T12:00:00.000Z');
    const replay = await post(app, sent);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual(await first.json());
    expect((await post(app, { ...sent, mode: 'notice' })).status).toBe(400);
  });
});

describe.runIf(postgresTestsRun())('a PostgreSQL query that times out', () => {
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let slowLedger: ConsentLedger;
  let blocker: pg.Client;
  beforeAll(async () => {
    database = await freshPostgresDatabase();
    slowLedger = await openPostgresConsentLedger(database.url, { queryTimeoutMs: 300 });
    blocker = new pg.Client({ connectionString: database.url });
    await blocker.connect();
  }, 120_000);
  afterAll(async () => {
    await blocker?.end();
    await slowLedger?.close();
    await database?.drop();
  });

  it('is answered 503 with Retry-After, and the retry stores the record once: nothing lost, nothing doubled', async () => {
    const app = appWith(slowLedger);
    const sent = submission();
    // Another session holds the table, as a long migration or a vacuum full would: the insert waits past its timeout.
    await blocker.query('BEGIN');
    await blocker.query('LOCK TABLE consent_records IN ACCESS EXCLUSIVE MODE');
    const refused = await post(app, sent);
    await blocker.query('ROLLBACK');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('Retry-After')).toBe('5');
    const retry = await post(app, sent);
    expect([200, 201]).toContain(retry.status);
    expect((await post(app, sent)).status).toBe(200);
    expect((await slowLedger.history(sent.consentId)).map((record) => record.recordId)).toEqual([sent.recordId]);
  });
});
