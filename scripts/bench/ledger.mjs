// The consent ledger under load: autocannon posts distinct consent records (each request a new
// recordId, made in setupRequest) through the production server for a fixed time, first on the
// embedded default (PGlite in a fresh CONSENT_LEDGER_DIR), then on PostgreSQL (a throwaway cluster,
// scripts/ensure-postgresql.mjs). Then it reads every record back through the export and counts:
// every acknowledged record must be there (0 lost), and the primary key makes a duplicate impossible.
// The server's resident memory is sampled every 500 ms; the floor's growth says whether it stays flat.
//
// `node scripts/bench/ledger.mjs` runs this part alone on the built server (dist/server/main.js);
// BENCH_LEDGER_SECONDS (default 20) and BENCH_LEDGER_CONNECTIONS (default 10) shape the load.
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startPostgresCluster } from '../ensure-postgresql.mjs';
import { boundedHeap, freePort, residentBytes, startNode, stop, stoppedOnExit } from './processes.mjs';
import { fixed, mib } from './stats.mjs';
import { consentRecordBody, percentile } from './load-figures.mjs';
import { PRODUCT_SERVER_SCRIPT } from '../../tests/support/product-build.mjs';

const TOKEN = 'bench-export-token-0123456789abcdef';

/**
 * One autocannon run of distinct records; adds the id of each acknowledged one (200/201, read from
 * its receipt) to `acknowledged`, and samples `watchPid`'s memory. Requests still in flight when
 * the run ends may be stored without being counted: only the acknowledged ones must be found.
 */
function load(url, { connections, seconds, watchPid, acknowledgedIds }) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const memory = [];
    let acknowledged = 0;
    const started = Date.now();
    const sampler = watchPid
      ? setInterval(() => memory.push({ atS: (Date.now() - started) / 1000, bytes: residentBytes(watchPid) }), 500)
      : undefined;
    const instance = autocannon(
      {
        url,
        connections,
        pipelining: 1,
        duration: seconds,
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            setupRequest: (request) => ({ ...request, body: consentRecordBody() }),
            onResponse: (status, body) => {
              if (status === 200 || status === 201) acknowledgedIds.add(JSON.parse(body).recordId);
            },
          },
        ],
      },
      (error, result) => {
        clearInterval(sampler);
        if (error) return reject(error);
        latencies.sort((a, b) => a - b);
        resolve({
          requests: result.requests.total,
          acknowledged,
          throughput: acknowledged / (result.duration || seconds),
          p50Ms: percentile(latencies, 50),
          p99Ms: percentile(latencies, 99),
          refused: result.non2xx,
          errors: result.errors + result.timeouts,
          memory,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200 || statusCode === 201) {
        acknowledged += 1;
        latencies.push(responseTime);
      }
    });
  });
}

/** Rows the export streams back, counted as they arrive. */
async function exportedRows(origin) {
  const response = await fetch(`${origin}/consent/export?format=ndjson`, { headers: { Authorization: `Bearer ${TOKEN}` } });
  if (!response.ok) throw new Error(`export answered ${response.status}`);
  const ids = new Set();
  let rows = 0;
  let rest = '';
  const decoder = new TextDecoder();
  for await (const chunk of response.body) {
    const lines = (rest + decoder.decode(chunk, { stream: true })).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      const row = JSON.parse(line);
      // The records, not the trailer (each chain's head, the end line).
      if (row.recordId === undefined) continue;
      rows += 1;
      ids.add(row.recordId);
    }
  }
  return { rows, ids };
}

