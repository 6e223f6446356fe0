// @vitest-environment node
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { envelope, PRIMARY_DSN, startFakeSentry, type FakeSentry } from './harness';

interface Worker {
  fetch(request: Request, env: Record<string, string>): Promise<Response>;
}

let sentry: FakeSentry;
let worker: Worker;

beforeAll(async () => {
  const built = path.resolve('dist/edge/tunnel.js');
  if (!existsSync(built)) throw new Error('No edge build: run `npm run build` first.');
  worker = ((await import(pathToFileURL(built).href)) as { default: Worker }).default;
  sentry = await startFakeSentry();
});
afterAll(async () => {
  await sentry.close();
});

describe('the tunnel as a Cloudflare Worker (dist/edge/tunnel.js)', () => {
  it('forwards an allowed envelope with the visitor IP from CF-Connecting-IP', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const env = { VITE_SENTRY_DSN: PRIMARY_DSN, SENTRY_INGEST_URL: sentry.origin };
    const body = envelope(PRIMARY_DSN);
    const response = await worker.fetch(
      new Request('https://shop.example/monitoring?o=123&p=456&r=us', {
        method: 'POST',
        body,
        headers: { 'cf-connecting-ip': '203.0.113.9' },
      }),
      env,
    );
    expect(response.status).toBe(200);
    expect(sentry.received[0]?.headers['x-forwarded-for']).toBe('203.0.113.9');
    expect(Buffer.compare(sentry.received[0]?.body ?? Buffer.alloc(0), Buffer.from(body))).toBe(0);

    const refused = await worker.fetch(new Request('https://shop.example/monitoring?o=1&p=2', { method: 'POST', body }), env);
    expect(refused.status).toBe(403);
    expect(sentry.received).toHaveLength(1);
  });

  it('answers 500 and logs the variable when its config is bad', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await worker.fetch(new Request('https://shop.example/monitoring?o=1&p=2', { method: 'POST' }), { VITE_SENTRY_DSN: 'nope' });
    expect(response.status).toBe(500);
    expect(String(error.mock.calls[0]?.[0])).toContain('VITE_SENTRY_DSN');
  });
});
