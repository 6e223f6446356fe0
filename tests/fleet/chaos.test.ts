// @vitest-environment node
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { RunningHaproxy } from '../../scripts/ensure-haproxy.mjs';
import { CONSENT_EXPORT_PATH, CONSENT_RECORDS_PATH } from '../../src/domain/consent-record';
import { consentRecordSubmission } from '../support/consent-record-submission';
import { startBalancedFleet, startFleetServices, type FleetServices } from '../support/fleet-services';
import { envelope, PRIMARY_DSN, type RunningServer } from '../support/server-harness';

/**
 * Issue 35: three built servers (`npm run build` first) behind HAProxy, one PostgreSQL and one Redis,
 * under a steady load of page loads, envelopes and consent records, go through a PostgreSQL restart,
 * pg_terminate_backend of every connection (one in use among them), a Redis that hangs (SIGSTOP, then
 * SIGCONT) and a SIGKILL of one instance. The cluster is the suite's own, never `npm test`'s shared one:
 * it is stopped and started. Every step waits for what the servers say (log lines, HAProxy's view).
 */
const INSTANCES = 3;
const TUNNEL = '/monitoring?o=123&p=456&r=us';
const TOKEN = 'chaos-test-export-token-0123456789abcdef';
/** Clients sending at once, each one request after another, at most one per PACE_MS: steady, bounded, light for 2 cores. */
const CLIENTS = 4;
const PACE_MS = 15;
/** A ceiling on the load whatever happens: the steps need a few thousand requests at most. */
const MAX_REQUESTS = 20_000;
/** What each step may take at most on a busy machine; each ends as soon as what it waits for has happened. */
const STEP_MS = 30_000;

type Kind = 'page' | 'envelope' | 'record';
type Phase = 'warm-up' | 'postgres-restart' | 'postgres-connections-ended' | 'redis-hung' | 'instance-killed';
type Submission = ReturnType<typeof consentRecordSubmission>;
interface Outcome {
  readonly kind: Kind;
  /** The phase the request was sent in, and the one it was answered in (or failed in). */
  readonly phase: Phase;
  readonly answeredIn: Phase;
  /** The status, or the error's message when no answer came. */
  readonly status: number | string;
}
interface LogLine {
  readonly msg: string;
  readonly dependency?: string;
}

