// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, PRIMARY_DSN, startFakeSentry, startShellServer, type FakeSentry } from '../support/server-harness';

let sentry: FakeSentry;

beforeAll(async () => {
  sentry = await startFakeSentry();
});
afterAll(async () => {
  await sentry.close();
});

describe('graceful shutdown', () => {
  it('on SIGTERM, a tunnel request in flight still completes, new connections are refused, and the exit code is 0', async () => {
    sentry.answer = (_request, response) => {
      setTimeout(() => {
        response.writeHead(200);
        response.end('{}');
      }, 700);
    };
    const server = await startShellServer({ VITE_SENTRY_DSN: PRIMARY_DSN, SENTRY_INGEST_URL: sentry.origin });
    const inFlight = fetch(`${server.origin}/monitoring?o=123&p=456&r=us`, { method: 'POST', body: envelope(PRIMARY_DSN) });
    while (sentry.received.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    server.process.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(fetch(`${server.origin}/healthz`)).rejects.toThrow();
    expect((await inFlight).status).toBe(200);
    expect(await server.stop()).toBe(0);
  });

  it('after the grace period, it exits 0 even if a request is still stuck', async () => {
    sentry.answer = () => undefined; // never answers
    const server = await startShellServer({
      VITE_SENTRY_DSN: PRIMARY_DSN,
      SENTRY_INGEST_URL: sentry.origin,
      SENTRY_TUNNEL_TIMEOUT_MS: '60000',
      SHUTDOWN_TIMEOUT_MS: '300',
    });
    const stuck = fetch(`${server.origin}/monitoring?o=123&p=456&r=us`, { method: 'POST', body: envelope(PRIMARY_DSN) }).catch(
      () => 'dropped',
    );
    while (!sentry.received.some((r) => r.url.startsWith('/api/'))) await new Promise((resolve) => setTimeout(resolve, 10));
    const started = Date.now();
    server.process.kill('SIGTERM');
    expect(await server.stop()).toBe(0);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await stuck).toBe('dropped');
  });
});
