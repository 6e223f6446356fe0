import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { consentLedgerReadiness } from './consent-ledger-readiness';
import { drainingState } from './draining';
import { READY, type ReadinessCheck } from './readiness-check';
import { readinessRoute } from './readiness-route';
import type { ConsentLedger } from '../consent-ledger/consent-ledger-port';

function recordingLog() {
  const lines: { level: string; msg: string; fields?: Record<string, unknown> }[] = [];
  return {
    lines,
    info: (msg: string, fields?: Record<string, unknown>) => lines.push({ level: 'info', msg, ...(fields ? { fields } : {}) }),
    warn: (msg: string, fields?: Record<string, unknown>) => lines.push({ level: 'warn', msg, ...(fields ? { fields } : {}) }),
  };
}

function appWith(checks: readonly ReadinessCheck[], log = recordingLog(), timeoutMs?: number) {
  const app = new Hono();
  app.get('/readyz', readinessRoute({ checks, log, ...(timeoutMs === undefined ? {} : { timeoutMs }) }));
  return app;
}

const ledgerAnswering = (history: ConsentLedger['history']) => ({ history }) as unknown as ConsentLedger;

describe('/readyz', () => {
  it('answers 200 ready, never cached, while every check is ready', async () => {
    const response = await appWith([drainingState().check, consentLedgerReadiness(ledgerAnswering(async () => []))]).request('/readyz');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ready' });
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

  it("answers 503 'database: unreachable' when the ledger's query fails, keeping the error (and its host) to the log", async () => {
    const log = recordingLog();
    const down = consentLedgerReadiness(ledgerAnswering(() => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.5:5432'))));
    const response = await appWith([down], log).request('/readyz');
    expect(response.status).toBe(503);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ status: 'not ready', reason: 'database: unreachable' });
    expect(text).not.toContain('10.0.0.5');
    expect(log.lines).toContainEqual({
      level: 'warn',
      msg: 'readiness check failed',
      fields: { check: 'database', error: 'connect ECONNREFUSED 10.0.0.5:5432' },
    });
  });

  it('answers 503 when a check does not answer in time, rather than hanging with a hung database', async () => {
    const hung = consentLedgerReadiness(ledgerAnswering(() => new Promise(() => undefined)));
    const response = await appWith([hung], recordingLog(), 20).request('/readyz');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'not ready', reason: 'database: no answer within 20 ms' });
  });

  it('names every check that is not ready', async () => {
    const draining = drainingState();
    draining.begin();
    const down = consentLedgerReadiness(ledgerAnswering(() => Promise.reject(new Error('down'))));
    const response = await appWith([draining.check, down]).request('/readyz');
    expect(await response.json()).toEqual({ status: 'not ready', reason: 'shutdown: the server is draining; database: unreachable' });
  });

  it('requests arriving together share one probe of the database: the public route cannot flood it', async () => {
    let queries = 0;
    let answer = () => undefined as unknown;
    const ledger = ledgerAnswering(() => {
      queries++;
      return new Promise((resolve) => (answer = () => resolve([])));
    });
    const app = appWith([consentLedgerReadiness(ledger)]);
    const responses = Array.from({ length: 20 }, () => app.request('/readyz'));
    await Promise.resolve();
    answer();
    expect((await Promise.all(responses)).map((response) => response.status)).toEqual(Array(20).fill(200));
    expect(queries).toBe(1);
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
