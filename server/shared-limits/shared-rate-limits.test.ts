// @vitest-environment node
import type { MiddlewareHandler } from 'hono';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shellConfigFromEnv, vendorOrigins } from '../../src/composition/shell-env';
import { CONSENT_RECORDS_PATH } from '../../src/domain/consent-record';
import { startRedisServer } from '../../scripts/ensure-redis.mjs';
import { createApp } from '../app';
import { parseServerEnv } from '../config/server-config.schema';
import type { ConsentLedger } from '../consent-ledger/consent-ledger-port';
import type { ServerLog } from '../server-log';
import { until } from '../../tests/support/server-harness';
import { connectRedis } from './redis-connection';
import { redisRateLimitCounts } from './redis-rate-limit-counts';

const LIMIT = 10;
const REQUESTS = 30;
const INDEX = '<!doctype html><html><head></head><body></body></html>';
/** Never reached: every request here is refused by the limit or, past it, for its body. */
const unusedLedger = {} as ConsentLedger;

interface LoggedLine {
  readonly level: 'info' | 'warn';
  readonly msg: string;
  readonly fields: Record<string, unknown> | undefined;
}

/** One server instance, counting its limits in the Redis at `redisUrl` through a connection of its own. */
async function instance(redisUrl: string, clientIp: string) {
  const server = parseServerEnv({
    SENTRY_TUNNEL_RATE_LIMIT: String(LIMIT),
    CONSENT_RECORDS_RATE_LIMIT: String(LIMIT),
    REDIS_URL: redisUrl,
  });
  const shell = shellConfigFromEnv({});
  if (!server.ok) throw new Error(server.error);
  if (!shell.ok) throw new Error(shell.error);
  const lines: LoggedLine[] = [];
  const client = { ip: clientIp };
  const log: ServerLog = {
    info: (msg, fields) => lines.push({ level: 'info', msg, fields }),
    warn: (msg, fields) => lines.push({ level: 'warn', msg, fields }),
  };
  const redis = await connectRedis(redisUrl);
  const sharedCounts = redisRateLimitCounts(redis, log);
  const serveClientFile = (): MiddlewareHandler => async (_c, next) => next();
  const app = createApp({
    shell: shell.config,
    vendorOrigins: vendorOrigins(shell.config),
    indexHtml: INDEX,
    server: server.config,
    tunnel: { fetch, log, clientIp: () => client.ip, sharedCounts },
    consentLedger: { ledger: unusedLedger, log, clientIp: () => client.ip, sharedCounts },
    serveClientFile,
  });
  return { app, redis, lines, client };
}

type Instance = Awaited<ReturnType<typeof instance>>;

/** Sends `REQUESTS` posts to `path`, taking turns between the instances as a round-robin balancer does; answers the statuses. */
async function spread(instances: readonly Instance[], path: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let index = 0; index < REQUESTS; index += 1) {
    const target = instances[index % instances.length];
    if (!target) throw new Error('no instance');
    const response = await target.app.request(path, { method: 'POST', body: 'not an envelope nor a record' });
    statuses.push(response.status);
  }
  return statuses;
}

const passedTheLimit = (statuses: readonly number[]) => statuses.filter((status) => status !== 429 && status !== 503).length;
/** The lines about Redis's outages: one when it is lost, one when it is back, whatever the requests (issue 35). */
const redisOutageLines = (lines: readonly LoggedLine[]) =>
  lines.filter((line) => /^dependency /.test(line.msg) && line.fields?.dependency === 'redis').map((line) => `${line.level} ${line.msg}`);