async function measureStore(label, serverScript, storeEnv, { connections, seconds }) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await startNode(
    `production server (${label})`,
    serverScript,
    // Throughput, not abuse: the per-IP limit is lifted, as for the tunnel's load.
    // The heap bounded, so the memory figures show what is kept, not how far V8 lets garbage pile up (processes.mjs boundedHeap).
    {
      ...storeEnv,
      ...boundedHeap(),
      PORT: String(port),
      HOST: '127.0.0.1',
      CONSENT_RECORDS_RATE_LIMIT: '1000000',
      CONSENT_EXPORT_TOKEN: TOKEN,
    },
    `${origin}/healthz`,
    // Opening PGlite compiles PostgreSQL's WebAssembly and, the first time, makes the cluster: seconds, more on a busy machine.
    120_000,
  );
  try {
    const url = `${origin}/consent/records`;
    const acknowledgedIds = new Set();
    await load(url, { connections, seconds: 3, acknowledgedIds });
    const settledMiB = mib(residentBytes(server.pid));
    const run = await load(url, { connections, seconds, watchPid: server.pid, acknowledgedIds });
    const stored = await exportedRows(origin);
    const samples = run.memory.filter((sample) => Number.isFinite(sample.bytes));
    const floor = (from, to) =>
      Math.min(...samples.filter((sample) => sample.atS >= from && sample.atS < to).map((sample) => sample.bytes));
    return {
      store: label,
      connections,
      seconds,
      ...run,
      memory: undefined,
      acknowledgedTotal: acknowledgedIds.size,
      storedRows: stored.rows,
      duplicates: stored.rows - stored.ids.size,
      lost: [...acknowledgedIds].filter((id) => !stored.ids.has(id)).length,
      memoryBeforeMiB: settledMiB,
      peakMemoryMiB: mib(Math.max(...samples.map((sample) => sample.bytes))),
      memoryGrowthMiB: mib(floor((2 * seconds) / 3, seconds + 1) - floor(seconds / 3, (2 * seconds) / 3)),
    };
  } finally {
    await stop(server);
  }
}

/** Both stores, one after the other, each on a fresh database. */
export async function measureLedger({ serverScript, seconds = 20, connections = 10 }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'shellkit-bench-ledger-'));
  let embedded;
  try {
    embedded = await measureStore('embedded PGlite', serverScript, { CONSENT_LEDGER_DIR: dir }, { connections, seconds });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const cluster = stoppedOnExit(await startPostgresCluster());
  try {
    const postgres = await measureStore('PostgreSQL', serverScript, { DATABASE_URL: cluster.url }, { connections, seconds });
    return { embedded, postgres };
  } finally {
    cluster.stop();
  }
}

/** The budgets' figures, for bench.mjs's check. */
export function ledgerFigures(ledger) {
  const both = [ledger.embedded, ledger.postgres];
  return {
    ledgerLostRecords: both.map((run) => [run.store, run.lost + run.duplicates]),
    ledgerRecordsPerSecond: both.map((run) => [run.store, run.throughput]),
    ledgerP99Ms: both.map((run) => [run.store, run.p99Ms]),
    ledgerMemoryGrowthMiB: both.map((run) => [run.store, run.memoryGrowthMiB]),
    // Its directory is a fresh one: the first start (its cluster made in a child process) is in the figure.
    embeddedLedgerLoadedMiB: [[ledger.embedded.store, ledger.embedded.peakMemoryMiB]],
  };
}

/** The bench table's section: one row per store. */
export function ledgerSection(ledger, budgetOf) {
  const row = (run) => [
    `POST /consent/records, ${run.store}`,
    `${fixed(run.throughput, 0)} records/s, p50 ${fixed(run.p50Ms, 2)} ms, p99 ${fixed(run.p99Ms, 2)} ms; ${run.acknowledgedTotal} acknowledged, ${run.storedRows} stored, ${run.lost} lost, ${run.duplicates} duplicated; ${run.refused} refused, ${run.errors} errors; RSS ${fixed(run.memoryBeforeMiB)} MiB after warm-up, peak ${fixed(run.peakMemoryMiB)} MiB, floor growth ${fixed(run.memoryGrowthMiB)} MiB`,
    ['ledgerLostRecords', 'ledgerRecordsPerSecond', 'ledgerP99Ms', 'ledgerMemoryGrowthMiB', 'embeddedLedgerLoadedMiB']
      .map((key) => budgetOf(key, run.store))
      .filter(Boolean)
      .join('; '),
  ];
  return {
    title: `Consent ledger: autocannon, ${ledger.embedded.connections} connections, ${ledger.embedded.seconds} s each, a distinct record per request`,
    rows: [row(ledger.embedded), row(ledger.postgres)],
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const ledger = await measureLedger({
    serverScript: PRODUCT_SERVER_SCRIPT,
    seconds: Number(process.env.BENCH_LEDGER_SECONDS ?? 20),
    connections: Number(process.env.BENCH_LEDGER_CONNECTIONS ?? 10),
  });
  const section = ledgerSection(ledger, () => '');
  console.log(`\n${section.title}`);
  for (const [label, value] of section.rows) console.log(`  ${label}  ${value}`);
}
