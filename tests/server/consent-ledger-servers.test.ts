// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_EXPORT_PATH, CONSENT_RECORDS_PATH, type ConsentRecordReceipt } from '../../src/domain/consent-record';
import { freePort } from '../support/free-port.mjs';
import { freshPostgresDatabase, postgresTestsRun } from '../support/postgres-database.mjs';
import { serverStartFailure } from '../support/shell-server.mjs';
import { consentRecordSubmission } from '../support/consent-record-submission';
import { startShellServer, type RunningServer } from '../support/server-harness';

const TOKEN = 'a-token-for-the-export-of-this-test-run';
const RECORDS = 150;
/** Records in flight at once (three requests each). */
const WAVE = 25;

/**
 * Posts a record as the browser does: a 503 (the database busy or away) is answered by trying again
 * after its Retry-After, until the server takes the record. Answers the final status and receipt.
 */
async function send(
  server: RunningServer,
  body: ReturnType<typeof consentRecordSubmission>,
): Promise<{ status: number; receipt: ConsentRecordReceipt }> {
  for (;;) {
    const response = await fetch(`${server.origin}${CONSENT_RECORDS_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.origin },
      body: JSON.stringify(body),
    });
    if (response.status !== 503) return { status: response.status, receipt: (await response.json()) as ConsentRecordReceipt };
    await response.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, Number(response.headers.get('Retry-After')) * 1000));
  }
}

describe.runIf(postgresTestsRun())('two servers on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let servers: RunningServer[] = [];

  beforeAll(async () => {
    database = await freshPostgresDatabase();
    const env = { DATABASE_URL: database.url, CONSENT_EXPORT_TOKEN: TOKEN, CONSENT_RECORDS_RATE_LIMIT: '1000000' };
    // Started together, so they migrate the empty database at the same moment.
    servers = await Promise.all([startShellServer(env), startShellServer(env)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.drop();
  });

  it('store every record exactly once when retries of it reach both at the same time', async () => {
    const [one, two] = servers;
    if (!one || !two) throw new Error('servers did not start');
    const records = Array.from({ length: RECORDS }, () => consentRecordSubmission());
    // Each record sent to both servers at once, and a third time to one of them: the retries a
    // browser makes when an answer is lost, landing on whichever server the balancer picks. In
    // waves, as visitors come, rather than every request of the test in one burst.
    const answers: { status: number; receipt: ConsentRecordReceipt }[][] = [];
    for (let start = 0; start < RECORDS; start += WAVE) {
      const wave = records.slice(start, start + WAVE);
      answers.push(
        ...(await Promise.all(
          wave.map((record, index) => Promise.all([send(one, record), send(two, record), send(index % 2 ? one : two, record)])),
        )),
      );
    }
    for (const [index, tries] of answers.entries()) {
      const record = records[index];
      // Taken once (a 201, unless the first try's answer was lost to a 503 and its retry found it), and acknowledged to every try.
      expect(tries.every((answer) => answer.status === 200 || answer.status === 201)).toBe(true);
      expect(tries.filter((answer) => answer.status === 201).length).toBeLessThanOrEqual(1);
      // Every try got the one receipt: the same server time, whichever server answered.
      expect(new Set(tries.map((answer) => JSON.stringify(answer.receipt))).size).toBe(1);
      expect(tries[0]?.receipt).toMatchObject({ recordId: record?.recordId, consentId: record?.consentId });
    }
    expect(answers.flat().filter((answer) => answer.status === 201).length).toBeGreaterThan(0);

    const exported = await fetch(`${one.origin}${CONSENT_EXPORT_PATH}?format=ndjson`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(exported.status).toBe(200);
    const rows = (await exported.text())
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { recordId?: string })
      // The records, not the trailer (each chain's head, the end line).
      .flatMap((row) => (row.recordId === undefined ? [] : [row.recordId]));
    expect(rows).toHaveLength(RECORDS);
    expect(new Set(rows)).toEqual(new Set(records.map((record) => record.recordId)));
  }, 120_000);
});

describe('the server refuses to start without its ledger', () => {
  it.runIf(postgresTestsRun())(
    'exits non-zero naming DATABASE_URL when the database cannot be reached',
    async () => {
      const port = await freePort();
      const failure = await serverStartFailure(
        { DATABASE_URL: `postgres://shellkit:secret-password@127.0.0.1:${port}/shellkit` },
        { timeoutMs: 30_000 },
      );
      expect(failure?.code).not.toBe(0);
      expect(failure?.stderr).toMatch(
        /^DATABASE_URL: the consent ledger could not open or migrate the database at postgres:\/\/shellkit:\*\*\*@127\.0\.0\.1/m,
      );
      expect(failure?.stderr).not.toContain('secret-password');
    },
    120_000,
  );

  it('exits non-zero naming CONSENT_LEDGER_DIR when its directory cannot be made', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ledger-refusal-'));
    try {
      const blocked = path.join(dir, 'a-file');
      writeFileSync(blocked, 'not a directory');
      const failure = await serverStartFailure({ CONSENT_LEDGER_DIR: path.join(blocked, 'ledger') }, { timeoutMs: 30_000 });
      expect(failure?.code).not.toBe(0);
      expect(failure?.stderr).toMatch(/^CONSENT_LEDGER_DIR: the consent ledger could not open or migrate its database in /m);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
