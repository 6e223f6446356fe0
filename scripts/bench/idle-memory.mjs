// Issue 26 §5's figures: the resident memory of one built server after 100 page loads, on each store:
// the embedded PGlite on an empty directory (the first start), on that directory again, and DATABASE_URL.
// Each is read twice: 2 s after the last load, and at rest, once the server has been idle for
// BENCH_IDLE_SECONDS (default 40): V8 returns the garbage of the loads (its "memory reducer") only after
// some 20 s without work, and a server at rest is what the budgets are about. With it, what the memory
// is made of (memory-probe.mjs inside the server, /proc/PID/smaps outside), to say where a budget goes.
//
// `node scripts/bench/idle-memory.mjs` runs this part alone on the built server (dist/server/main.js).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgresCluster } from '../ensure-postgresql.mjs';
import { freePort, residentBytes, startNode, stop, stoppedOnExit } from './processes.mjs';
import { fixed, mib } from './stats.mjs';
import { PRODUCT_SERVER_SCRIPT } from '../../tests/support/product-build.mjs';

/** Page loads before the figures: the renderer's caches filled as a visited site's are (issue 26 §5). */
export const PAGE_LOADS_BEFORE_IDLE = 100;
const SOON_AFTER_MS = 2_000;
const PROBE = fileURLToPath(new URL('./memory-probe.mjs', import.meta.url));
/** V8 reserves 8 GiB and more of address space for each WebAssembly memory (its guard region); nothing else this large. */
const WEBASSEMBLY_RESERVATION_BYTES = 8 * 1024 ** 3;

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resident bytes of `pid` by kind, from /proc/PID/smaps: the program's files (the node binary and its
 * libraries, shared with every Node process and the same for any server) and the WebAssembly memory
 * actually touched (the anonymous pages inside a WebAssembly reservation, however V8 split it up).
 */
function residentByKind(pid) {
  const mappings = [];
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \d+\s*(.*)$/.exec(line);
    if (head) mappings.push({ start: parseInt(head[1], 16), end: parseInt(head[2], 16), file: head[3].startsWith('/'), rss: 0 });
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && mappings.length) mappings[mappings.length - 1].rss = Number(rss[1]) * 1024;
  }
  const runs = [];
  for (const mapping of mappings) {
    const last = runs.at(-1);
    if (last && !last.file && !mapping.file && last.end === mapping.start) {
      last.end = mapping.end;
      last.rss += mapping.rss;
    } else runs.push({ ...mapping });
  }
  const sum = (list) => list.reduce((total, run) => total + run.rss, 0);
  return {
    programFiles: sum(runs.filter((run) => run.file)),
    webAssemblyResident: sum(runs.filter((run) => !run.file && run.end - run.start >= WEBASSEMBLY_RESERVATION_BYTES)),
  };
}

/** Asks the server's probe for its process.memoryUsage() and WebAssembly memory size. */
async function probed(pid, file) {
  process.kill(pid, 'SIGUSR2');
  for (let attempt = 0; attempt < 100 && !existsSync(file); attempt += 1) await pause(50);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

async function idleServer(label, serverScript, storeEnv, idleSeconds) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const probeFile = path.join(mkdtempSync(path.join(tmpdir(), 'shellkit-bench-probe-')), 'memory.json');
  const server = await startNode(
    label,
    serverScript,
    { ...storeEnv, NODE_OPTIONS: `--import ${PROBE}`, BENCH_MEMORY_PROBE_FILE: probeFile, PORT: String(port), HOST: '127.0.0.1' },
    `${origin}/readyz`,
    120_000,
  );
  try {
    for (let load = 0; load < PAGE_LOADS_BEFORE_IDLE; load += 1) await (await fetch(`${origin}/`)).arrayBuffer();
    const loadedAt = Date.now();
    await pause(SOON_AFTER_MS);
    const soonAfterMiB = mib(residentBytes(server.pid));
    await pause(Math.max(0, loadedAt + idleSeconds * 1000 - Date.now()));
    const atRestMiB = mib(residentBytes(server.pid));
    const made = { ...(await probed(server.pid, probeFile)), ...residentByKind(server.pid) };
    return { label, soonAfterMiB, atRestMiB, madeOfMiB: Object.fromEntries(Object.entries(made).map(([key, bytes]) => [key, mib(bytes)])) };
  } finally {
    await stop(server);
    rmSync(path.dirname(probeFile), { recursive: true, force: true });
  }
}

