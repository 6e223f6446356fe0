// `npm run bench`: builds the shell (lazy, as shipped: the one build, served with each config of
// configs.mjs: today's lazy config, the full tag set, no vendor; and a bench-only eager variant) and a bare
// React + TanStack Router baseline into .bench/, serves each with the production server, answers every
// vendor host on this machine, and prints the figures of docs/performance.md with the budgets of
// budgets.json, ending with `budgets: N met, M missed` (report.mjs prints it; budgets-check.mjs checks the budgets).
// Also writes .bench/results.json and .bench/results.md (the tables docs/performance.md quotes).
//
// `BENCH_ONLY=interaction npm run bench` (or `npm run bench -- --only interaction`) runs only the parts
// named, comma-separated, of: bytes, pageload, interaction, tunnel, ledger, fleet, audit; and checks their budgets.
// BENCH_RUNS (default 5) runs per timed figure; BENCH_TUNNEL_SECONDS (30) and
// BENCH_TUNNEL_CONNECTIONS (10) shape the tunnel load; BENCH_LEDGER_SECONDS (20) the consent ledger's; BENCH_FLEET_SECONDS (20) the fleet's; BENCH_IDLE_SECONDS (40) how long each server idles before its memory is read at rest; BENCH_RESTART_RUNS (10) the SIGKILLs of the restart figure. Needs Chromium at /usr/bin/chromium (or CHROME_PATH).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromiumVersion } from './browser.mjs';
import { checkBudgets } from './budgets-check.mjs';
import { buildAll, vendorEnv } from './builds.mjs';
import { BENCH_CONFIGS } from './configs.mjs';
import { measureBytes } from './bytes.mjs';
import { measureOverhead } from './overhead.mjs';
import { measureInteraction } from './interaction.mjs';
import { runLighthouse, summarizePageLoad } from './lighthouse.mjs';
import { BOUNDED_HEAP_MIB, boundedHeap, servedPage, startFakeSentry, startShellServer, stop, stopAll } from './processes.mjs';
import { machine } from './machine.mjs';
import { report } from './report.mjs';
import { median } from './stats.mjs';
import { measureTunnel } from './tunnel.mjs';
import { measureLedger } from './ledger.mjs';
import { measureFleet } from './fleet.mjs';
import { measureAuditPackage } from './audit-package.mjs';
import { chromiumArgsFor, startVendorTagServer } from './vendor-tags.mjs';
import { startFakeVendorServer, VENDOR_HOSTS } from '../../tests/support/fake-vendors.mjs';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const PARTS = ['bytes', 'pageload', 'interaction', 'tunnel', 'ledger', 'fleet', 'audit'];
const onlyArgument = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const ONLY = (process.env.BENCH_ONLY ?? onlyArgument ?? PARTS.join(',')).split(',').filter(Boolean);
const unknownParts = ONLY.filter((part) => !PARTS.includes(part));
if (unknownParts.length) throw new Error(`BENCH_ONLY: no part named ${unknownParts.join(', ')} (the parts: ${PARTS.join(', ')})`);
const runs = (part) => ONLY.includes(part);
const TUNNEL_SECONDS = Number(process.env.BENCH_TUNNEL_SECONDS ?? 30);
const TUNNEL_CONNECTIONS = Number(process.env.BENCH_TUNNEL_CONNECTIONS ?? 10);
const LEDGER_SECONDS = Number(process.env.BENCH_LEDGER_SECONDS ?? 20);
const FLEET_SECONDS = Number(process.env.BENCH_FLEET_SECONDS ?? 20);
// The memory check of the tunnel, with the heap bounded (processes.mjs boundedHeap).
const LEAK_CHECK_SECONDS = 20;
// Stands for the time a real ingest takes over the internet, for the second tunnel figure (informational).
const INGEST_DELAY_MS = 50;

const log = (message) => console.log(`[bench] ${message}`);

async function pageLoads(servers, vendors) {
  // Interleaved, run by run, so a busy moment on the machine falls on every variant alike.
  const plan = [
    ['lazy', 'first'],
    ['lazy', 'returning'],
    ['fullTagSet', 'first'],
    ['fullTagSet', 'returning'],
    ['eager', 'first'],
    ['eager', 'returning'],
    ['bare', 'first'],
  ];
  const results = Object.fromEntries(plan.map(([build, scenario]) => [`${build}/${scenario}`, []]));
  for (let run = 1; run <= RUNS; run += 1) {
    for (const [build, scenario] of plan) {
      log(`Lighthouse run ${run}/${RUNS}: ${build}, ${scenario === 'first' ? 'first visit' : 'returning visitor'}`);
      results[`${build}/${scenario}`].push(await runLighthouse(servers[build].origin, scenario, vendors));
    }
  }
  return Object.fromEntries(Object.entries(results).map(([key, runs]) => [key, summarizePageLoad(runs)]));
}

async function tunnel(lazyDir, env) {
  const measure = async (delayMs, seconds, serverEnv = {}) => {
    const sentry = await startFakeSentry(delayMs);
    const server = await startShellServer(lazyDir, env, sentry.origin, serverEnv);
    try {
      return await measureTunnel({
        serverOrigin: server.origin,
        serverPid: server.child.pid,
        sentryOrigin: sentry.origin,
        dsn: env.VITE_SENTRY_DSN,
        connections: TUNNEL_CONNECTIONS,
        seconds,
      });
    } finally {
      await stop(server.child);
      await stop(sentry.child);
    }
  };
  log(
    `tunnel: ${TUNNEL_SECONDS} s straight to the fake Sentry, then ${TUNNEL_SECONDS} s through the server, ${TUNNEL_CONNECTIONS} connections`,
  );
  const instant = await measure(0, TUNNEL_SECONDS);
  log(`tunnel again with the fake Sentry answering after ${INGEST_DELAY_MS} ms (10 s each)`);
  const delayed = await measure(INGEST_DELAY_MS, 10);
  log(`tunnel once more for memory: ${LEAK_CHECK_SECONDS} s with the server's heap bounded to ${BOUNDED_HEAP_MIB} MiB`);
  const bounded = await measure(0, LEAK_CHECK_SECONDS, boundedHeap());
  return { instant, delayed: { ...delayed, ingestDelayMs: INGEST_DELAY_MS }, bounded: { ...bounded, heapMiB: BOUNDED_HEAP_MIB } };
}