describe('per-IP limits shared through Redis (REDIS_URL)', () => {
  let redis: Awaited<ReturnType<typeof startRedisServer>>;
  const connections: Redis[] = [];
  const twoInstances = async (url: string, clientIp: string) => {
    const pair = [await instance(url, clientIp), await instance(url, clientIp)];
    connections.push(...pair.map((one) => one.redis));
    return pair;
  };

  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    for (const connection of connections) connection.disconnect();
    await redis?.stop();
  });

  it('hold one client to the tunnel limit in total across two instances', async () => {
    const statuses = await spread(await twoInstances(redis.url, '198.51.100.1'), '/monitoring');
    expect(passedTheLimit(statuses)).toBe(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(REQUESTS - LIMIT);
  });

  it('hold one client to the consent records limit in total across two instances', async () => {
    const statuses = await spread(await twoInstances(redis.url, '198.51.100.2'), CONSENT_RECORDS_PATH);
    expect(passedTheLimit(statuses)).toBe(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(REQUESTS - LIMIT);
  });

  // Issue 35: a hung Redis (stopped, not dead: its connections stay open) cost every rate-limited request its command
  // timeout, twice (hono-rate-limiter reloads its script and asks again), for the whole outage.
  it('ask a hung Redis once, not on every request: the rest count in this process at once, until it answers again', async () => {
    const hung = await startRedisServer();
    const observer = new Redis(hung.url);
    try {
      const one = await instance(hung.url, '198.51.100.5');
      connections.push(one.redis);
      const tunnel = () => one.app.request('/monitoring', { method: 'POST', body: 'not an envelope' });
      // Redis's own count of the commands the counts sent it (their script, and loading it again): what was asked of it,
      // hung or not, once it runs again. Its connection's PINGs are not counts.
      const countedByRedis = async () => {
        const stats = await observer.info('commandstats');
        const calls = [...stats.matchAll(/^cmdstat_(evalsha|script\|load):calls=(\d+)/gm)];
        return calls.reduce((sum, [, , count]) => sum + Number(count), 0);
      };
      expect((await tunnel()).status).toBe(400);
      const before = await countedByRedis();
      hung.pause();
      const statuses: number[] = [];
      for (let index = 0; index < 20; index += 1) statuses.push((await tunnel()).status);
      // Counted in this process: the limit's worth through, the rest 429, none waiting for Redis to answer.
      expect(statuses.filter((status) => status === 400)).toHaveLength(LIMIT);
      expect(statuses.filter((status) => status === 429)).toHaveLength(20 - LIMIT);
      hung.resume();
      await until(() => redisOutageLines(one.lines).length === 2, 'the instance to find Redis answering again');
      // The first request waited its command timeout; the 19 after it did not ask.
      expect((await countedByRedis()) - before).toBe(1);
      expect(redisOutageLines(one.lines)).toEqual(['warn dependency unavailable', 'info dependency available again']);
      // Back: the next request is counted in Redis again.
      expect((await tunnel()).status).toBe(400);
      expect((await countedByRedis()) - before).toBeGreaterThan(1);
    } finally {
      observer.disconnect();
      await hung.stop();
    }
  });

  describe('when Redis becomes unreachable', () => {
    let lost: Awaited<ReturnType<typeof startRedisServer>>;
    let instances: Instance[];

    beforeAll(async () => {
      lost = await startRedisServer();
      instances = await twoInstances(lost.url, '198.51.100.3');
      // Reachable at first: the limits are shared, and nothing is logged about Redis.
      expect(instances.flatMap((one) => redisOutageLines(one.lines))).toHaveLength(0);
      await lost.stop();
    });

    it('the tunnel keeps serving, each instance holding the client to the limit on its own, and says so once', async () => {
      const statuses = await spread(instances, '/monitoring');
      expect(passedTheLimit(statuses)).toBe(LIMIT * instances.length);
      expect(statuses.filter((status) => status === 429)).toHaveLength(REQUESTS - LIMIT * instances.length);
      for (const one of instances) {
        expect(redisOutageLines(one.lines)).toEqual(['warn dependency unavailable']);
        expect(one.lines.find((line) => line.msg === 'dependency unavailable')?.fields).toEqual({
          dependency: 'redis',
          reason: expect.any(String),
          whileUnavailable: 'rate limits counted in each process; consent records refused with 503 (their browsers send them again)',
        });
      }
    });

    it('the consent ledger refuses records with 503 and Retry-After (the browser sends them again), and says so once', async () => {
      const [one] = instances;
      if (!one) throw new Error('no instance');
      const response = await one.app.request(CONSENT_RECORDS_PATH, { method: 'POST', body: '{}' });
      expect(response.status).toBe(503);
      expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0);
      const statuses = await spread(instances, CONSENT_RECORDS_PATH);
      expect(statuses.every((status) => status === 503)).toBe(true);
      // The outage's one line was written by the tunnel's first request: thirty refusals wrote none.
      for (const each of instances) expect(redisOutageLines(each.lines)).toEqual(['warn dependency unavailable']);
    });

    it('the limits are shared again once Redis is back, and that is said once', async () => {
      const back = await startRedisServer({ port: lost.port });
      try {
        await until(
          () => instances.every((one) => redisOutageLines(one.lines).length === 2),
          'both instances to find Redis back (one PING as soon as they reconnect)',
        );
        // A new client: shared counting from its first request, whatever each instance counted alone.
        for (const each of instances) each.client.ip = '198.51.100.4';
        const statuses = await spread(instances, CONSENT_RECORDS_PATH);
        expect(passedTheLimit(statuses)).toBe(LIMIT);
        for (const each of instances)
          expect(redisOutageLines(each.lines)).toEqual(['warn dependency unavailable', 'info dependency available again']);
      } finally {
        await back.stop();
      }
    });
  });
});
