// What the bench's load steps (tunnel, ledger, fleet) share: their latency percentiles, their figures
// from an autocannon result, and the consent record they post.
import { randomUUID } from 'node:crypto';

export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Requests, throughput, p50/p99 and errors of one autocannon run, from the latencies it recorded (sorted here). */
export function loadFigures(result, latencies, seconds) {
  latencies.sort((a, b) => a - b);
  return {
    requests: result.requests.total,
    throughput: result.requests.total / (result.duration || seconds),
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** A distinct consent record (a new record and visitor) as the browser posts it. */
export function consentRecordBody() {
  return JSON.stringify({
    recordId: randomUUID(),
    consentId: randomUUID(),
    purposes: { analytics: true, marketing: false, experience: true },
    mode: 'opt-in',
    revision: '2026-11',
    noticeHash: 'c0ffee'.padEnd(64, '0'),
    occasion: 'first',
    decidedAt: new Date().toISOString(),
    globalPrivacyControl: false,
  });
}
