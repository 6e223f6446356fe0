import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  answerOk,
  envelope,
  handFedBody,
  PRIMARY_DSN,
  SECOND_DSN,
  startFakeSentry,
  until,
  type FakeSentry,
} from '../support/server-harness';

/** One running tunnel, whatever runs it: `npm start` on Node, or the Worker build inside workerd. */
export interface TunnelUnderTest {
  /** The site's own origin, as the tunnel sees requests arrive (what a same-origin page sends as Origin). */
  readonly origin: string;
  /** The visitor IP Sentry should be told for a request sent without `ip`. */
  readonly clientIp: string;
  post(pathAndQuery: string, init?: TunnelRequestInit): Promise<Response>;
  /** The tunnel's JSON log lines so far. */
  logLines(): Record<string, unknown>[];
  stop(): Promise<void>;
}

export interface TunnelRequestInit {
  readonly method?: string;
  readonly body?: BodyInit | null;
  readonly headers?: Record<string, string>;
  /** Send as if from this visitor address (how depends on the runtime: X-Forwarded-For behind a trusted proxy, CF-Connecting-IP). */
  readonly ip?: string;
}

/** Starts a tunnel with these variables; `rateLimitPerMinute` is SENTRY_TUNNEL_RATE_LIMIT on Node and the binding's limit on a Worker. */
export type StartTunnel = (env: Record<string, string>, options?: { readonly rateLimitPerMinute?: number }) => Promise<TunnelUnderTest>;

const PRIMARY_QUERY = '/monitoring?o=123&p=456&r=us';
const PARTNER_ORIGIN = 'https://partner.example';
const headerLine = (dsn: string) => new TextEncoder().encode(`${JSON.stringify({ dsn })}\n`);

/**
 * The tunnel's behaviour, the same wherever it runs: every case here runs against the Node server
 * (tests/server/tunnel.test.ts) and against dist/edge/tunnel.js inside workerd
 * (tests/server/edge-tunnel-workerd.test.ts).
 */
