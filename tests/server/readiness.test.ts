// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import pg from 'pg';
import { startPostgresCluster } from '../../scripts/ensure-postgresql.mjs';
import { CONSENT_RECORDS_PATH } from '../../src/domain/consent-record';
import { consentRecordSubmission } from '../support/consent-record-submission';
import { envelope, freePort, PRIMARY_DSN, startFakeSentry, startShellServer, until, type FakeSentry } from '../support/server-harness';

let sentry: FakeSentry;
beforeAll(async () => {
  sentry = await startFakeSentry();
});
afterAll(async () => {
  await sentry.close();
});

/**
 * Requests sent one after the other on one connection (HTTP/1.1 pipelining): `later` is written only
 * when `before` resolves, and the server reads it on a connection it is still serving. For asking a
 * server that has stopped taking new connections. Answers the raw text of every answer on it.
 */
async function onOneConnection(origin: string, first: string, before: () => Promise<void>, later: string): Promise<string> {
  const { hostname, port } = new URL(origin);
  const socket = connect(Number(port), hostname);
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  const closed = new Promise((resolve) => socket.once('close', resolve));
  socket.on('error', () => undefined);
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(first);
  await before();
  socket.write(later);
  await closed;
  return received;
}

describe('/readyz (issue 26 §4)', () => {
  it('answers 503 from SIGTERM on, while the request in flight completes; then the ledger closes cleanly and the server exits 0', async () => {
    let answerSentry: () => void = () => undefined;
    sentry.answer = (_request, response) => {
      answerSentry = () => {
        response.writeHead(200);
        response.end('{}');
      };
    };
    const dir = mkdtempSync(path.join(tmpdir(), 'shellkit-draining-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const server = await startShellServer({ VITE_SENTRY_DSN: PRIMARY_DSN, SENTRY_INGEST_URL: sentry.origin, CONSENT_LEDGER_DIR: dir });
    expect(await (await fetch(`${server.origin}/readyz`)).json()).toEqual({ status: 'ready', dependencies: { database: 'available' } });
    const body = Buffer.from(envelope(PRIMARY_DSN));
    const forward = `POST /monitoring?o=123&p=456&r=us HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: ${body.length}\r\n\r\n${body.toString('latin1')}`;
    const answers = onOneConnection(
      server.origin,
      forward,
      async () => {
        await until(() => sentry.received.some((request) => request.url.startsWith('/api/')), 'the forward to reach Sentry');
        server.process.kill('SIGTERM');
        await until(() => server.stderr().includes('shutting down'), 'the server to take the signal');
      },
      'GET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
    );
    await until(() => server.stderr().includes('shutting down'), 'the server to take the signal');
    // The new connection a load balancer's health check opens is refused from the signal on.
    await expect(fetch(`${server.origin}/healthz`)).rejects.toThrow();
    // The readiness answer is made (and logged) before the forward ends, while the connection is still busy.
    await until(() => server.stderr().includes('not ready'), 'the readiness answer');
    answerSentry();
    const raw = await answers;
    const [tunnel, readiness] = raw.split(/(?=HTTP\/1\.1 )/);
    expect(tunnel).toMatch(/^HTTP\/1\.1 200 /);
    expect(readiness).toMatch(/^HTTP\/1\.1 503 /);
    // A client keeping its connection (a balancer's pool) is told to send its next request elsewhere.
    expect(readiness).toMatch(/\r\nconnection: close\r\n/i);
    expect(JSON.parse(readiness?.slice(readiness.indexOf('\r\n\r\n') + 4) ?? '')).toEqual({
      status: 'not ready',
      reason: 'shutdown: the server is draining',
      dependencies: { database: 'available' },
    });
    expect(await server.stop()).toBe(0);
    // PostgreSQL's state in global/pg_control (see shutdown.test.ts): 1, shut down cleanly; and the directory's lock let go.
    expect(readFileSync(path.join(dir, 'global', 'pg_control')).readUInt32LE(16)).toBe(1);
    expect(existsSync(`${dir}.lock`)).toBe(false);
  }, 60_000);

  // Issue 26 asked for 503 here; issue 35 showed it wrong: every instance shares the database, so its outage failed every
  // instance's readiness at once, the balancer took them all out, and pages that need no database failed with them.
  it('stays ready while PostgreSQL ends its connections (one in use among them) and while it is down: pages served, the ledger 503, the outage logged once each way', async () => {
    const cluster = await startPostgresCluster();
    onTestFinished(() => cluster.stop());
    const metricsPort = await freePort();
    const server = await startShellServer({ DATABASE_URL: cluster.url, METRICS_PORT: String(metricsPort) });
    /** The gauge an operator's alert reads (docs/operators/metrics.md). */
    const databaseGauge = async () => {
      const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      return /^shellkit_dependency_available\{dependency="database"\} (\d+)$/m.exec(text)?.[1];
    };
    onTestFinished(async () => void (await server.stop()));
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    onTestFinished(() => admin.end().catch(() => undefined));
    const readiness = async () => {
      const response = await fetch(`${server.origin}/readyz`);
      return { status: response.status, body: (await response.json()) as unknown };
    };
    /** Asks /readyz (each ask starts a probe of the database) until it reports the database `state`. */
    const databaseReported = async (state: 'available' | 'unavailable') => {
      for (const deadline = Date.now() + 15_000; ;) {
        const { body } = await readiness();
        if ((body as { dependencies?: { database?: string } }).dependencies?.database === state) return;
        if (Date.now() > deadline) throw new Error(`/readyz did not report the database ${state}:\n${server.stderr()}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const post = (record: ReturnType<typeof consentRecordSubmission>) =>
      fetch(`${server.origin}${CONSENT_RECORDS_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: server.origin },
        body: JSON.stringify(record),
      });
    /** Sends the record until it is acknowledged, as the browser's outbox does; answers the statuses. */
    const recordUntilAcknowledged = async (record: ReturnType<typeof consentRecordSubmission>) => {
      const statuses: number[] = [];
      const deadline = Date.now() + 20_000;
      while (!statuses.some((status) => status === 200 || status === 201)) {
        if (Date.now() > deadline) throw new Error(`the record was not acknowledged: ${statuses.join(', ')}\n${server.stderr()}`);
        statuses.push((await post(record)).status);
      }
      return statuses;
    };
    const outageLines = () =>
      server
        .stderr()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { msg: string; dependency?: string })
        .filter((line) => /^dependency /.test(line.msg) || line.msg === 'consent ledger unavailable')
        .map((line) => `${line.msg} (${line.dependency})`);
    expect(await readiness()).toEqual({ status: 200, body: { status: 'ready', dependencies: { database: 'available' } } });

    // pg_terminate_backend of every connection, one of them in use: a record waiting for its visitor's lock.
    const waiting = consentRecordSubmission();
    await admin.query('select pg_advisory_lock(hashtextextended($1, 0))', [waiting.consentId]);
    const answer = post(waiting);
    const lockWaits = async () =>
      (await admin.query("select 1 from pg_stat_activity where wait_event_type = 'Lock' and pid <> pg_backend_pid()")).rowCount === 1;
    for (const deadline = Date.now() + 10_000; !(await lockWaits());) {
      if (Date.now() > deadline) throw new Error(`the record did not wait for its lock:\n${server.stderr()}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname is not null and pid <> pg_backend_pid()');
    expect((await answer).status).toBe(503);
    await admin.query('select pg_advisory_unlock_all()');
    // The server lives on and serves the record sent again.
    expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);
    await recordUntilAcknowledged(waiting);
    expect(server.process.exitCode).toBeNull();

    // PostgreSQL down: still ready (the state in the body), pages served, the ledger 503 with Retry-After.
    await admin.end();
    await cluster.halt();
    await databaseReported('unavailable');
    expect(await databaseGauge()).toBe('0');
    expect(await readiness()).toEqual({ status: 200, body: { status: 'ready', dependencies: { database: 'unavailable' } } });
    const page = await fetch(`${server.origin}/`);
    expect(page.status).toBe(200);
    const refused = await post(consentRecordSubmission());
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    // Ten records refused during the outage write no line each.
    for (let index = 0; index < 10; index += 1) expect((await post(consentRecordSubmission())).status).toBe(503);
    expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);

    // Back: ready as throughout, the database available again, records stored.
    await cluster.restart();
    await databaseReported('available');
    expect(await databaseGauge()).toBe('1');
    expect(await recordUntilAcknowledged(consentRecordSubmission())).toEqual([201]);
    expect(outageLines()).toEqual([
      'dependency unavailable (database)',
      'dependency available again (database)',
      'dependency unavailable (database)',
      'dependency available again (database)',
    ]);
    expect(server.process.exitCode).toBeNull();
  }, 120_000);
});
