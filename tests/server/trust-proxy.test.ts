// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_RECORDS_PATH } from '../../src/domain/consent-record';
import { consentRecordSubmission } from '../support/consent-record-submission';
import { envelope, PRIMARY_DSN, startFakeSentry, startShellServer, type FakeSentry, type RunningServer } from '../support/server-harness';

const LIMIT = 3;
const SENT = 8;
const PRIMARY_QUERY = '/monitoring?o=123&p=456&r=us';

/**
 * Issue 26 §6: behind TRUST_PROXY=true, a client writing `X-Forwarded-For: junk-1`, `junk-2`, … was
 * counted as a new visitor each time, and the junk reached Sentry as its IP. It is one client: the
 * address the proxy (here the test, on 127.0.0.1) connects from.
 */
describe('TRUST_PROXY=true: X-Forwarded-For that is not an IP address', () => {
  let sentry: FakeSentry;
  let server: RunningServer;

  beforeAll(async () => {
    sentry = await startFakeSentry();
    server = await startShellServer({
      TRUST_PROXY: 'true',
      VITE_SENTRY_DSN: PRIMARY_DSN,
      SENTRY_INGEST_URL: sentry.origin,
      SENTRY_TUNNEL_RATE_LIMIT: String(LIMIT),
      CONSENT_RECORDS_RATE_LIMIT: String(LIMIT),
    });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await sentry?.close();
  });

  it('a tunnel flood with a new junk entry each time is held to the one limit, and Sentry is told the real address', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < SENT; index++) {
      const response = await fetch(`${server.origin}${PRIMARY_QUERY}`, {
        method: 'POST',
        headers: { 'x-forwarded-for': `junk-${index}` },
        body: envelope(PRIMARY_DSN),
      });
      statuses.push(response.status);
      await response.body?.cancel();
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(SENT - LIMIT);
    expect(sentry.received.map((forwarded) => forwarded.headers['x-forwarded-for'])).toEqual(Array(LIMIT).fill('127.0.0.1'));
  });

  it('consent records with a new junk entry each time are held to the one limit', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < SENT; index++) {
      const response = await fetch(`${server.origin}${CONSENT_RECORDS_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: server.origin, 'x-forwarded-for': `junk-${index}` },
        body: JSON.stringify(consentRecordSubmission()),
      });
      statuses.push(response.status);
      await response.body?.cancel();
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(SENT - LIMIT);
  });
});