/** The three cases, one after the other. */
export async function measureIdleMemory(serverScript, { idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 40) } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'shellkit-bench-idle-'));
  try {
    const firstStart = await idleServer(
      'embedded PGlite, first start (empty directory)',
      serverScript,
      { CONSENT_LEDGER_DIR: dir },
      idleSeconds,
    );
    const embedded = await idleServer('embedded PGlite, existing directory', serverScript, { CONSENT_LEDGER_DIR: dir }, idleSeconds);
    const cluster = stoppedOnExit(await startPostgresCluster());
    try {
      const postgres = await idleServer('DATABASE_URL', serverScript, { DATABASE_URL: cluster.url }, idleSeconds);
      return { idleSeconds, firstStart, embedded, postgres };
    } finally {
      await cluster.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The budgets' figures, for bench.mjs's check: at rest, on each store, the first start included. */
export function idleMemoryFigures(idle) {
  return {
    embeddedLedgerRestingMiB: [idle.firstStart, idle.embedded].map((run) => [run.label, run.atRestMiB]),
    postgresLedgerRestingMiB: [[idle.postgres.label, idle.postgres.atRestMiB]],
  };
}

/** What a figure is made of, in one cell. */
export function madeOf({ madeOfMiB: m }) {
  const wasm = m.webAssemblyMemory
    ? `; WebAssembly memory ${fixed(m.webAssemblyMemory)} MiB (${fixed(m.webAssemblyResident)} resident)`
    : '';
  return `V8 heap ${fixed(m.heapTotal)} MiB (${fixed(m.heapUsed)} used), external ${fixed(m.external)} (array buffers ${fixed(m.arrayBuffers)})${wasm}; program files ${fixed(m.programFiles)}`;
}

/** The bench table's rows: one per case. */
export function idleMemoryRows(idle, budgetOf) {
  const budget = { firstStart: 'embeddedLedgerRestingMiB', embedded: 'embeddedLedgerRestingMiB', postgres: 'postgresLedgerRestingMiB' };
  return Object.entries(budget).map(([key, budgetKey]) => {
    const run = idle[key];
    return [
      `RSS at rest (${idle.idleSeconds} s idle) after ${PAGE_LOADS_BEFORE_IDLE} page loads, ${run.label}`,
      `${fixed(run.atRestMiB)} MiB (${fixed(run.soonAfterMiB)} MiB ${SOON_AFTER_MS / 1000} s after the last load); ${madeOf(run)}`,
      budgetOf(budgetKey, run.label),
    ];
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // `node scripts/bench/idle-memory.mjs [server script]`; BENCH_IDLE_RUNS (default 1) runs in a row, each of the three
  // cases, and how many of them sat under their budget (issue 35 §3: ten runs out of ten), with the machine's load.
  const runs = Math.max(1, Number(process.env.BENCH_IDLE_RUNS ?? 1));
  const budgets = JSON.parse(readFileSync(path.resolve('budgets.json'), 'utf8'));
  const limit = {
    firstStart: budgets.embeddedLedgerRestingMiB.limit,
    embedded: budgets.embeddedLedgerRestingMiB.limit,
    postgres: budgets.postgresLedgerRestingMiB.limit,
  };
  const under = { firstStart: 0, embedded: 0, postgres: 0 };
  for (let run = 1; run <= runs; run += 1) {
    const idle = await measureIdleMemory(process.argv[2] ? path.resolve(process.argv[2]) : PRODUCT_SERVER_SCRIPT);
    console.log(
      `run ${run} of ${runs} (load average ${loadavg()
        .map((load) => fixed(load, 2))
        .join(' ')})`,
    );
    for (const [label, value] of idleMemoryRows(idle, () => '')) console.log(`  ${label}  ${value}`);
    for (const key of Object.keys(under)) if (idle[key].atRestMiB <= limit[key]) under[key] += 1;
  }
  console.log(
    `under budget at rest: first start ${under.firstStart} of ${runs} (<= ${limit.firstStart} MiB), existing directory ${under.embedded} of ${runs} (<= ${limit.embedded} MiB), DATABASE_URL ${under.postgres} of ${runs} (<= ${limit.postgres} MiB)`,
  );
}