/** The servers of the builds and configs, the vendor network they reach, and what the Chromium of each measure is told. */
async function startServers(builds) {
  const vendors = await startFakeVendorServer();
  const sentry = await startFakeSentry();
  const servers = { bare: await startShellServer(builds.bare, {}, sentry.origin) };
  for (const [name, env] of Object.entries(BENCH_CONFIGS)) servers[name] = await startShellServer(builds.lazy, env, sentry.origin);
  servers.eager = await startShellServer(builds.eager, vendorEnv(), sentry.origin);
  // The full tag set's tags beyond the shared fake network (TikTok, LinkedIn, UET and the hosts they reach).
  const tags = await startVendorTagServer(servers.fullTagSet.origin, VENDOR_HOSTS);
  const network = { hits: vendors.hits, chromiumArgs: chromiumArgsFor(vendors, tags) };
  return {
    servers,
    network,
    close: async () => {
      await stopAll();
      await vendors.close();
      await tags.close();
    },
  };
}

async function measureBytesOf(builds, servers, env) {
  const client = (build) => path.join(build, 'client');
  const bytes = {
    // One build serves every config: the initial scripts are those of the page each config's server sends.
    lazy: measureBytes(client(builds.lazy), await servedPage(servers.lazy.origin)),
    fullTagSet: measureBytes(client(builds.lazy), await servedPage(servers.fullTagSet.origin)),
    eager: measureBytes(client(builds.eager)),
    bare: measureBytes(client(builds.bare)),
  };
  // The eager build exists to show what lazy loading buys: with no SDK in its initial scripts it would measure the
  // lazy build twice and every "lazy / eager" figure would read 1 (as it did once the composition root became a
  // chunk of its own, which the eager plugin, eagerVendorSdks in vite/client-build.ts, did not know).
  if (bytes.eager.initialVendorSdk.gzip === 0)
    throw new Error(
      'the eager build has no vendor SDK in its initial JavaScript: SHELLKIT_BENCH_EAGER_SDKS did not take effect (vite/client-build.ts eagerVendorSdks)',
    );
  log('what the overhead is made of (the lazy and bare builds again, in memory, with source maps)');
  bytes.overhead = await measureOverhead(env);
  return bytes;
}

async function main() {
  const started = Date.now();
  // The audit part measures the audit package alone: no shell build for it.
  const needsBuilds = ONLY.some((part) => part !== 'audit');
  log(`parts: ${ONLY.join(', ')}${needsBuilds ? '; building into .bench/ (lazy, eager, bare)' : ''}`);
  const builds = needsBuilds ? buildAll() : undefined;
  mkdirSync('.bench', { recursive: true });
  const env = vendorEnv();
  const chromium = chromiumVersion();
  const results = { takenAt: undefined, runs: RUNS, parts: ONLY };
  if (runs('bytes') || runs('pageload') || runs('interaction')) {
    const { servers, network, close } = await startServers(builds);
    try {
      if (runs('bytes')) results.bytes = await measureBytesOf(builds, servers, env);
      if (runs('pageload')) results.pageLoad = await pageLoads(servers, network);
      if (runs('interaction')) {
        const origins = Object.fromEntries(Object.entries(servers).map(([name, server]) => [name, server.origin]));
        results.interaction = await measureInteraction({ origins, chromiumArgs: network.chromiumArgs, runs: RUNS, log });
      }
    } finally {
      await close();
    }
  }
  if (runs('tunnel')) results.tunnel = await tunnel(builds.lazy, env);
  if (runs('ledger')) {
    log(`consent ledger: ${LEDGER_SECONDS} s of distinct records on the embedded default, then on a throwaway PostgreSQL`);
    results.ledger = await measureLedger({ serverScript: path.join(builds.lazy, 'server', 'main.js'), seconds: LEDGER_SECONDS });
  }
  if (runs('fleet')) {
    log(
      `fleet: three servers behind HAProxy for ${FLEET_SECONDS} s, then one server's memory at rest on each store, the first start included, and its restarts after a SIGKILL`,
    );
    results.fleet = await measureFleet({ serverScript: path.join(builds.lazy, 'server', 'main.js'), seconds: FLEET_SECONDS });
  }

  if (runs('audit')) results.audit = await measureAuditPackage({ runs: Math.min(RUNS, 3), log });

  const benchmarkIndex = results.pageLoad ? median(Object.values(results.pageLoad).map((summary) => summary.benchmarkIndex)) : Number.NaN;
  results.takenAt = new Date().toISOString();
  results.machine = machine(chromium, benchmarkIndex);
  const checks = checkBudgets(results);
  results.budgets = checks;
  results.met = checks.filter((check) => check.met).length;
  results.missed = checks.length - results.met;
  results.minutes = (Date.now() - started) / 60000;

  report(results, { onlyParts: ONLY.length < PARTS.length ? ONLY : undefined });
}

main().catch(async (error) => {
  await stopAll();
  console.error(error);
  process.exit(1);
});
