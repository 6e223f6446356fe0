// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_EXPORT_PATH, CONSENT_RECORDS_PATH } from '../../src/domain/consent-record';
import { freshPostgresDatabase, postgresTestsRun } from '../support/postgres-database.mjs';
import { envelope, PRIMARY_DSN, startShellServer, type RunningServer } from '../support/server-harness';
import { consentRecordSubmission } from '../support/consent-record-submission';

/**
 * Issue 26 §3: what the built server writes while it is driven like a site (pages, records, the export,
 * refusals of every kind) is JSON a log pipeline can read, names the request each line is about, and
 * never carries a secret. Run against PostgreSQL, so the database's URL (with its password) is in play.
 */
const TOKEN = `export-token-${randomUUID()}`;
const DATABASE_PASSWORD = `db-password-${randomUUID()}`;
const REDIS_PASSWORD = `redis-password-${randomUUID()}`;
const REQUEST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Sends raw bytes and answers everything the server writes back before it closes the connection. */
function rawExchange(origin: string, bytes: string): Promise<string> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(bytes));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe.runIf(postgresTestsRun())('the built server’s log', () => {
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let server: RunningServer;
  let stdout = '';
  let stderr = '';
  const answeredIds: string[] = [];

  beforeAll(async () => {
    database = await freshPostgresDatabase();
    // The test cluster trusts local connections: the password is carried, as in production, but not checked.
    const databaseUrl = new URL(database.url);
    databaseUrl.username = 'postgres';
    databaseUrl.password = DATABASE_PASSWORD;
    server = await startShellServer({
      DATABASE_URL: databaseUrl.toString(),
      CONSENT_EXPORT_TOKEN: TOKEN,
      // Not read by the server yet (issue 26 §1): it must not leak the day it is.
      REDIS_URL: `redis://default:${REDIS_PASSWORD}@127.0.0.1:6379`,
      VITE_SENTRY_DSN: PRIMARY_DSN,
      SENTRY_INGEST_URL: 'http://127.0.0.1:9',
    });

    const requests: [string, RequestInit?][] = [
      ['/'],
      ['/privacy'],
      ['/healthz'],
      ['/.env'],
      ['/assets/missing.js'],
      [CONSENT_EXPORT_PATH],
      [CONSENT_EXPORT_PATH, { headers: { Authorization: 'Bearer not-the-token' } }],
      [CONSENT_EXPORT_PATH, { headers: { Authorization: `Bearer ${TOKEN}` } }],
      // An operator who pastes the token into a URL: the path is logged, never the query.
      [`${CONSENT_EXPORT_PATH}?token=${TOKEN}`],
      [
        CONSENT_RECORDS_PATH,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: server.origin },
          body: JSON.stringify(consentRecordSubmission()),
        },
      ],
      [CONSENT_RECORDS_PATH, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: server.origin }, body: '{"no":1}' }],
      ['/monitoring?o=999&p=1', { method: 'POST', body: envelope(PRIMARY_DSN) }],
      ['/monitoring', { method: 'GET' }],
    ];
    for (const [path, init] of requests) {
      const response = await fetch(`${server.origin}${path}`, init);
      await response.arrayBuffer();
      answeredIds.push(String(response.headers.get('X-Request-Id')));
    }
    // Refused by Node before the app sees it.
    const refused = await rawExchange(server.origin, 'NOT HTTP AT ALL\r\n\r\n');
    answeredIds.push(/^X-Request-Id: (.+)$/im.exec(refused)?.[1]?.trim() ?? 'no X-Request-Id in the answer');

    // Everything it wrote, shutdown included.
    await server.stop();
    stdout = server.stdout();
    stderr = server.stderr();
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  const lines = () => `${stdout}\n${stderr}`.split('\n').filter((line) => line.trim() !== '');

  it('writes nothing but JSON lines, each with a level and a message', () => {
    expect(lines().length).toBeGreaterThan(answeredIds.length);
    for (const line of lines()) {
      const parsed = JSON.parse(line) as Record<string, unknown>;
      expect(parsed).toEqual(expect.objectContaining({ level: expect.any(String), msg: expect.any(String) }));
    }
  });

  it('names, on every line about a request, the request id its answer carried', () => {
    const parsed = lines().map((line) => JSON.parse(line) as Record<string, unknown>);
    const aboutARequest = parsed.filter((line) => line.status !== undefined || line.method !== undefined);
    for (const line of aboutARequest) expect(line).toEqual(expect.objectContaining({ requestId: expect.stringMatching(REQUEST_ID) }));
    const logged = new Set(aboutARequest.map((line) => line.requestId));
    for (const id of answeredIds) expect(logged, `the request answered with X-Request-Id ${id}`).toContain(id);
    // The refusals are there, each under its request's id (not only the line saying it was answered).
    expect(parsed.filter((line) => line.level === 'warn' && line.status !== undefined).map((line) => line.status)).toEqual(
      expect.arrayContaining([400, 401, 403, 404, 405]),
    );
  });

  it('never writes the export token, the database’s password or Redis’s', () => {
    const output = `${stdout}\n${stderr}`;
    expect(output).not.toContain(TOKEN);
    expect(output).not.toContain(DATABASE_PASSWORD);
    expect(output).not.toContain(REDIS_PASSWORD);
  });
});
