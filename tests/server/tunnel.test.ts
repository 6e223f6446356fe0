// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerOk, envelope, PRIMARY_DSN, SECOND_DSN, startFakeSentry, startShellServer, type FakeSentry, type RunningServer } from './harness';

let sentry: FakeSentry;
let server: RunningServer;

const PRIMARY_QUERY = 'o=123&p=456&r=us';
const post = (query: string, body: BodyInit, headers: Record<string, string> = {}) =>
  fetch(`${server.origin}/monitoring?${query}`, { method: 'POST', body, headers });

beforeAll(async () => {
  sentry = await startFakeSentry();
  server = await startShellServer({
    VITE_SENTRY_DSN: PRIMARY_DSN,
    SENTRY_TUNNEL_ALLOWED_DSNS: SECOND_DSN,
    SENTRY_INGEST_URL: sentry.origin,
    SENTRY_TUNNEL_TIMEOUT_MS: '500',
  });
});

afterAll(async () => {
  await server.stop();
  await sentry.close();
});

beforeEach(() => {
  sentry.received.length = 0;
  sentry.answer = answerOk;
});

describe('tunnel: forwarding', () => {
  it('forwards an allowed envelope byte for byte, binary included, with the client IP', async () => {
    const body = envelope(PRIMARY_DSN, new Uint8Array([...randomBytes(4096), 0x0a, 0x00, 0xff, 0x1f, 0x8b]));
    const response = await post(PRIMARY_QUERY, body);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('{"id":"fake"}');
    expect(sentry.received).toHaveLength(1);
    const [forwarded] = sentry.received;
    expect(forwarded?.method).toBe('POST');
    expect(forwarded?.url).toBe('/api/456/envelope/');
    expect(Buffer.compare(forwarded?.body ?? Buffer.alloc(0), Buffer.from(body))).toBe(0);
    expect(forwarded?.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(forwarded?.headers['content-type']).toBe('application/x-sentry-envelope');
  });

  it('forwards a replay-sized (5 MiB) binary segment intact', async () => {
    const body = envelope(PRIMARY_DSN, randomBytes(5 * 1024 * 1024));
    expect((await post(PRIMARY_QUERY, body)).status).toBe(200);
    expect(Buffer.compare(sentry.received[0]?.body ?? Buffer.alloc(0), Buffer.from(body))).toBe(0);
  });

  it('serves every DSN in SENTRY_TUNNEL_ALLOWED_DSNS too (no region: no r)', async () => {
    expect((await post('o=7&p=8', envelope(SECOND_DSN))).status).toBe(200);
    expect(sentry.received.map((r) => r.url)).toEqual(['/api/8/envelope/']);
  });

  it('relays a body-less 204 from Sentry as 204', async () => {
    sentry.answer = (_request, response) => {
      response.writeHead(204);
      response.end();
    };
    expect((await post(PRIMARY_QUERY, envelope(PRIMARY_DSN))).status).toBe(204);
  });

  it("relays Sentry's status and its rate-limit headers", async () => {
    sentry.answer = (_request, response) => {
      response.writeHead(429, { 'retry-after': '60', 'x-sentry-rate-limits': '60:error:organization', 'set-cookie': 'a=b' });
      response.end();
    };
    const response = await post(PRIMARY_QUERY, envelope(PRIMARY_DSN));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('60');
    expect(response.headers.get('x-sentry-rate-limits')).toBe('60:error:organization');
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});

describe('tunnel: refusals forward nothing and say why', () => {
  const cases: { name: string; query: string; body: () => BodyInit; headers?: Record<string, string>; status: number; reason: RegExp }[] = [
    { name: 'missing project', query: 'o=123', body: () => envelope(PRIMARY_DSN), status: 400, reason: /"p" must be digits/ },
    { name: 'org not digits', query: 'o=12a&p=456&r=us', body: () => envelope(PRIMARY_DSN), status: 400, reason: /"o" must be digits/ },
    { name: 'region not two lowercase letters', query: 'o=123&p=456&r=US', body: () => envelope(PRIMARY_DSN), status: 400, reason: /"r"/ },
    { name: 'repeated parameter', query: 'o=123&o=7&p=456&r=us', body: () => envelope(PRIMARY_DSN), status: 400, reason: /repeated/ },
    { name: 'envelope not JSON', query: PRIMARY_QUERY, body: () => 'not json\n{}', status: 400, reason: /not JSON/ },
    { name: 'envelope without DSN', query: PRIMARY_QUERY, body: () => '{"event_id":"1"}\n{}', status: 400, reason: /no DSN/ },
    { name: 'empty body', query: PRIMARY_QUERY, body: () => '', status: 400, reason: /empty/ },
    { name: 'compressed body', query: PRIMARY_QUERY, body: () => envelope(PRIMARY_DSN), headers: { 'content-encoding': 'gzip' }, status: 400, reason: /compressed/ },
    { name: 'project not allowed', query: 'o=999&p=456&r=us', body: () => envelope(PRIMARY_DSN), status: 403, reason: /not allowed/ },
    { name: 'region missing for a regional DSN', query: 'o=123&p=456', body: () => envelope(PRIMARY_DSN), status: 403, reason: /not allowed/ },
    { name: "envelope DSN of another allowed project than the query's", query: PRIMARY_QUERY, body: () => envelope(SECOND_DSN), status: 403, reason: /does not match/ },
    { name: 'envelope DSN with another key', query: PRIMARY_QUERY, body: () => envelope('https://stolen@o123.ingest.us.sentry.io/456'), status: 403, reason: /does not match/ },
    { name: 'envelope DSN pointing elsewhere', query: PRIMARY_QUERY, body: () => envelope('https://publickey@evil.example.com/456'), status: 403, reason: /does not match/ },
  ];

  it.each(cases)('$name: $status', async ({ query, body, headers, status, reason }) => {
    const response = await post(query, body(), headers);
    expect(response.status).toBe(status);
    expect(await response.text()).toMatch(reason);
    expect(sentry.received).toEqual([]);
    const logged = server.logLines().filter((line) => line.msg === 'tunnel request rejected' && line.status === status);
    expect(logged.some((line) => reason.test(String(line.reason)))).toBe(true);
  });

  it.each(['GET', 'PUT', 'DELETE'])('%s: 405 with Allow: POST', async (method) => {
    const response = await fetch(`${server.origin}/monitoring?${PRIMARY_QUERY}`, { method });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(sentry.received).toEqual([]);
  });

  it('413 for a body over the 20 MiB limit, without forwarding any of it', async () => {
    const response = await post(PRIMARY_QUERY, envelope(PRIMARY_DSN, new Uint8Array(20 * 1024 * 1024 + 1)));
    expect(response.status).toBe(413);
    expect(sentry.received).toEqual([]);
  });
});

describe('tunnel: when Sentry fails', () => {
  it('does not follow a redirect: 502, and the redirect target is never requested', async () => {
    sentry.answer = (_request, response) => {
      response.writeHead(307, { location: `${sentry.origin}/elsewhere` });
      response.end();
    };
    const response = await post(PRIMARY_QUERY, envelope(PRIMARY_DSN));
    expect(response.status).toBe(502);
    expect(sentry.received.map((r) => r.url)).toEqual(['/api/456/envelope/']);
  });

  it('504 when Sentry does not answer within the timeout', async () => {
    sentry.answer = (_request, response) => {
      setTimeout(() => response.end(), 2000).unref();
    };
    const started = Date.now();
    const response = await post(PRIMARY_QUERY, envelope(PRIMARY_DSN));
    expect(response.status).toBe(504);
    expect(Date.now() - started).toBeLessThan(1900);
  });

  it('502 when Sentry cannot be reached', async () => {
    const unreachable = await startShellServer({ VITE_SENTRY_DSN: PRIMARY_DSN, SENTRY_INGEST_URL: 'http://127.0.0.1:9' });
    try {
      const response = await fetch(`${unreachable.origin}/monitoring?${PRIMARY_QUERY}`, { method: 'POST', body: envelope(PRIMARY_DSN) });
      expect(response.status).toBe(502);
      expect(unreachable.logLines().some((line) => line.status === 502)).toBe(true);
    } finally {
      await unreachable.stop();
    }
  });
});

describe('tunnel: several keys for one project', () => {
  it('forwards for each allowed key of the same project (key rotation)', async () => {
    const rotated = 'https://newkey@o123.ingest.us.sentry.io/456';
    const both = await startShellServer({ VITE_SENTRY_DSN: PRIMARY_DSN, SENTRY_TUNNEL_ALLOWED_DSNS: rotated, SENTRY_INGEST_URL: sentry.origin });
    try {
      for (const dsn of [PRIMARY_DSN, rotated]) {
        const response = await fetch(`${both.origin}/monitoring?${PRIMARY_QUERY}`, { method: 'POST', body: envelope(dsn) });
        expect(response.status).toBe(200);
      }
      expect(sentry.received).toHaveLength(2);
    } finally {
      await both.stop();
    }
  });
});

describe('tunnel: path', () => {
  it('is served at SENTRY_TUNNEL_PATH, and the old path is then just a page', async () => {
    const custom = await startShellServer({ VITE_SENTRY_DSN: PRIMARY_DSN, SENTRY_INGEST_URL: sentry.origin, SENTRY_TUNNEL_PATH: '/t/e' });
    try {
      const response = await fetch(`${custom.origin}/t/e?${PRIMARY_QUERY}`, { method: 'POST', body: envelope(PRIMARY_DSN) });
      expect(response.status).toBe(200);
      expect((await fetch(`${custom.origin}/monitoring?${PRIMARY_QUERY}`, { method: 'POST', body: 'x' })).status).toBe(404);
    } finally {
      await custom.stop();
    }
  });

  it('with no DSN configured, allows nothing', async () => {
    const bare = await startShellServer({ SENTRY_INGEST_URL: sentry.origin });
    try {
      const response = await fetch(`${bare.origin}/monitoring?${PRIMARY_QUERY}`, { method: 'POST', body: envelope(PRIMARY_DSN) });
      expect(response.status).toBe(403);
      expect(sentry.received).toEqual([]);
    } finally {
      await bare.stop();
    }
  });
});
