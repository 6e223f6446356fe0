// @vitest-environment node
import type { MiddlewareHandler } from 'hono';
import { describe, expect, it } from 'vitest';
import { shellConfigFromEnv, vendorOrigins } from '../src/composition/shell-env';
import { CONSENT_RECORDS_PATH } from '../src/domain/consent-record';
import { PAGE_ROOT_END } from '../src/domain/page-document';
import { SHELL_CONFIG_ELEMENT_ID } from '../src/domain/shell-config-document';
import { createApp } from './app';
import { parseServerEnv } from './config/server-config.schema';
import type { ConsentLedger, StoredConsentRecord } from './consent-ledger/consent-ledger-port';
import { sameSubmission } from './consent-ledger/consent-ledger-port';
import { createMetricsApp } from './metrics/metrics-app';
import { createPrometheusMetrics } from './metrics/prometheus-metrics';
import { timedConsentLedger } from './metrics/timed-consent-ledger';
import { consentRecordSubmission } from '../tests/support/consent-record-submission';

const ORIGIN = 'http://shop.test';
const DSN = 'https://publickey@o123.ingest.us.sentry.io/456';
const TUNNEL = `${ORIGIN}/monitoring?o=123&p=456&r=us`;
const INDEX = `<!doctype html><html><head><script type="application/json" id="${SHELL_CONFIG_ELEMENT_ID}">{}</script></head><body><div id="root"></div>${PAGE_ROOT_END}</body></html>`;
const quietLog = { info: () => undefined, warn: () => undefined };

/** The ledger's contract in memory, or a database that cannot be reached. */
function memoryLedger(reachable = true): ConsentLedger {
  const records = new Map<string, StoredConsentRecord>();
  const unreachable = () => Promise.reject(new Error('connection refused'));
  return {
    record: async (record) => {
      if (!reachable) return unreachable();
      const kept = records.get(record.recordId);
      if (!kept) records.set(record.recordId, record);
      return kept ? { outcome: sameSubmission(kept, record) ? 'repeated' : 'conflict', record: kept } : { outcome: 'created', record };
    },
    history: async (consentId) => (reachable ? [...records.values()].filter((kept) => kept.consentId === consentId) : unreachable()),
    exportRange: async function* () {},
    exportHeads: async function* () {},
    chainEras: async () => ({ preChainUntil: null, version1Until: null }),
    purgeRecordedBefore: async () => 0,
    close: async () => undefined,
  };
}

/** A server as `npm start` builds it with METRICS_PORT set: the public app, and the metrics app beside it. */
function serverWithMetrics(env: Record<string, string> = {}, options: { ledger?: ConsentLedger; sentryStatus?: number } = {}) {
  const server = parseServerEnv({ VITE_SENTRY_DSN: DSN, ...env });
  const shell = shellConfigFromEnv({});
  if (!server.ok) throw new Error(server.error);
  if (!shell.ok) throw new Error(shell.error);
  const { metrics, registry } = createPrometheusMetrics();
  const forwarded: number[] = [];
  const app = createApp({
    shell: shell.config,
    vendorOrigins: vendorOrigins(shell.config),
    indexHtml: INDEX,
    renderPage: async (url) => ({ markup: `<main>${url}</main>`, title: 'Shellkit' }),
    server: server.config,
    // Sentry reads the whole body, then answers.
    tunnel: {
      fetch: async (_input, init) => {
        forwarded.push((await new Response(init?.body).arrayBuffer()).byteLength);
        return new Response('{}', { status: options.sentryStatus ?? 200 });
      },
      log: quietLog,
      clientIp: () => '198.51.100.7',
    },
    consentLedger: { ledger: timedConsentLedger(options.ledger ?? memoryLedger(), metrics), log: quietLog, clientIp: () => '198.51.100.7' },
    serveClientFile: (): MiddlewareHandler => async (_c, next) => next(),
    metrics,
  });
  const metricsApp = createMetricsApp(registry);
  /** The value Prometheus would scrape for one series (0 when it has no sample yet). */
  const sample = async (series: string): Promise<number> => {
    const text = await (await metricsApp.request('/metrics')).text();
    const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
    return line === undefined ? 0 : Number(line.slice(series.length + 1));
  };
  return { app, metricsApp, sample, forwarded };
}

