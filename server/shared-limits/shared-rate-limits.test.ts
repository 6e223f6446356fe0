// @vitest-environment node
import type { MiddlewareHandler } from 'hono';
import type { Redis } from 'ioredis';
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
const unreachableWarnings = (lines: readonly LoggedLine[], route: string) =>
  lines.filter((line) => line.msg === 'shared rate limit unreachable' && line.fields?.route === route);

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

  describe('when Redis becomes unreachable', () => {
    let lost: Awaited<ReturnType<typeof startRedisServer>>;
    let instances: Instance[];

    beforeAll(async () => {
      lost = await startRedisServer();
      instances = await twoInstances(lost.url, '198.51.100.3');
      // Reachable at first: the limits are shared, and nothing is logged about Redis.
      expect(instances.flatMap((one) => unreachableWarnings(one.lines, 'tunnel'))).toHaveLength(0);
      await lost.stop();
    });

    it('the tunnel keeps serving, each instance holding the client to the limit on its own, and says so once', async () => {
      const statuses = await spread(instances, '/monitoring');
      expect(passedTheLimit(statuses)).toBe(LIMIT * instances.length);
      expect(statuses.filter((status) => status === 429)).toHaveLength(REQUESTS - LIMIT * instances.length);
      for (const one of instances) {
        expect(unreachableWarnings(one.lines, 'tunnel')).toEqual([
          expect.objectContaining({ level: 'warn', fields: expect.objectContaining({ whileUnreachable: 'count-in-this-process' }) }),
        ]);
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
      for (const each of instances) {
        expect(unreachableWarnings(each.lines, 'consent-records')).toEqual([
          expect.objectContaining({ level: 'warn', fields: expect.objectContaining({ whileUnreachable: 'refuse' }) }),
        ]);
      }
    });

    it('the limits are shared again once Redis is back, and that is said once', async () => {
      const back = await startRedisServer({ port: lost.port });
      try {
        await until(() => instances.every((one) => one.redis.status === 'ready'), 'both instances to reconnect');
        // A new client: shared counting from its first request, whatever each instance counted alone.
        for (const each of instances) each.client.ip = '198.51.100.4';
        const statuses = await spread(instances, CONSENT_RECORDS_PATH);
        expect(passedTheLimit(statuses)).toBe(LIMIT);
        for (const each of instances)
          expect(
            each.lines.filter((line) => line.msg === 'shared rate limit reachable again' && line.fields?.route === 'consent-records'),
          ).toHaveLength(1);
      } finally {
        await back.stop();
      }
    });
  });
});
