// Issue 26's figures of a fleet: three production servers behind HAProxy sharing one Redis and one
// PostgreSQL (as tests/fleet runs them), under autocannon for a fixed time with a mix of what a site
// sends (a page load, an error envelope through the tunnel, a distinct consent record): requests per
// second through the balancer, p99 and errors. And the idle resident memory of one built server on
// each store: the embedded PGlite on an existing directory (its second start), and DATABASE_URL.
//
// `node scripts/bench/fleet.mjs` runs this part alone on the built server (dist/server/main.js);
// BENCH_FLEET_SECONDS (default 20) and BENCH_FLEET_CONNECTIONS (default 10) shape the load.
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startHaproxy } from '../ensure-haproxy.mjs';
import { startPostgresCluster } from '../ensure-postgresql.mjs';
import { startRedisServer } from '../ensure-redis.mjs';
import { freePort, residentBytes, startFakeSentry, startNode, stop } from './processes.mjs';
import { fixed, mib } from './stats.mjs';
import { consentRecordBody, loadFigures } from './load-figures.mjs';

const INSTANCES = 3;
const DSN = 'https://publickey@o123.ingest.us.sentry.io/456';
/** Page loads before the idle figure: the renderer's caches filled as a visited site's are (issue 26 §5). */
const PAGE_LOADS_BEFORE_IDLE = 100;

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
    const cluster = await startPostgresCluster();
    cleanups.push(cluster.stop);
    const redis = await startRedisServer();
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
    const balancer = await startHaproxy({
      backends: ports.map((port, index) => ({ name: `shellkit${index + 1}`, port })),
      healthPath: '/readyz',
    });
    cleanups.push(balancer.stop);
    const deadline = Date.now() + 15_000;
    while (!Object.values(await balancer.serverStates()).every((state) => state === 'UP')) {
      if (Date.now() > deadline) throw new Error(`HAProxy did not see every server up: ${JSON.stringify(await balancer.serverStates())}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await mixedLoad(balancer.origin, { connections, seconds: 3 });
    return { instances: INSTANCES, connections, seconds, ...(await mixedLoad(balancer.origin, { connections, seconds })) };
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

/** One server's resident memory after start and PAGE_LOADS_BEFORE_IDLE page loads, once the last has settled. */
async function idleResident(label, serverScript, storeEnv) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await startNode(label, serverScript, { ...storeEnv, PORT: String(port), HOST: '127.0.0.1' }, `${origin}/readyz`, 120_000);
  try {
    for (let load = 0; load < PAGE_LOADS_BEFORE_IDLE; load += 1) await (await fetch(`${origin}/`)).arrayBuffer();
    // At rest: what the process keeps once it has nothing to do, not what a request held a moment ago
    // (a bench figure, read after a pause; the tests wait for events instead).
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    return mib(residentBytes(server.pid));
  } finally {
    await stop(server);
  }
}

/** Idle memory on each store: PGlite on an empty directory (the first start), on that directory again, and PostgreSQL. */
async function measureIdleMemory(serverScript) {
  const dir = mkdtempSync(path.join(tmpdir(), 'shellkit-bench-idle-'));
  try {
    const firstStartMiB = await idleResident('production server (first start, embedded)', serverScript, { CONSENT_LEDGER_DIR: dir });
    const embeddedMiB = await idleResident('production server (embedded)', serverScript, { CONSENT_LEDGER_DIR: dir });
    const cluster = await startPostgresCluster();
    try {
      const postgresMiB = await idleResident('production server (DATABASE_URL)', serverScript, { DATABASE_URL: cluster.url });
      return { firstStartMiB, embeddedMiB, postgresMiB };
    } finally {
      await cluster.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function measureFleet({ serverScript, seconds = 20, connections = 10 }) {
  const throughput = await measureThroughput(serverScript, { connections, seconds });
  const idle = await measureIdleMemory(serverScript);
  return { throughput, idle };
}

/** The budgets' figures, for bench.mjs's check. The idle memory's budgets are issue 26 §5's (the smaller server's work). */
export function fleetFigures(fleet) {
  return {
    fleetErrors: [['through HAProxy', fleet.throughput.errors]],
  };
}

/** The bench table's section. */
export function fleetSection(fleet, budgetOf) {
  const { throughput: run, idle } = fleet;
  return {
    title: `Fleet: ${run.instances} servers behind HAProxy, one Redis, one PostgreSQL; autocannon, ${run.connections} connections, ${run.seconds} s of page loads, envelopes and records`,
    rows: [
      [
        'through HAProxy',
        `${fixed(run.throughput, 0)} requests/s, p50 ${fixed(run.p50Ms, 2)} ms, p99 ${fixed(run.p99Ms, 2)} ms; ${run.requests} requests, ${run.errors} errors`,
        budgetOf('fleetErrors'),
      ],
      [
        `idle RSS after ${PAGE_LOADS_BEFORE_IDLE} page loads, embedded PGlite (first start, empty directory)`,
        `${fixed(idle.firstStartMiB)} MiB`,
        '',
      ],
      [`idle RSS after ${PAGE_LOADS_BEFORE_IDLE} page loads, embedded PGlite (existing directory)`, `${fixed(idle.embeddedMiB)} MiB`, ''],
      [`idle RSS after ${PAGE_LOADS_BEFORE_IDLE} page loads, DATABASE_URL`, `${fixed(idle.postgresMiB)} MiB`, ''],
    ],
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const fleet = await measureFleet({
    serverScript: path.resolve('dist/server/main.js'),
    seconds: Number(process.env.BENCH_FLEET_SECONDS ?? 20),
    connections: Number(process.env.BENCH_FLEET_CONNECTIONS ?? 10),
  });
  const section = fleetSection(fleet, () => '');
  console.log(`\n${section.title}`);
  for (const [label, value] of section.rows) console.log(`  ${label}  ${value}`);
}