const envelope = (dsn: string, payload = '{"type":"event"}\n{"message":"hi"}\n') => `${JSON.stringify({ dsn })}\n${payload}`;
const postEnvelope = (app: ReturnType<typeof serverWithMetrics>['app'], body: string) =>
  app.request(TUNNEL, { method: 'POST', headers: { Origin: ORIGIN }, body });

const postRecord = (app: ReturnType<typeof serverWithMetrics>['app'], body: unknown, origin = ORIGIN) =>
  app.request(`${ORIGIN}${CONSENT_RECORDS_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify(body),
  });

describe('metrics: the tunnel (issue 26 §2)', () => {
  it('a refused envelope raises the refusal count with its reason, and nothing is counted as forwarded', async () => {
    const { app, sample } = serverWithMetrics();
    const refusal = await postEnvelope(app, envelope('https://otherkey@o123.ingest.us.sentry.io/456'));
    expect(refusal.status).toBe(403);
    expect(await sample('shellkit_tunnel_envelopes_refused_total{reason="not-allowed"}')).toBe(1);
    expect(await sample('shellkit_tunnel_envelopes_forwarded_total')).toBe(0);

    expect((await app.request(TUNNEL, { method: 'GET' })).status).toBe(405);
    expect(await sample('shellkit_tunnel_envelopes_refused_total{reason="method-not-allowed"}')).toBe(1);
  });

  it('past the rate limit, each refusal is counted as rate-limited', async () => {
    const { app, sample } = serverWithMetrics({ SENTRY_TUNNEL_RATE_LIMIT: '2' });
    const statuses = [];
    for (let sent = 0; sent < 5; sent++) statuses.push((await postEnvelope(app, envelope(DSN))).status);
    expect(statuses).toEqual([200, 200, 429, 429, 429]);
    expect(await sample('shellkit_tunnel_envelopes_refused_total{reason="rate-limited"}')).toBe(3);
    expect(await sample('shellkit_tunnel_envelopes_forwarded_total')).toBe(2);
  });

  it('a forwarded envelope raises the forwarded count and its bytes, and times Sentry', async () => {
    const { app, sample, forwarded } = serverWithMetrics();
    const body = envelope(DSN, `{"type":"event"}\n${'x'.repeat(5000)}\n`);
    expect((await postEnvelope(app, body)).status).toBe(200);
    expect(forwarded).toEqual([body.length]);
    expect(await sample('shellkit_tunnel_envelopes_forwarded_total')).toBe(1);
    expect(await sample('shellkit_tunnel_envelope_bytes_total{outcome="forwarded"}')).toBe(body.length);
    expect(await sample('shellkit_tunnel_upstream_duration_seconds_count')).toBe(1);
    expect(await sample('shellkit_tunnel_requests_in_progress')).toBe(0);
  });

  it("Sentry's own refusal (429) is a forward: the tunnel did its part", async () => {
    const { app, sample } = serverWithMetrics({}, { sentryStatus: 429 });
    expect((await postEnvelope(app, envelope(DSN))).status).toBe(429);
    expect(await sample('shellkit_tunnel_envelopes_forwarded_total')).toBe(1);
    expect(await sample('shellkit_tunnel_envelopes_refused_total{reason="rate-limited"}')).toBe(0);
  });
});

describe('metrics: consent records (issue 26 §2)', () => {
  it('a consent record raises the written count; its exact retry counts as repeated, not written again; database calls are timed', async () => {
    const { app, sample } = serverWithMetrics();
    const record = consentRecordSubmission();
    expect((await postRecord(app, record)).status).toBe(201);
    expect(await sample('shellkit_consent_records_written_total{outcome="created"}')).toBe(1);
    expect((await postRecord(app, record)).status).toBe(200);
    expect(await sample('shellkit_consent_records_written_total{outcome="created"}')).toBe(1);
    expect(await sample('shellkit_consent_records_written_total{outcome="repeated"}')).toBe(1);
    expect(await sample('shellkit_consent_ledger_query_duration_seconds_count{operation="record",outcome="ok"}')).toBe(2);
    expect((await app.request(`${ORIGIN}${CONSENT_RECORDS_PATH}/${record.consentId}`)).status).toBe(200);
    expect(await sample('shellkit_consent_ledger_query_duration_seconds_count{operation="history",outcome="ok"}')).toBe(1);
  });

  it('refusals are counted by reason: another site, an invalid record, an id reused', async () => {
    const { app, sample } = serverWithMetrics();
    expect((await postRecord(app, consentRecordSubmission(), 'https://evil.example')).status).toBe(403);
    expect((await postRecord(app, { ...consentRecordSubmission(), mode: 'whatever' })).status).toBe(400);
    const record = consentRecordSubmission();
    await postRecord(app, record);
    expect((await postRecord(app, { ...record, occasion: 'change' })).status).toBe(409);
    expect(await sample('shellkit_consent_records_refused_total{reason="cross-site"}')).toBe(1);
    expect(await sample('shellkit_consent_records_refused_total{reason="invalid"}')).toBe(1);
    expect(await sample('shellkit_consent_records_refused_total{reason="conflict"}')).toBe(1);
  });

  it('a database that cannot be reached: refused as unavailable, and the failed query is timed as an error', async () => {
    const { app, sample } = serverWithMetrics({}, { ledger: memoryLedger(false) });
    expect((await postRecord(app, consentRecordSubmission())).status).toBe(503);
    expect(await sample('shellkit_consent_records_refused_total{reason="unavailable"}')).toBe(1);
    expect(await sample('shellkit_consent_ledger_query_duration_seconds_count{operation="record",outcome="error"}')).toBe(1);
  });
});

describe('metrics: requests, pages and the process', () => {
  it('counts requests by route and status, never by the raw path', async () => {
    const { app, sample } = serverWithMetrics();
    await app.request('/healthz');
    for (const path of ['/', '/privacy', '/one-off?gclid=1', '/two-off']) await app.request(path);
    await app.request('/assets/missing.js');
    expect(await sample('shellkit_http_requests_total{route="healthz",status="200"}')).toBe(1);
    expect(await sample('shellkit_http_requests_total{route="page",status="200"}')).toBe(4);
    expect(await sample('shellkit_http_requests_total{route="assets",status="404"}')).toBe(1);
  });

  it('counts rendered-page cache misses (first request of a page) and hits (every other)', async () => {
    const { app, sample } = serverWithMetrics();
    for (const path of ['/', '/', '/', '/privacy']) await app.request(path);
    expect(await sample('shellkit_page_cache_lookups_total{result="miss"}')).toBe(2);
    expect(await sample('shellkit_page_cache_lookups_total{result="hit"}')).toBe(2);
  });

  it("reports the process's memory and event-loop lag (Prometheus's default Node figures)", async () => {
    const { sample } = serverWithMetrics();
    expect(await sample('process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(await sample('nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    const text = await (await serverWithMetrics().metricsApp.request('/metrics')).text();
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });

  it('two servers in one process keep their own counts', async () => {
    const first = serverWithMetrics();
    const second = serverWithMetrics();
    await first.app.request('/healthz');
    expect(await first.sample('shellkit_http_requests_total{route="healthz",status="200"}')).toBe(1);
    expect(await second.sample('shellkit_http_requests_total{route="healthz",status="200"}')).toBe(0);
  });

  it('the public app does not serve the metrics', async () => {
    const { app } = serverWithMetrics();
    await app.request('/healthz');
    const response = await app.request('/metrics');
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).not.toMatch(/shellkit_|process_resident_memory_bytes|# HELP/);
  });
});
