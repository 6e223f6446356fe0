// @vitest-environment node
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgresCluster } from '../../scripts/ensure-postgresql.mjs';
import { freshPostgresDatabase, TEST_DATABASE_URL } from '../../tests/support/postgres-database.mjs';
import type { ConsentLedger, StoredConsentRecord } from './consent-ledger-port';
import { openPostgresConsentLedger } from './postgres-consent-ledger';

function aRecord(consentId: string = randomUUID()): StoredConsentRecord {
  return {
    recordId: randomUUID(),
    consentId,
    purposes: { analytics: true, marketing: false, experience: true },
    mode: 'opt-in',
    revision: '2026-11',
    noticeHash: 'ab'.repeat(32),
    occasion: 'first',
    decidedAt: '2026-11-24T10:00:00.000Z',
    globalPrivacyControl: false,
    recordedAt: new Date().toISOString(),
    region: null,
    clientIp: null,
    userAgent: null,
  };
}

/** Resolves once `condition` answers true, asking every 20 ms: for waiting on what the database does. */
async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Issue 35 (high): PostgreSQL dropping the ledger's connections (pg_terminate_backend, a restart, a
 * failover) crashed the server: an in-use connection emitted `error` with nothing listening. A database
 * of its own in `npm test`'s cluster (only its connections are ended), else a cluster of its own.
 */
describe('the PostgreSQL ledger when the database ends its connections', () => {
  const stops: (() => unknown)[] = [];
  let url: string;
  let ledger: ConsentLedger;
  let admin: pg.Client;
  const uncaught: unknown[] = [];
  const noteUncaught = (error: unknown) => uncaught.push(error);

  beforeAll(async () => {
    if (TEST_DATABASE_URL) {
      const database = await freshPostgresDatabase();
      stops.push(database.drop);
      url = database.url;
    } else {
      const cluster = await startPostgresCluster();
      stops.push(cluster.stop);
      url = cluster.url;
    }
    ledger = await openPostgresConsentLedger(url);
    stops.push(() => ledger.close());
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    stops.push(() => admin.end());
    process.on('uncaughtException', noteUncaught);
    stops.push(() => process.off('uncaughtException', noteUncaught));
  }, 60_000);

  afterAll(async () => {
    for (const stop of stops.reverse()) await stop();
  });

  it('survives pg_terminate_backend of every connection, one in use among them: the calls are made again on new connections', async () => {
    // Several connections open and back in the pool, idle.
    await Promise.all(Array.from({ length: 4 }, () => ledger.history(randomUUID())));
    // One in use: a record waiting for its consent id's lock, which this session holds.
    const waiting = aRecord();
    await admin.query('select pg_advisory_lock(hashtextextended($1, 0))', [waiting.consentId]);
    const outcome = ledger.record(waiting).then(
      (stored) => stored.outcome,
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
    const lockWaits = async () =>
      (
        await admin.query<{ count: string }>(
          "select count(*) from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()",
        )
      ).rows[0]?.count === '1';
    await until(lockWaits, 'the record to wait for its lock');

    const ended = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    expect(ended.rowCount).toBeGreaterThanOrEqual(2);
    // The waiting record's connection is gone: it is made again on a new one, which waits for the lock in turn…
    await until(lockWaits, 'the record, made again, to wait for its lock');
    await admin.query('select pg_advisory_unlock_all()');
    // …and is stored once the lock is free: the visitor's record did not wait for the browser's next try.
    expect(await outcome).toBe('created');
    // The idle connections the pool held were ended too: the calls that take them are made again, and answered.
    await expect(Promise.all(Array.from({ length: 4 }, () => ledger.history(randomUUID())))).resolves.toHaveLength(4);
    await expect(ledger.record(waiting)).resolves.toMatchObject({ outcome: 'repeated' });
    await expect(ledger.history(waiting.consentId)).resolves.toHaveLength(1);
    // Nothing was thrown outside a call: in the server, that is the process dying.
    expect(uncaught).toEqual([]);
  }, 30_000);
});
