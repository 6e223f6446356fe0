// @vitest-environment node
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PRODUCT_DIST } from '../support/product-build.mjs';
import { envelope, PRIMARY_DSN, startFakeSentry, type FakeSentry } from '../support/server-harness';

/** The Worker module's own checks of its configuration (its tunnel runs in workerd: edge-tunnel-workerd.test.ts). */
interface Worker {
  fetch(request: Request, env: Record<string, unknown>): Promise<Response>;
}

let sentry: FakeSentry;
let worker: Worker;
const allowing = { limit: async () => ({ success: true }) };

beforeAll(async () => {
  const built = path.join(PRODUCT_DIST, 'edge/tunnel.js');
  if (!existsSync(built)) throw new Error('No edge build: run `npm run build` first.');
  worker = ((await import(pathToFileURL(built).href)) as { default: Worker }).default;
  sentry = await startFakeSentry();
});
afterAll(async () => {
  await sentry.close();
});

const tunnelRequest = () =>
  new Request('https://shop.example/monitoring?o=123&p=456&r=us', {
    method: 'POST',
    body: envelope(PRIMARY_DSN),
    headers: { 'cf-connecting-ip': '203.0.113.9' },
  });

describe('the tunnel as a Cloudflare Worker (dist/edge/tunnel.js): its configuration', () => {
  it('answers 500 and logs the variable when its config is bad', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await worker.fetch(tunnelRequest(), { VITE_SENTRY_DSN: 'nope', RATE_LIMITER: allowing });
    expect(response.status).toBe(500);
    expect(String(error.mock.calls.at(-1)?.[0])).toContain('VITE_SENTRY_DSN');
  });

  it('answers 500, forwarding nothing, and logs RATE_LIMITER when the rate-limiting binding is missing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await worker.fetch(tunnelRequest(), { VITE_SENTRY_DSN: PRIMARY_DSN, SENTRY_INGEST_URL: sentry.origin });
    expect(response.status).toBe(500);
    expect(String(error.mock.calls.at(-1)?.[0])).toContain('RATE_LIMITER');
    expect(sentry.received).toEqual([]);
  });

  it('asks the binding with the visitor IP, and forwards when it allows', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const keys: string[] = [];
    const binding = { limit: async ({ key }: { key: string }) => (keys.push(key), { success: true }) };
    const response = await worker.fetch(tunnelRequest(), {
      VITE_SENTRY_DSN: PRIMARY_DSN,
      SENTRY_INGEST_URL: sentry.origin,
      RATE_LIMITER: binding,
    });
    expect(response.status).toBe(200);
    expect(keys).toEqual(['203.0.113.9']);
  });
});
