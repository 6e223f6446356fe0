// @vitest-environment node
import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_RECORDS_PATH } from '../../src/domain/consent-record';
import { consentRecordSubmission } from '../support/consent-record-submission';
import {
  envelope,
  freePort,
  PRIMARY_DSN,
  SECOND_DSN,
  startFakeSentry,
  startShellServer,
  until,
  type FakeSentry,
  type RunningServer,
} from '../support/server-harness';

const PRIMARY_QUERY = '/monitoring?o=123&p=456&r=us';

/**
 * Issue 26 §2, against the built server as `npm start` runs it with METRICS_PORT: the counters an
 * operator scrapes move as the server is driven, and only the metrics port answers /metrics.
 */
describe('METRICS_PORT: Prometheus metrics on a port of their own', () => {
  let sentry: FakeSentry;
  let server: RunningServer;
  let metricsOrigin: string;

  /** One series' value as Prometheus would scrape it (0 before its first sample). */
  const sample = async (series: string): Promise<number> => {
    const text = await (await fetch(`${metricsOrigin}/metrics`)).text();
    const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
    return line === undefined ? 0 : Number(line.slice(series.length + 1));
  };

  beforeAll(async () => {
    sentry = await startFakeSentry();
    const metricsPort = await freePort();
    metricsOrigin = `http://127.0.0.1:${metricsPort}`;
    server = await startShellServer({ VITE_SENTRY_DSN: PRIMARY_DSN, SENTRY_INGEST_URL: sentry.origin, METRICS_PORT: String(metricsPort) });
    await until(() => server.stderr().includes('metrics ready'), 'the metrics listener');
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await sentry?.close();
  });

  it('a refused envelope raises the refusal count with its reason; Sentry gets nothing', async () => {
    const before = await sample('shellkit_tunnel_envelopes_refused_total{reason="not-allowed"}');
    const response = await fetch(`${server.origin}${PRIMARY_QUERY}`, { method: 'POST', body: envelope(SECOND_DSN) });
    expect(response.status).toBe(403);
    expect(await sample('shellkit_tunnel_envelopes_refused_total{reason="not-allowed"}')).toBe(before + 1);
    expect(sentry.received).toHaveLength(0);
  });

  it('a forwarded envelope raises the forwarded count and its bytes', async () => {
    const body = envelope(PRIMARY_DSN);
    const [forwarded, bytes] = await Promise.all([
      sample('shellkit_tunnel_envelopes_forwarded_total'),
      sample('shellkit_tunnel_envelope_bytes_total{outcome="forwarded"}'),
    ]);
    const response = await fetch(`${server.origin}${PRIMARY_QUERY}`, { method: 'POST', body });
    expect(response.status).toBe(200);
    await response.body?.cancel();
    expect(await sample('shellkit_tunnel_envelopes_forwarded_total')).toBe(forwarded + 1);
    expect(await sample('shellkit_tunnel_envelope_bytes_total{outcome="forwarded"}')).toBe(bytes + body.length);
  });

  it('a consent record raises the written count, and its database call is timed', async () => {
    const before = await sample('shellkit_consent_records_written_total{outcome="created"}');
    const response = await fetch(`${server.origin}${CONSENT_RECORDS_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.origin },
      body: JSON.stringify(consentRecordSubmission()),
    });
    expect(response.status).toBe(201);
    expect(await sample('shellkit_consent_records_written_total{outcome="created"}')).toBe(before + 1);
    expect(await sample('shellkit_consent_ledger_query_duration_seconds_count{operation="record",outcome="ok"}')).toBeGreaterThan(0);
  });

  it("reports the process's resident memory, and the requests it served by route", async () => {
    await (await fetch(`${server.origin}/healthz`)).text();
    expect(await sample('process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(await sample('shellkit_http_requests_total{route="healthz",status="200"}')).toBeGreaterThan(0);
  });

  it('the public port does not serve /metrics', async () => {
    const response = await fetch(`${server.origin}/metrics`);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).not.toMatch(/shellkit_|process_resident_memory_bytes|# HELP/);
  });

  it('on SIGTERM it exits 0, its metrics listener closed with it', async () => {
    expect(await server.stop()).toBe(0);
    await expect(fetch(`${metricsOrigin}/metrics`)).rejects.toThrow();
  });
});

describe('METRICS_PORT already taken', () => {
  it('the server does not start, and says METRICS_PORT', async () => {
    const taken = createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve));
    try {
      await expect(startShellServer({ METRICS_PORT: String(port) })).rejects.toThrow(/METRICS_PORT: cannot listen on 127\.0\.0\.1:\d+/);
    } finally {
      taken.close();
    }
  });
});
