// @vitest-environment node
import fc from 'fast-check';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { parseServerEnv } from '../config/server-config.schema';
import { createTunnelRoute } from './tunnel-route';

const ALLOWED = ['https://key1@o123.ingest.us.sentry.io/456', 'https://key2@o7.ingest.sentry.io/8'];
const DESTINATIONS = ['https://o123.ingest.us.sentry.io/api/456/envelope/', 'https://o7.ingest.sentry.io/api/8/envelope/'];

function tunnelWithRecordingFetch() {
  const config = parseServerEnv({ VITE_SENTRY_DSN: ALLOWED[0], SENTRY_TUNNEL_ALLOWED_DSNS: ALLOWED[1] });
  if (!config.ok) throw new Error(config.error);
  const destinations: string[] = [];
  const app = new Hono().route(
    '/',
    createTunnelRoute(config.config.tunnel, {
      fetch: async (input) => {
        destinations.push(String(input));
        return new Response('{}', { status: 200 });
      },
      log: { info: () => undefined, warn: () => undefined },
      clientIp: () => '198.51.100.1',
    }),
  );
  return { app, destinations };
}

const hostile = fc.oneof(
  fc.constantFrom(...ALLOWED),
  fc.constantFrom(
    'https://key1@o123.ingest.us.sentry.io/8',
    'https://key1@evil.example/456',
    'http://key1@o123.ingest.us.sentry.io/456',
    'https://key1@o123.ingest.us.sentry.io.evil.example/456',
  ),
  fc.webUrl(),
  fc.string(),
);
const queryValue = fc.oneof(fc.constantFrom('123', '456', '7', '8', 'us', 'de', ''), fc.string({ maxLength: 12 }));
// Mostly allowed (o, p, r) triples, so near-miss envelopes under an allowed query are what gets explored.
const query = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom<[string, string, string | undefined]>(['123', '456', 'us'], ['7', '8', undefined]) },
  { weight: 1, arbitrary: fc.tuple(queryValue, queryValue, fc.option(queryValue, { nil: undefined })) },
);

describe('tunnel route (property)', () => {
  it('forwards the allowed case to its destination (so the property below is not vacuous)', async () => {
    const { app, destinations } = tunnelWithRecordingFetch();
    const body = `${JSON.stringify({ dsn: ALLOWED[1] })}\n{}`;
    expect((await app.request('/monitoring?o=7&p=8', { method: 'POST', body })).status).toBe(200);
    expect(destinations).toEqual([DESTINATIONS[1]]);
  });

  it('only ever forwards to an allowlisted destination, and only the envelope of that exact DSN', async () => {
    await fc.assert(
      fc.asyncProperty(query, hostile, async ([o, p, r], dsn) => {
        const { app, destinations } = tunnelWithRecordingFetch();
        const query = new URLSearchParams({ o, p, ...(r === undefined ? {} : { r }) });
        const body = `${JSON.stringify({ dsn })}\n{"type":"event"}\n{}`;
        const response = await app.request(`/monitoring?${query.toString()}`, { method: 'POST', body });
        for (const destination of destinations) expect(DESTINATIONS).toContain(destination);
        if (response.status === 200) {
          const index = DESTINATIONS.indexOf(destinations[0] ?? '');
          expect(dsn).toBe(ALLOWED[index]);
        } else {
          expect(destinations).toEqual([]);
          expect([400, 403]).toContain(response.status);
        }
      }),
      { numRuns: 300 },
    );
  });
});