export function describeTunnelContract(runtime: string, start: StartTunnel): void {
  let sentry: FakeSentry;
  let tunnel: TunnelUnderTest;
  const post = (pathAndQuery: string, init?: TunnelRequestInit) => tunnel.post(pathAndQuery, init);
  const rejections = (status: number) =>
    tunnel.logLines().filter((line) => line.msg === 'tunnel request rejected' && line.status === status);

  /** A second tunnel with other settings, stopped after `use` whatever happens. */
  async function withTunnel(
    env: Record<string, string>,
    use: (other: TunnelUnderTest) => Promise<void>,
    options?: { rateLimitPerMinute?: number },
  ) {
    const other = await start({ VITE_SENTRY_DSN: PRIMARY_DSN, SENTRY_INGEST_URL: sentry.origin, ...env }, options);
    try {
      await use(other);
    } finally {
      await other.stop();
    }
  }

  beforeAll(async () => {
    sentry = await startFakeSentry();
    tunnel = await start({
      VITE_SENTRY_DSN: PRIMARY_DSN,
      SENTRY_TUNNEL_ALLOWED_DSNS: SECOND_DSN,
      SENTRY_INGEST_URL: sentry.origin,
      SENTRY_TUNNEL_TIMEOUT_MS: '500',
      SENTRY_TUNNEL_ALLOWED_ORIGINS: PARTNER_ORIGIN,
    });
  });

  afterAll(async () => {
    await tunnel.stop();
    await sentry.close();
  });

  beforeEach(() => {
    sentry.received.length = 0;
    sentry.started.length = 0;
    sentry.answer = answerOk;
  });

  describe(`tunnel on ${runtime}: forwarding`, () => {
    it('forwards an allowed envelope byte for byte, binary included, with the client IP', async () => {
      const body = envelope(PRIMARY_DSN, new Uint8Array([...randomBytes(4096), 0x0a, 0x00, 0xff, 0x1f, 0x8b]));
      const response = await post(PRIMARY_QUERY, { body });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('{"id":"fake"}');
      expect(sentry.received).toHaveLength(1);
      const [forwarded] = sentry.received;
      expect(forwarded?.method).toBe('POST');
      expect(forwarded?.url).toBe('/api/456/envelope/');
      expect(Buffer.compare(forwarded?.body ?? Buffer.alloc(0), Buffer.from(body))).toBe(0);
      expect(forwarded?.headers['x-forwarded-for']).toBe(tunnel.clientIp);
      expect(forwarded?.headers['content-type']).toBe('application/x-sentry-envelope');
    });

    it('forwards a replay-sized (5 MiB) binary segment intact', async () => {
      const body = envelope(PRIMARY_DSN, randomBytes(5 * 1024 * 1024));
      expect((await post(PRIMARY_QUERY, { body })).status).toBe(200);
      expect(Buffer.compare(sentry.received[0]?.body ?? Buffer.alloc(0), Buffer.from(body))).toBe(0);
    });

    it('streams: Sentry is receiving while the body is still arriving, and gets it byte for byte', async () => {
      const fed = handFedBody();
      const rest = randomBytes(256 * 1024);
      fed.push(headerLine(PRIMARY_DSN));
      const answer = post(PRIMARY_QUERY, { body: fed.stream });
      // The forward has begun though the client has not finished: nothing waits for the whole body.
      await until(() => sentry.started.length === 1, 'Sentry to see the forward begin');
      expect(sentry.received).toEqual([]);
      fed.push(rest);
      fed.end();
      expect((await answer).status).toBe(200);
      expect(Buffer.compare(sentry.received[0]?.body ?? Buffer.alloc(0), Buffer.concat([headerLine(PRIMARY_DSN), rest]))).toBe(0);
    });

    it('serves every DSN in SENTRY_TUNNEL_ALLOWED_DSNS too (no region: no r)', async () => {
      expect((await post('/monitoring?o=7&p=8', { body: envelope(SECOND_DSN) })).status).toBe(200);
      expect(sentry.received.map((r) => r.url)).toEqual(['/api/8/envelope/']);
    });

    it('relays a body-less 204 from Sentry as 204', async () => {
      sentry.answer = (_request, response) => {
        response.writeHead(204);
        response.end();
      };
      expect((await post(PRIMARY_QUERY, { body: envelope(PRIMARY_DSN) })).status).toBe(204);
    });

    it("relays Sentry's status and its rate-limit headers, with the tunnel's own request id", async () => {
      sentry.answer = (_request, response) => {
        response.writeHead(429, {
          'retry-after': '60',
          'x-sentry-rate-limits': '60:error:organization',
          'set-cookie': 'a=b',
          'x-request-id': 'sentrys',
        });
        response.end();
      };
      const response = await post(PRIMARY_QUERY, { body: envelope(PRIMARY_DSN) });
      expect(response.status).toBe(429);
      expect(response.headers.get('retry-after')).toBe('60');
      expect(response.headers.get('x-sentry-rate-limits')).toBe('60:error:organization');
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  describe(`tunnel on ${runtime}: refusals forward nothing and say why`, () => {
    const cases: { name: string; query: string; body: () => BodyInit; headers?: Record<string, string>; status: number; reason: RegExp }[] =
      [
        {
          name: 'missing project',
          query: '/monitoring?o=123',
          body: () => envelope(PRIMARY_DSN),
          status: 400,
          reason: /"p" must be digits/,
        },
        {
          name: 'org not digits',
          query: '/monitoring?o=12a&p=456&r=us',
          body: () => envelope(PRIMARY_DSN),
          status: 400,
          reason: /"o" must be digits/,
        },
        {
          name: 'region not two lowercase letters',
          query: '/monitoring?o=123&p=456&r=US',
          body: () => envelope(PRIMARY_DSN),
          status: 400,
          reason: /"r"/,
        },
        {
          name: 'repeated parameter',
          query: '/monitoring?o=123&o=7&p=456&r=us',
          body: () => envelope(PRIMARY_DSN),
          status: 400,
          reason: /repeated/,
        },
        { name: 'envelope not JSON', query: PRIMARY_QUERY, body: () => 'not json\n{}', status: 400, reason: /not JSON/ },
        { name: 'envelope without DSN', query: PRIMARY_QUERY, body: () => '{"event_id":"1"}\n{}', status: 400, reason: /no DSN/ },
        {
          name: 'envelope header with two DSNs, the allowed one last',
          query: PRIMARY_QUERY,
          body: () => `{"dsn":"https://stolen@o9.ingest.sentry.io/9","dsn":"${PRIMARY_DSN}"}\n{}`,
          status: 400,
          reason: /"dsn" twice/,
        },
        { name: 'empty body', query: PRIMARY_QUERY, body: () => '', status: 400, reason: /empty/ },
        {
          name: 'compressed body',
          query: PRIMARY_QUERY,
          body: () => envelope(PRIMARY_DSN),
          headers: { 'content-encoding': 'gzip' },
          status: 400,
          reason: /compressed/,
        },
        {
          name: 'project not allowed',
          query: '/monitoring?o=999&p=456&r=us',
          body: () => envelope(PRIMARY_DSN),
          status: 403,
          reason: /not allowed/,
        },
        {
          name: 'region missing for a regional DSN',
          query: '/monitoring?o=123&p=456',
          body: () => envelope(PRIMARY_DSN),
          status: 403,
          reason: /not allowed/,
        },
        {
          name: "envelope DSN of another allowed project than the query's",
          query: PRIMARY_QUERY,
          body: () => envelope(SECOND_DSN),
          status: 403,
          reason: /does not match/,
        },
        {
          name: 'envelope DSN with another key',
          query: PRIMARY_QUERY,
          body: () => envelope('https://stolen@o123.ingest.us.sentry.io/456'),
          status: 403,
          reason: /does not match/,
        },
        {
          name: 'envelope DSN pointing elsewhere',
          query: PRIMARY_QUERY,
          body: () => envelope('https://publickey@evil.example.com/456'),
          status: 403,
          reason: /does not match/,
        },
      ];

    it.each(cases)('$name: $status', async ({ query, body, headers, status, reason }) => {
      const response = await post(query, { body: body(), ...(headers ? { headers } : {}) });
      expect(response.status).toBe(status);
      expect(await response.text()).toMatch(reason);
      expect(sentry.received).toEqual([]);
      // The log line and the answer travel different pipes: wait for the line rather than race it.
      await until(() => rejections(status).some((line) => reason.test(String(line.reason))), `a ${status} logged with its reason`);
    });

    it.each(['GET', 'PUT', 'DELETE'])('%s: 405 with Allow: POST', async (method) => {
      const response = await post(PRIMARY_QUERY, { method });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
      expect(sentry.received).toEqual([]);
    });

    it('413 for a body over the 20 MiB limit, without forwarding any of it', async () => {
      const response = await post(PRIMARY_QUERY, { body: envelope(PRIMARY_DSN, new Uint8Array(20 * 1024 * 1024 + 1)) });
      expect(response.status).toBe(413);
      expect(sentry.received).toEqual([]);
    });

    it('413 for a streamed body (no Content-Length) once it passes 20 MiB; Sentry never gets a complete body', async () => {
      const fed = handFedBody();
      fed.push(headerLine(PRIMARY_DSN));
      const answer = post(PRIMARY_QUERY, { body: fed.stream });
      const chunk = new Uint8Array(1024 * 1024);
      for (let sent = 0; sent <= 20; sent++) fed.push(chunk);
      const response = await answer;
      fed.end();
      expect(response.status).toBe(413);
      expect(await response.text()).toMatch(/over the tunnel's limit/);
      expect(sentry.received).toEqual([]);
    });

    it('checks the envelope header as soon as its line arrives: a foreign DSN is refused while the body is still coming', async () => {
      const fed = handFedBody();
      fed.push(headerLine('https://stolen@o123.ingest.us.sentry.io/456'));
      fed.push(new Uint8Array(64 * 1024));
      const response = await post(PRIMARY_QUERY, { body: fed.stream });
      fed.end();
      expect(response.status).toBe(403);
      expect(sentry.started).toEqual([]);
    });

    it("makes its own request id: a client's X-Request-Id is neither echoed nor logged", async () => {
      const response = await post('/monitoring?o=999&p=456&r=us', {
        body: envelope(PRIMARY_DSN),
        headers: { 'x-request-id': 'forged-id-from-the-client' },
      });
      expect(response.status).toBe(403);
      const id = response.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      await until(() => rejections(403).some((line) => line.requestId === id), 'the refusal logged under the id the answer carries');
      expect(rejections(403).map((line) => line.requestId)).not.toContain('forged-id-from-the-client');
    });
  });

  describe(`tunnel on ${runtime}: only for this site's pages`, () => {
    const sentryLike = { 'content-type': 'text/plain;charset=UTF-8' };

    it("forwards what the Sentry SDK in this site's page sends (same-origin fetch: Origin of this site, Sec-Fetch-Site: same-origin)", async () => {
      const response = await post(PRIMARY_QUERY, {
        body: envelope(PRIMARY_DSN),
        headers: { ...sentryLike, origin: tunnel.origin, 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' },
      });
      expect(response.status).toBe(200);
      expect(sentry.received).toHaveLength(1);
    });

    it('refuses a page on another site (403, nothing forwarded, logged)', async () => {
      const response = await post(PRIMARY_QUERY, {
        body: envelope(PRIMARY_DSN),
        headers: { ...sentryLike, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors' },
      });
      expect(response.status).toBe(403);
      expect(await response.text()).toMatch(/cross-site requests are refused/);
      expect(sentry.received).toEqual([]);
      await until(() => rejections(403).some((line) => /evil\.example/.test(String(line.reason))), 'the cross-site refusal to be logged');
    });

    it.each([
      ['Sec-Fetch-Site: cross-site without an Origin', { 'sec-fetch-site': 'cross-site' }],
      ['Sec-Fetch-Site: same-site (a sibling subdomain) without an Origin', { 'sec-fetch-site': 'same-site' }],
      ['Origin: null (a sandboxed frame)', { origin: 'null' }],
    ])('refuses %s', async (_label, headers) => {
      expect((await post(PRIMARY_QUERY, { body: envelope(PRIMARY_DSN), headers: { ...sentryLike, ...headers } })).status).toBe(403);
      expect(sentry.received).toEqual([]);
    });

    it('forwards for a site listed in SENTRY_TUNNEL_ALLOWED_ORIGINS', async () => {
      const response = await post(PRIMARY_QUERY, {
        body: envelope(PRIMARY_DSN),
        headers: { ...sentryLike, origin: PARTNER_ORIGIN, 'sec-fetch-site': 'cross-site' },
      });
      expect(response.status).toBe(200);
    });

    it('forwards for a client that is no browser (no Origin, no Sec-Fetch-Site: a server-side SDK, curl)', async () => {
      expect((await post(PRIMARY_QUERY, { body: envelope(PRIMARY_DSN) })).status).toBe(200);
    });
  });

  describe(`tunnel on ${runtime}: limits`, () => {
    it('rate-limits each client IP: past the limit, 429 with Retry-After and nothing forwarded; another IP is unaffected', async () => {
      await withTunnel(
        {},
        async (limited) => {
          for (let index = 0; index < 3; index++)
            expect((await limited.post(PRIMARY_QUERY, { body: envelope(PRIMARY_DSN), ip: '198.51.100.7' })).status).toBe(200);
          const refused = await limited.post(PRIMARY_QUERY, { body: envelope(PRIMARY_DSN), ip: '198.51.100.7' });
          expect(refused.status).toBe(429);
          const retryAfter = Number(refused.headers.get('retry-after'));
          expect(retryAfter).toBeGreaterThan(0);
          expect(retryAfter).toBeLessThanOrEqual(60);
          expect(sentry.received).toHaveLength(3);
          await until(() => limited.logLines().some((line) => line.status === 429 && line.ip === '198.51.100.7'), 'the 429 to be logged');
          expect((await limited.post(PRIMARY_QUERY, { body: envelope(PRIMARY_DSN), ip: '198.51.100.8' })).status).toBe(200);
        },
        { rateLimitPerMinute: 3 },
      );
    });

    it('408 for a body that stops arriving, once SENTRY_TUNNEL_BODY_TIMEOUT_MS passes without a byte; Sentry never gets a complete body', async () => {
      await withTunnel({ SENTRY_TUNNEL_BODY_TIMEOUT_MS: '1000' }, async (impatient) => {
        const fed = handFedBody();
        fed.push(headerLine(PRIMARY_DSN));
        fed.push(new Uint8Array(1024));
        const started = Date.now();
        const response = await impatient.post(PRIMARY_QUERY, { body: fed.stream });
        fed.end();
        expect(response.status).toBe(408);
        expect(Date.now() - started).toBeLessThan(5000);
        expect(sentry.received).toEqual([]);
        await until(
          () => impatient.logLines().some((line) => line.status === 408 && /stalled for 1000 ms/.test(String(line.reason))),
          'the 408 to be logged',
        );
      });
    });

    it('503 with Retry-After past SENTRY_TUNNEL_MAX_CONCURRENT requests in progress; the one in progress still completes', async () => {
      await withTunnel({ SENTRY_TUNNEL_MAX_CONCURRENT: '1' }, async (narrow) => {
        const fed = handFedBody();
        fed.push(headerLine(PRIMARY_DSN));
        const first = narrow.post(PRIMARY_QUERY, { body: fed.stream });
        await until(() => sentry.started.length === 1, 'the first forward to begin');
        const second = await narrow.post(PRIMARY_QUERY, { body: envelope(PRIMARY_DSN) });
        expect(second.status).toBe(503);
        expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0);
        fed.end();
        expect((await first).status).toBe(200);
        expect(sentry.received).toHaveLength(1);
      });
    });
  });

  describe(`tunnel on ${runtime}: when Sentry fails`, () => {
    it('does not follow a redirect: 502, and the redirect target is never requested', async () => {
      sentry.answer = (_request, response) => {
        response.writeHead(307, { location: `${sentry.origin}/elsewhere` });
        response.end();
      };
      const response = await post(PRIMARY_QUERY, { body: envelope(PRIMARY_DSN) });
      expect(response.status).toBe(502);
      expect(sentry.received.map((r) => r.url)).toEqual(['/api/456/envelope/']);
    });

    it('504 when Sentry does not answer within the timeout', async () => {
      sentry.answer = (_request, response) => {
        setTimeout(() => response.end(), 2000).unref();
      };
      const started = Date.now();
      const response = await post(PRIMARY_QUERY, { body: envelope(PRIMARY_DSN) });
      expect(response.status).toBe(504);
      expect(Date.now() - started).toBeLessThan(1900);
    });

    it('502 when Sentry cannot be reached', async () => {
      await withTunnel({ SENTRY_INGEST_URL: 'http://127.0.0.1:9' }, async (unreachable) => {
        const response = await unreachable.post(PRIMARY_QUERY, { body: envelope(PRIMARY_DSN) });
        expect(response.status).toBe(502);
        await until(() => unreachable.logLines().some((line) => line.status === 502), 'the 502 to be logged');
      });
    });
  });

  describe(`tunnel on ${runtime}: configuration`, () => {
    it('forwards for each allowed key of the same project (key rotation)', async () => {
      const rotated = 'https://newkey@o123.ingest.us.sentry.io/456';
      await withTunnel({ SENTRY_TUNNEL_ALLOWED_DSNS: rotated }, async (both) => {
        for (const dsn of [PRIMARY_DSN, rotated]) expect((await both.post(PRIMARY_QUERY, { body: envelope(dsn) })).status).toBe(200);
        expect(sentry.received).toHaveLength(2);
      });
    });

    it('is served at SENTRY_TUNNEL_PATH, and the old path is then not the tunnel', async () => {
      await withTunnel({ SENTRY_TUNNEL_PATH: '/t/e' }, async (custom) => {
        expect((await custom.post('/t/e?o=123&p=456&r=us', { body: envelope(PRIMARY_DSN) })).status).toBe(200);
        expect((await custom.post(PRIMARY_QUERY, { body: 'x' })).status).toBe(404);
      });
    });

    it('with no DSN configured, allows nothing', async () => {
      await withTunnel({ VITE_SENTRY_DSN: '' }, async (bare) => {
        expect((await bare.post(PRIMARY_QUERY, { body: envelope(PRIMARY_DSN) })).status).toBe(403);
        expect(sentry.received).toEqual([]);
      });
    });
  });
}