describe('the fleet under load through its dependencies failing (chaos)', () => {
  const stops: (() => unknown)[] = [];
  let services: FleetServices;
  let servers: RunningServer[] = [];
  let balancer: RunningHaproxy;

  /** Each instance's stderr for a failure's message: the end of it, without the lines of requests answered 2xx (thousands). */
  const stderrs = () =>
    servers
      .map((server, index) => {
        const kept = server
          .stderr()
          .split('\n')
          .filter((line) => !/"status":2\d\d,.*"msg":"request answered"/.test(line));
        return `--- shellkit${index + 1} stderr (end, without 2xx request lines) ---\n${kept.slice(-60).join('\n')}`;
      })
      .join('\n');

  /** Resolves once `condition` holds, asking every 20 ms; past `timeoutMs`, fails naming `what`, with the servers' stderr. */
  async function waitFor(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = STEP_MS): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${stderrs()}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** An instance's JSON log lines, those written in full so far (stderr may end in the middle of one). */
  const logLines = (server: RunningServer): LogLine[] => {
    const written = server.stderr();
    return written
      .slice(0, written.lastIndexOf('\n') + 1)
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine);
  };
  /** The lines an instance logged about `dependency`'s outages, from its `from`th line to before its `to`th. */
  const outageLines = (server: RunningServer, dependency: string, from = 0, to?: number): string[] =>
    logLines(server)
      .slice(from, to)
      .filter((line) => /^dependency /.test(line.msg) && line.dependency === dependency)
      .map((line) => line.msg);

  beforeAll(async () => {
    services = await startFleetServices(stops, { clusterOfItsOwn: true });
    ({ servers, balancer } = await startBalancedFleet(services, stops, { instances: INSTANCES, exportToken: TOKEN }));
    await waitFor(
      async () => Object.values(await balancer.serverStates()).every((state) => state === 'UP'),
      'HAProxy to see every server up',
    );
  }, 120_000);

  afterAll(async () => {
    for (const stop of stops.reverse()) await stop();
  });

  it('loses no page load and no acknowledged record through a PostgreSQL restart, its connections ended, a hung Redis and a SIGKILL, and says so once each', async () => {
    onTestFailed(() => console.error(stderrs()));
    const started = Date.now();
    const { cluster, redis, sentry } = services;
    if (!cluster) throw new Error('the suite needs a cluster of its own');
    let phase: Phase = 'warm-up';
    /** Where each instance's log stood when each phase began. */
    const phaseStarts = new Map<Phase, number[]>([['warm-up', servers.map(() => 0)]]);
    const enter = (next: Phase) => {
      phase = next;
      phaseStarts.set(
        next,
        servers.map((server) => logLines(server).length),
      );
    };

    // The load: page loads, envelopes and records, each client in turn. A record refused (503) or unanswered goes back
    // into the outbox and is sent again later, as the browser's outbox does: every record ends acknowledged.
    const outcomes: Outcome[] = [];
    const created: string[] = [];
    const acknowledged = new Set<string>();
    const outbox: Submission[] = [];
    const kinds: Kind[] = ['page', 'envelope', 'record'];
    let loading = true;
    const postRecord = async (record: Submission): Promise<number> => {
      const response = await fetch(`${balancer.origin}${CONSENT_RECORDS_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: balancer.origin },
        body: JSON.stringify(record),
      });
      await response.body?.cancel();
      return response.status;
    };
    const send = async (kind: Kind): Promise<number> => {
      if (kind === 'page') {
        const response = await fetch(`${balancer.origin}/`);
        await response.body?.cancel();
        return response.status;
      }
      if (kind === 'envelope') {
        const response = await fetch(`${balancer.origin}${TUNNEL}`, { method: 'POST', body: envelope(PRIMARY_DSN) });
        await response.body?.cancel();
        return response.status;
      }
      const record = outbox.shift() ?? consentRecordSubmission();
      if (!created.includes(record.recordId)) created.push(record.recordId);
      let status: number;
      try {
        status = await postRecord(record);
      } catch (error) {
        outbox.push(record);
        throw error;
      }
      if (status === 200 || status === 201) acknowledged.add(record.recordId);
      else outbox.push(record);
      return status;
    };
    const client = async (offset: number) => {
      for (let index = offset; loading && outcomes.length < MAX_REQUESTS; index += 1) {
        const kind = kinds[index % kinds.length] ?? 'page';
        const at = phase;
        const next = Date.now() + PACE_MS;
        try {
          const status = await send(kind);
          outcomes.push({ kind, phase: at, answeredIn: phase, status });
        } catch (error) {
          const status = error instanceof Error ? `${error.message} ${String(error.cause)}` : String(error);
          outcomes.push({ kind, phase: at, answeredIn: phase, status });
        }
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
      }
    };
    const load = Promise.all(Array.from({ length: CLIENTS }, (_, offset) => client(offset)));
    const answered = (kind: Kind, at: Phase, status: number) =>
      outcomes.filter((outcome) => outcome.kind === kind && outcome.phase === at && outcome.status === status).length;
    const everyInstance = (dependency: string, lines: readonly string[]) => () =>
      servers.every((server, index) => outageLines(server, dependency, phaseStarts.get(phase)?.[index]).length === lines.length);

    await waitFor(() => kinds.every((kind) => answered(kind, 'warm-up', kind === 'record' ? 201 : 200) >= 10), 'the load to run');

    // 1. PostgreSQL stops (fast: sessions are ended) and starts again. Each instance notices (its /readyz probes do,
    //    if no record does), stays in the balancer, serves pages and answers records 503 meanwhile.
    enter('postgres-restart');
    await cluster.halt();
    await waitFor(everyInstance('database', ['dependency unavailable']), 'every instance to log the database unavailable');
    await waitFor(
      () => answered('page', 'postgres-restart', 200) >= 10 && answered('record', 'postgres-restart', 503) >= 3,
      'pages served and records refused while PostgreSQL is down',
    );
    await cluster.restart();
    await waitFor(
      everyInstance('database', ['dependency unavailable', 'dependency available again']),
      'every instance to log the database available again',
    );

    // 2. pg_terminate_backend of every connection, one of them in use: a record waiting for its visitor's lock.
    enter('postgres-connections-ended');
    const admin = new pg.Client({ connectionString: services.databaseUrl });
    await admin.connect();
    try {
      const waiting = consentRecordSubmission();
      created.push(waiting.recordId);
      await admin.query('select pg_advisory_lock(hashtextextended($1, 0))', [waiting.consentId]);
      const waitingAnswer = postRecord(waiting);
      await waitFor(
        async () =>
          (await admin.query("select 1 from pg_stat_activity where wait_event_type = 'Lock' and pid <> pg_backend_pid()")).rowCount === 1,
        'the record to wait for its lock',
      );
      const ended = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      // Every instance's pool holds connections: at least one each.
      expect(ended.rowCount).toBeGreaterThanOrEqual(INSTANCES);
      expect(await waitingAnswer).toBe(503);
      await admin.query('select pg_advisory_unlock_all()');
      outbox.push(waiting);
    } finally {
      await admin.end();
    }
    const acknowledgedBefore = acknowledged.size;
    await waitFor(() => acknowledged.size >= acknowledgedBefore + 20, 'records to be stored again');
    await waitFor(
      () =>
        servers.every((server, index) => {
          const lines = outageLines(server, 'database', phaseStarts.get(phase)?.[index]);
          return lines.length % 2 === 0;
        }),
      'every instance that logged the database unavailable to log it back',
    );

    // 3. Redis hangs (SIGSTOP: its connections stay open, nothing answers) and goes on (SIGCONT).
    enter('redis-hung');
    redis.pause();
    await waitFor(everyInstance('redis', ['dependency unavailable']), 'every instance to log Redis unavailable');
    await waitFor(
      () => answered('envelope', 'redis-hung', 200) >= 10 && answered('record', 'redis-hung', 503) >= 3,
      'envelopes forwarded and records refused while Redis hangs',
    );
    redis.resume();
    await waitFor(everyInstance('redis', ['dependency unavailable', 'dependency available again']), 'every instance to log Redis back');

    // 4. One instance is killed (SIGKILL); HAProxy takes it out and the other two carry the load.
    enter('instance-killed');
    const killed = servers.at(-1);
    if (!killed) throw new Error('no server');
    expect(servers.map((server) => server.process.exitCode)).toEqual([null, null, null]);
    killed.process.kill('SIGKILL');
    await waitFor(
      async () => (await balancer.serverStates())[`shellkit${INSTANCES}`] === 'DOWN',
      'HAProxy to take the killed instance out',
    );
    const sentBefore = outcomes.length;
    await waitFor(() => outcomes.length >= sentBefore + 60, 'the load to go on with two instances');
    loading = false;
    await load;
    // What the outbox still holds is sent until acknowledged.
    for (const record of outbox.splice(0)) {
      await waitFor(async () => [200, 201].includes(await postRecord(record)), `record ${record.recordId} to be acknowledged`);
      acknowledged.add(record.recordId);
    }
    const seconds = Math.round((Date.now() - started) / 100) / 10;

    // No instance died, but the one killed.
    expect(servers.slice(0, -1).map((server) => [server.process.exitCode, server.process.signalCode])).toEqual([
      [null, null],
      [null, null],
    ]);
    expect(killed.process.signalCode).toBe('SIGKILL');
    // No page load failed: the balancer always had an instance to serve it.
    expect(outcomes.filter(({ kind, status }) => kind === 'page' && status !== 200)).toEqual([]);
    // Envelopes: forwarded throughout (a hung Redis counts in each process), but those a SIGKILL cut off.
    const killedDuring = (outcome: Outcome) => outcome.answeredIn === 'instance-killed';
    const lostEnvelopes = outcomes.filter(({ kind, status }) => kind === 'envelope' && status !== 200);
    expect(lostEnvelopes.filter((outcome) => !killedDuring(outcome))).toEqual([]);
    expect(lostEnvelopes.length).toBeLessThanOrEqual(CLIENTS);
    // Records: refused (503) only while a dependency was away, otherwise acknowledged, but those a SIGKILL cut off.
    const refusedRecords = outcomes.filter(({ kind, status }) => kind === 'record' && status !== 200 && status !== 201);
    expect(refusedRecords.filter((outcome) => outcome.status !== 503 && !killedDuring(outcome))).toEqual([]);
    const whileAllWasWell = (outcome: Outcome) => outcome.answeredIn === 'warm-up' || outcome.phase === 'instance-killed';
    expect(refusedRecords.filter((outcome) => outcome.status === 503 && whileAllWasWell(outcome))).toEqual([]);
    await waitFor(
      () => sentry.received.length >= outcomes.filter(({ kind, status }) => kind === 'envelope' && status === 200).length,
      'Sentry to receive every forwarded envelope',
    );

    // Every record sent was acknowledged in the end, and is stored exactly once.
    expect([...acknowledged].toSorted()).toEqual([...created].toSorted());
    const exported = await fetch(`${balancer.origin}${CONSENT_EXPORT_PATH}?format=ndjson`, {
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    expect(exported.status).toBe(200);
    const stored = (await exported.text())
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as { recordId?: string })
      // The export's chain heads and end line follow its records (export-lines.mjs).
      .flatMap((line) => (line.recordId === undefined ? [] : [line.recordId]));
    expect(stored.toSorted()).toEqual([...created].toSorted());

    // Each outage logged once when it began and once when it ended, on every instance that met it; nothing per request.
    const linesIn = (index: number, at: Phase, dependency: string) => {
      const server = servers[index];
      if (!server) throw new Error('no server');
      const phases: Phase[] = ['warm-up', 'postgres-restart', 'postgres-connections-ended', 'redis-hung', 'instance-killed'];
      const next = phases[phases.indexOf(at) + 1];
      return outageLines(server, dependency, phaseStarts.get(at)?.[index], next ? phaseStarts.get(next)?.[index] : undefined);
    };
    const once = ['dependency unavailable', 'dependency available again'];
    servers.forEach((server, index) => {
      expect(linesIn(index, 'postgres-restart', 'database')).toEqual(once);
      expect(linesIn(index, 'redis-hung', 'redis')).toEqual(once);
      expect([[], once]).toContainEqual(linesIn(index, 'postgres-connections-ended', 'database'));
      expect(linesIn(index, 'warm-up', 'database')).toEqual([]);
      // No stack trace, no line that is not the server's JSON.
      expect(
        server
          .stderr()
          .split('\n')
          .filter((line) => line !== '' && !line.startsWith('{')),
      ).toEqual([]);
    });
    expect(servers.flatMap((_, index) => linesIn(index, 'postgres-connections-ended', 'database'))).toContain('dependency unavailable');

    const count = (kind: Kind) => outcomes.filter((outcome) => outcome.kind === kind).length;
    console.log(
      `chaos: ${outcomes.length} requests (${count('page')} pages, ${count('envelope')} envelopes, ${count('record')} record posts), ` +
        `${created.length} records all stored once, ${refusedRecords.length} refusals sent again, in ${seconds} s`,
    );
  }, 180_000);
});
