// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHaproxy, type RunningHaproxy } from '../../scripts/ensure-haproxy.mjs';
import { startFleetServices } from '../support/fleet-services';
import { envelope, PRIMARY_DSN, startShellServer, until, type FakeSentry, type RunningServer } from '../support/server-harness';

/**
 * Issue 26: three built servers (`npm run build` first) behind HAProxy, round robin, sharing one
 * Redis and one PostgreSQL, all on 127.0.0.1 and all started here (installed first when missing).
 */
// The balancer asks readiness: an instance draining or without its database takes no traffic.
const HEALTH_CHECK_PATH = '/readyz';
const INSTANCES = 3;
const LIMIT = 30;
/** Five times the limit, so each instance alone would let the whole limit through (and more). */
const FLOOD = LIMIT * 5;
/** Envelopes in flight at once from the flooding client. */
const CONCURRENCY = 10;
const TUNNEL = '/monitoring?o=123&p=456&r=us';

/** Sends `count` requests through `send`, `concurrency` at a time; answers their statuses in order. */
async function inParallel(count: number, concurrency: number, send: (index: number) => Promise<number>): Promise<number[]> {
  const statuses: number[] = new Array<number>(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      statuses[index] = await send(index);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return statuses;
}

const refusedForRate = (server: RunningServer) =>
  server.logLines().filter((line) => line.msg === 'tunnel request rejected' && line.status === 429).length;

describe('a fleet of three servers behind HAProxy, one Redis, one PostgreSQL', () => {
  const stops: (() => unknown)[] = [];
  let sentry: FakeSentry;
  let servers: RunningServer[] = [];
  let balancer: RunningHaproxy;

  beforeAll(async () => {
    const services = await startFleetServices(stops);
    ({ sentry } = services);
    const env = {
      DATABASE_URL: services.databaseUrl,
      REDIS_URL: services.redisUrl,
      // HAProxy is the one proxy in front: the client is the address it appends to X-Forwarded-For.
      TRUST_PROXY: 'true',
      VITE_SENTRY_DSN: PRIMARY_DSN,
      SENTRY_INGEST_URL: sentry.origin,
      SENTRY_TUNNEL_RATE_LIMIT: String(LIMIT),
    };
    // Started together, so they migrate the empty database at the same moment.
    servers = await Promise.all(Array.from({ length: INSTANCES }, () => startShellServer(env)));
    stops.push(() => Promise.all(servers.map((server) => server.stop())));
    balancer = await startHaproxy({
      backends: servers.map((server, index) => ({ name: `shellkit${index + 1}`, port: Number(new URL(server.origin).port) })),
      healthPath: HEALTH_CHECK_PATH,
    });
    stops.push(balancer.stop);
    const states = async () => Object.values(await balancer.serverStates());
    const deadline = Date.now() + 15_000;
    while (!(await states()).every((state) => state === 'UP')) {
      if (Date.now() > deadline) throw new Error(`HAProxy did not see every server up: ${JSON.stringify(await balancer.serverStates())}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }, 120_000);

  afterAll(async () => {
    for (const stop of stops.reverse()) await stop();
  });

  it('holds one client flooding the tunnel to the configured limit in total, spread over the three', async () => {
    const statuses = await inParallel(FLOOD, CONCURRENCY, async () => {
      const response = await fetch(`${balancer.origin}${TUNNEL}`, { method: 'POST', body: envelope(PRIMARY_DSN) });
      await response.body?.cancel();
      return response.status;
    });
    const forwarded = statuses.filter((status) => status === 200).length;
    const refused = statuses.filter((status) => status === 429).length;
    console.log(`fleet flood: ${forwarded} of ${FLOOD} envelopes forwarded, ${refused} refused (429); limit ${LIMIT}`);
    expect(forwarded + refused).toBe(FLOOD);
    expect(Math.abs(forwarded - LIMIT)).toBeLessThanOrEqual(LIMIT * 0.1);
    await until(() => sentry.received.length === forwarded, 'Sentry to receive every forwarded envelope');
    // Round robin: every instance took its share of the flood, and refused its share past the shared count.
    for (const server of servers) expect(refusedForRate(server)).toBeGreaterThan(0);
  });

  it('carries on when one instance is killed, and HAProxy takes it out', async () => {
    const [killed] = servers.slice(-1);
    if (!killed) throw new Error('no server');
    killed.process.kill('SIGKILL');
    const pageLoads = () =>
      inParallel(INSTANCES * 10, 5, async () => {
        const response = await fetch(`${balancer.origin}/`);
        await response.body?.cancel();
        return response.status;
      });
    // At once, before any health check has seen it: the requests it would have taken go to the others.
    expect(new Set(await pageLoads())).toEqual(new Set([200]));
    const name = `shellkit${INSTANCES}`;
    const deadline = Date.now() + 10_000;
    while ((await balancer.serverStates())[name] !== 'DOWN') {
      if (Date.now() > deadline) throw new Error(`HAProxy did not take ${name} out: ${JSON.stringify(await balancer.serverStates())}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await balancer.serverStates()).toEqual({ shellkit1: 'UP', shellkit2: 'UP', [name]: 'DOWN' });
    expect(new Set(await pageLoads())).toEqual(new Set([200]));
  });
});
