// Issue 26's figures of a fleet: three production servers behind HAProxy sharing one Redis and one
// PostgreSQL (as tests/fleet runs them), under autocannon for a fixed time with a mix of what a site
// sends (a page load, an error envelope through the tunnel, a distinct consent record): requests per
// second through the balancer, p99 and errors. And the idle resident memory of one built server on
// each store: the embedded PGlite on an existing directory (its second start), and DATABASE_URL. And how soon
// an embedded-ledger server is back after a SIGKILL (restart.mjs).
//
// `node scripts/bench/fleet.mjs` runs this part alone on the built server (dist/server/main.js);
// BENCH_FLEET_SECONDS (default 20) and BENCH_FLEET_CONNECTIONS (default 10) shape the load.
import autocannon from 'autocannon';
import { startHaproxy } from '../ensure-haproxy.mjs';
import { startPostgresCluster } from '../ensure-postgresql.mjs';
import { startRedisServer } from '../ensure-redis.mjs';
import { idleMemoryFigures, idleMemoryRows, measureIdleMemory } from './idle-memory.mjs';
import { measureRestart, restartRows } from './restart.mjs';
import { freePort, startFakeSentry, startNode, stop, stoppedOnExit } from './processes.mjs';
import { fixed } from './stats.mjs';
import { TIMED_OUT, within } from './time-limit.mjs';
import { consentRecordBody, loadFigures } from './load-figures.mjs';
import { PRODUCT_SERVER_SCRIPT } from '../../tests/support/product-build.mjs';

const INSTANCES = 3;
const DSN = 'https://publickey@o123.ingest.us.sentry.io/456';
/** Each of the fleet's processes stops in well under a second; the servers' own stop is bounded at 10 s (processes.mjs). */
const CLEANUP_WITHIN_MS = 15_000;

/** autocannon cycling through a page load, an envelope and a new consent record, each connection in turn. */
function mixedLoad(origin, { connections, seconds }) {
  const envelope = `${JSON.stringify({ dsn: DSN, sent_at: new Date().toISOString() })}\n{"type":"event"}\n{"message":"bench"}\n`;
  return new Promise((resolve, reject) => {
    const latencies = [];
    const instance = autocannon(
      {
        url: origin,
        connections,
        pipelining: 1,
        duration: seconds,
        requests: [
          { method: 'GET', path: '/' },
          {
            method: 'POST',
            path: '/monitoring?o=123&p=456&r=us',
            body: envelope,
            headers: { 'content-type': 'application/x-sentry-envelope' },
          },
          {
            method: 'POST',
            path: '/consent/records',
            headers: { 'content-type': 'application/json', origin },
            setupRequest: (request) => ({ ...request, body: consentRecordBody() }),
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          ...loadFigures(result, latencies, seconds),
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
}

/** The three servers, HAProxy in front, and the load through it. */
async function measureThroughput(serverScript, { connections, seconds }) {
  const cleanups = [];
  try {
    const cluster = stoppedOnExit(await startPostgresCluster());
    cleanups.push(cluster.stop);
    const redis = stoppedOnExit(await startRedisServer());
    cleanups.push(redis.stop);
    const sentry = await startFakeSentry();
    cleanups.push(() => stop(sentry.child));
    const env = {
      DATABASE_URL: cluster.url,
      REDIS_URL: redis.url,
      TRUST_PROXY: 'true',
      VITE_SENTRY_DSN: DSN,
      SENTRY_INGEST_URL: sentry.origin,
      // Throughput, not abuse: every request comes from one address, so the per-IP limits are lifted.
      SENTRY_TUNNEL_RATE_LIMIT: '1000000',
      CONSENT_RECORDS_RATE_LIMIT: '1000000',
    };
    const ports = await Promise.all(Array.from({ length: INSTANCES }, () => freePort()));
    const servers = await Promise.all(
      ports.map((port) =>
        startNode(
          'production server (fleet)',
          serverScript,
          { ...env, PORT: String(port), HOST: '127.0.0.1' },
          `http://127.0.0.1:${port}/readyz`,
          60_000,
        ),
      ),
    );
    cleanups.push(() => Promise.all(servers.map(stop)));
    const balancer = stoppedOnExit(
      await startHaproxy({
        backends: ports.map((port, index) => ({ name: `shellkit${index + 1}`, port })),
        healthPath: '/readyz',
      }),
    );
    cleanups.push(balancer.stop);
    const deadline = Date.now() + 15_000;
    while (!Object.values(await balancer.serverStates()).every((state) => state === 'UP')) {
      if (Date.now() > deadline) throw new Error(`HAProxy did not see every server up: ${JSON.stringify(await balancer.serverStates())}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await mixedLoad(balancer.origin, { connections, seconds: 3 });
    return { instances: INSTANCES, connections, seconds, ...(await mixedLoad(balancer.origin, { connections, seconds })) };
  } finally {
    // HAProxy's stop waits with no limit for it to exit on SIGTERM: past this one the bench carries on, and stoppedOnExit tries again.
    for (const cleanup of cleanups.reverse())
      if ((await within(Promise.resolve(cleanup()), CLEANUP_WITHIN_MS)) === TIMED_OUT)
        console.error(`[bench] a fleet process did not stop within ${CLEANUP_WITHIN_MS / 1000} s; the bench carries on`);
  }
}

export async function measureFleet({ serverScript, seconds = 20, connections = 10 }) {
  const throughput = await measureThroughput(serverScript, { connections, seconds });
  const idle = await measureIdleMemory(serverScript);
  const restart = await measureRestart(serverScript);
  return { throughput, idle, restart };
}

/** The budgets' figures, for bench.mjs's check. */
export function fleetFigures(fleet) {
  return {
    fleetErrors: [['through HAProxy', fleet.throughput.errors]],
    ...idleMemoryFigures(fleet.idle),
    restartAfterSigkillMs: [['embedded ledger, worst of the kills', Math.max(...fleet.restart.runs.map((run) => run.backMs))]],
  };
}

/** The bench table's section. */
export function fleetSection(fleet, budgetOf) {
  const { throughput: run, idle, restart } = fleet;
  return {
    title: `Fleet: ${run.instances} servers behind HAProxy, one Redis, one PostgreSQL; autocannon, ${run.connections} connections, ${run.seconds} s of page loads, envelopes and records`,
    rows: [
      [
        'through HAProxy',
        `${fixed(run.throughput, 0)} requests/s, p50 ${fixed(run.p50Ms, 2)} ms, p99 ${fixed(run.p99Ms, 2)} ms; ${run.requests} requests, ${run.errors} errors`,
        budgetOf('fleetErrors'),
      ],
      ...idleMemoryRows(idle, budgetOf),
      ...restartRows(restart).map(([label, value], index) => [label, value, index === 0 ? budgetOf('restartAfterSigkillMs') : '']),
    ],
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const fleet = await measureFleet({
    serverScript: PRODUCT_SERVER_SCRIPT,
    seconds: Number(process.env.BENCH_FLEET_SECONDS ?? 20),
    connections: Number(process.env.BENCH_FLEET_CONNECTIONS ?? 10),
  });
  const section = fleetSection(fleet, () => '');
  console.log(`\n${section.title}`);
  for (const [label, value] of section.rows) console.log(`  ${label}  ${value}`);
}
