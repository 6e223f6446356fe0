import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { consentLedgerDependency } from './consent-ledger-readiness';
import { drainingState } from './draining';
import { READY, type DependencyReport, type ReadinessCheck } from './readiness-check';
import { readinessRoute } from './readiness-route';
import type { ConsentLedger } from '../consent-ledger/consent-ledger-port';
import { watchedConsentLedger } from '../consent-ledger/watched-consent-ledger';
import { dependencyAvailability } from '../dependency-availability';

function recordingLog() {
  const lines: { level: string; msg: string; fields?: Record<string, unknown> }[] = [];
  return {
    lines,
    info: (msg: string, fields?: Record<string, unknown>) => lines.push({ level: 'info', msg, ...(fields ? { fields } : {}) }),
    warn: (msg: string, fields?: Record<string, unknown>) => lines.push({ level: 'warn', msg, ...(fields ? { fields } : {}) }),
  };
}

function appWith(checks: readonly ReadinessCheck[], log = recordingLog(), timeoutMs?: number, dependencies?: readonly DependencyReport[]) {
  const app = new Hono();
  app.get(
    '/readyz',
    readinessRoute({ checks, log, ...(timeoutMs === undefined ? {} : { timeoutMs }), ...(dependencies ? { dependencies } : {}) }),
  );
  return app;
}

const ledgerAnswering = (history: ConsentLedger['history']) => ({ history }) as unknown as ConsentLedger;

/** The ledger's database as main.ts reports it: the ledger watched, its availability logged to `log`. */
function databaseOf(history: ConsentLedger['history'], log = recordingLog()) {
  const availability = dependencyAvailability('database', log, { whileUnavailable: 'the ledger answers 503' });
  return consentLedgerDependency(watchedConsentLedger(ledgerAnswering(history), availability), availability);
}

const failing = (name: string, reason: string): ReadinessCheck => ({ name, probe: async () => ({ ready: false, reason }) });

describe('/readyz', () => {
  it('answers 200 ready, never cached, naming the state of each dependency', async () => {
    const response = await appWith([drainingState().check], recordingLog(), undefined, [databaseOf(async () => [])]).request('/readyz');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ready', dependencies: { database: 'available' } });
  });

  it('answers 503 from the moment the server begins draining', async () => {
    const draining = drainingState();
    const app = appWith([draining.check]);
    expect((await app.request('/readyz')).status).toBe(200);
    draining.begin();
    const response = await app.request('/readyz');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'not ready', reason: 'shutdown: the server is draining' });
  });

  // Issue 26 asked for 503 here, and issue 35 showed it wrong: every instance shares the database, so its outage
  // failed every instance's readiness at once, the balancer took them all out, and pages that need no database failed.
  it("stays 200 ready while the ledger's database does not answer, reporting it unavailable; its error (and host) logged once", async () => {
    const log = recordingLog();
    const database = databaseOf(() => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.5:5432')), log);
    const app = appWith([drainingState().check], log, undefined, [database]);
    // The first answer starts the probe; the answers after it report what the probe found.
    await app.request('/readyz');
    await vi.waitFor(() => expect(database.available()).toBe(false));
    const response = await app.request('/readyz');
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ status: 'ready', dependencies: { database: 'unavailable' } });
    expect(text).not.toContain('10.0.0.5');
    await app.request('/readyz');
    expect(log.lines).toEqual([
      {
        level: 'warn',
        msg: 'dependency unavailable',
        fields: { dependency: 'database', reason: 'connect ECONNREFUSED 10.0.0.5:5432', whileUnavailable: 'the ledger answers 503' },
      },
    ]);
  });

  it('answers at once while the database hangs, and sends it one probe at a time, not one per request', async () => {
    let queries = 0;
    const database = databaseOf(() => {
      queries++;
      return new Promise(() => undefined);
    });
    const app = appWith([drainingState().check], recordingLog(), undefined, [database]);
    for (let request = 0; request < 20; request += 1) {
      const response = await app.request('/readyz');
      expect(response.status).toBe(200);
    }
    expect(queries).toBe(1);
  });

  it('answers 503 when a check does not answer in time, rather than hanging', async () => {
    const hung: ReadinessCheck = { name: 'shutdown', probe: () => new Promise(() => undefined) };
    const response = await appWith([hung], recordingLog(), 20).request('/readyz');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'not ready', reason: 'shutdown: no answer within 20 ms' });
  });

  it('names every check that is not ready', async () => {
    const draining = drainingState();
    draining.begin();
    const response = await appWith([draining.check, failing('disk', 'full')]).request('/readyz');
    expect(await response.json()).toEqual({ status: 'not ready', reason: 'shutdown: the server is draining; disk: full' });
  });

  it('requests arriving together share one round of checks: the public route cannot flood what they ask', async () => {
    let probes = 0;
    let answer = () => undefined as unknown;
    const slow: ReadinessCheck = {
      name: 'shutdown',
      probe: () => {
        probes++;
        return new Promise((resolve) => (answer = () => resolve(READY)));
      },
    };
    const app = appWith([slow]);
    const responses = Array.from({ length: 20 }, () => app.request('/readyz'));
    await Promise.resolve();
    answer();
    expect((await Promise.all(responses)).map((response) => response.status)).toEqual(Array(20).fill(200));
    expect(probes).toBe(1);
  });

  it('logs a change of state once, not every probe', async () => {
    const log = recordingLog();
    let up = true;
    const flaky: ReadinessCheck = { name: 'database', probe: async () => (up ? READY : { ready: false, reason: 'unreachable' }) };
    const app = appWith([flaky], log);
    await app.request('/readyz');
    up = false;
    await app.request('/readyz');
    await app.request('/readyz');
    up = true;
    await app.request('/readyz');
    expect(log.lines.map((line) => line.msg)).toEqual(['not ready', 'ready again']);
  });
});
