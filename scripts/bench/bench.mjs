// `npm run bench`: builds the shell (lazy, as shipped: the one build, served with every vendor
// configured; and a bench-only eager variant) and a bare React + TanStack Router baseline into .bench/,
// serves each with the production server, answers every vendor host on this machine, and prints the figures of
// docs/performance.md with the budgets of budgets.json, ending with `budgets: N met, M missed`.
// Also writes .bench/results.json and .bench/results.md (the tables docs/performance.md quotes).
//
// BENCH_RUNS (default 5) runs per timed figure; BENCH_TUNNEL_SECONDS (30) and
// BENCH_TUNNEL_CONNECTIONS (10) shape the tunnel load; BENCH_LEDGER_SECONDS (20) the consent ledger's; BENCH_FLEET_SECONDS (20) the fleet's; BENCH_IDLE_SECONDS (40) how long each server idles before its memory is read at rest. Needs Chromium at /usr/bin/chromium (or CHROME_PATH).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumVersion } from './browser.mjs';
import { BENCH_DIR, buildAll, vendorEnv } from './builds.mjs';
import { measureBytes } from './bytes.mjs';
import { measureOverhead } from './overhead.mjs';
import { measureInteraction } from './interaction.mjs';
import { runLighthouse, summarizePageLoad } from './lighthouse.mjs';
import { BOUNDED_HEAP_MIB, boundedHeap, startFakeSentry, startShellServer, stop, stopAll } from './processes.mjs';
import { fixed, kib, median } from './stats.mjs';
import { measureTunnel } from './tunnel.mjs';
import { ledgerFigures, ledgerSection, measureLedger } from './ledger.mjs';
import { fleetFigures, fleetSection, measureFleet } from './fleet.mjs';
import { startFakeVendorServer } from '../../tests/support/fake-vendors.mjs';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const TUNNEL_SECONDS = Number(process.env.BENCH_TUNNEL_SECONDS ?? 30);
const TUNNEL_CONNECTIONS = Number(process.env.BENCH_TUNNEL_CONNECTIONS ?? 10);
const LEDGER_SECONDS = Number(process.env.BENCH_LEDGER_SECONDS ?? 20);
const FLEET_SECONDS = Number(process.env.BENCH_FLEET_SECONDS ?? 20);
// The memory check of the tunnel, with the heap bounded (processes.mjs boundedHeap).
const LEAK_CHECK_SECONDS = 20;
// Stands for the time a real ingest takes over the internet, for the second tunnel figure (informational).
const INGEST_DELAY_MS = 50;

const budgets = JSON.parse(readFileSync('budgets.json', 'utf8'));
const log = (message) => console.log(`[bench] ${message}`);

function machine(chromium, benchmarkIndex) {
  const uname = execFileSync('uname', ['-a'], { encoding: 'utf8' }).trim();
  let memory = `${fixed(os.totalmem() / 1024 ** 3)} GiB`;
  try {
    memory = execFileSync('free', ['-h'], { encoding: 'utf8' }).split('\n')[1].trim().split(/\s+/)[1] + ' total';
  } catch {
    // no procps: os.totalmem() it is
  }
  return {
    cpus: `${os.availableParallelism()} x ${os.cpus()[0]?.model ?? 'unknown CPU'}`,
    memory,
    uname,
    chromium,
    node: process.version,
    lighthouse: JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version,
    lighthouseBenchmarkIndex: benchmarkIndex,
  };
}

async function pageLoads(servers, vendors) {
  // Interleaved, run by run, so a busy moment on the machine falls on every variant alike.
  const plan = [
    ['lazy', 'first'],
    ['lazy', 'returning'],
    ['eager', 'first'],
    ['eager', 'returning'],
    ['bare', 'first'],
  ];
  const results = Object.fromEntries(plan.map(([build, scenario]) => [`${build}/${scenario}`, []]));
  for (let run = 1; run <= RUNS; run += 1) {
    for (const [build, scenario] of plan) {
      log(`Lighthouse run ${run}/${RUNS}: ${build} build, ${scenario === 'first' ? 'first visit' : 'returning visitor'}`);
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

/** Each budget of budgets.json, checked against its figure; a scenario-wise budget yields one check per scenario. */
function checkBudgets(results) {
  const { bytes, pageLoad, interaction, tunnel: load } = results;
  const bare = pageLoad['bare/first'];
  const figures = {
    initialJsGzipKiB: [['lazy build', kib(bytes.lazy.initialJs.gzip)]],
    initialCssGzipKiB: [['lazy build', kib(bytes.lazy.initialCss.gzip)]],
    initialVendorSdkGzipBytes: [
      ['lazy build', bytes.lazy.initialVendorSdk.gzip + (bytes.lazy.initialVendorSdk.sdkCodeIn.length ? Number.POSITIVE_INFINITY : 0)],
    ],
    shellOverheadGzipKiB: [['lazy over bare', kib(bytes.lazy.initialJs.gzip - bytes.bare.initialJs.gzip)]],
    lighthouseCls: [
      ['first visit', pageLoad['lazy/first'].worstCls],
      ['returning visitor', pageLoad['lazy/returning'].worstCls],
    ],
    lighthouseFcpOverBareMs: [['first visit', pageLoad['lazy/first'].fcpMs - bare.fcpMs]],
    lighthouseLcpOverBareMs: [['first visit', pageLoad['lazy/first'].lcpMs - bare.lcpMs]],
    lighthouseTbtOverBareMs: [
      ['first visit', pageLoad['lazy/first'].tbtMs - bare.tbtMs],
      ['returning visitor', pageLoad['lazy/returning'].tbtMs - bare.tbtMs],
    ],
    lighthousePerformanceScore: [
      ['first visit', pageLoad['lazy/first'].score],
      ['returning visitor', pageLoad['lazy/returning'].score],
    ],
    trackMainThreadMs: [['per call', interaction.trackPerCallMs]],
    acceptToBannerGoneMs: [['4x CPU', interaction.bannerPaintMs]],
    clickDuringStartupMs: [['4x CPU', interaction.startupClickWorstMs]],
    tunnelP99AddedMs: [[`against a ${load.delayed.ingestDelayMs} ms upstream`, load.delayed.tunnel.p99Ms - load.delayed.direct.p99Ms]],
    tunnelErrors: [['tunnel run', load.instant.tunnel.errors + load.instant.direct.errors]],
    tunnelMemoryGrowthMiB: [[`server RSS, heap bounded to ${load.bounded.heapMiB} MiB`, load.bounded.memoryGrowthMiB]],
    ...ledgerFigures(results.ledger),
    ...fleetFigures(results.fleet),
  };
  return Object.entries(budgets).flatMap(([key, budget]) =>
    (figures[key] ?? []).map(([scope, value]) => {
      const met = budget.minimum !== undefined ? value >= budget.minimum : value <= budget.limit;
      return { key, scope, value, bound: budget.minimum !== undefined ? `>= ${budget.minimum}` : `<= ${budget.limit}`, met };
    }),
  );
}

/** The report as rows of [figure, value, budget], grouped in sections; printed as text and as Markdown. */
function tables(results, checks) {
  const { bytes, pageLoad, interaction, tunnel: load } = results;
  const size = (entry) => `${fixed(kib(entry.gzip))} KiB gz / ${fixed(kib(entry.brotli))} KiB br`;
  const budgetOf = (key, scope) => {
    const check = checks.find((candidate) => candidate.key === key && (scope === undefined || candidate.scope === scope));
    return check ? `${check.bound} ${check.met ? 'met' : 'MISSED'}` : '';
  };
  const lh = (key) => pageLoad[key];
  // Every page-load figure with the benchmark index of its own runs: on a slow day of the machine everything is slower.
  const lhRow = (label, key, budgetScope) => [
    label,
    `score ${fixed(lh(key).score, 0)}, FCP ${fixed(lh(key).fcpMs, 0)} ms, LCP ${fixed(lh(key).lcpMs, 0)} ms, TBT ${fixed(lh(key).tbtMs, 0)} ms (${lh(
      key,
    )
      .tbtRangeMs.map((ms) => fixed(ms, 0))
      .join('-')}), CLS ${fixed(lh(key).worstCls, 3)}; benchmark index ${fixed(lh(key).benchmarkIndex, 0)}`,
    budgetScope
      ? Object.entries({
          score: 'lighthousePerformanceScore',
          'FCP - bare': 'lighthouseFcpOverBareMs',
          'LCP - bare': 'lighthouseLcpOverBareMs',
          'TBT - bare': 'lighthouseTbtOverBareMs',
          CLS: 'lighthouseCls',
        })
          .map(([name, budget]) => [name, budgetOf(budget, budgetScope)])
          .filter(([, budget]) => budget)
          .map(([name, budget]) => `${name} ${budget}`)
          .join('; ')
      : '',
  ];
  const overBare = (key) =>
    `FCP ${signed(lh(key).fcpMs - lh('bare/first').fcpMs)} ms, LCP ${signed(lh(key).lcpMs - lh('bare/first').lcpMs)} ms, TBT ${signed(lh(key).tbtMs - lh('bare/first').tbtMs)} ms`;
  const ratio = (lazy, eager) => fixed(lazy / eager, 2);
  return [
    {
      title: 'Bytes (gzip level 9 / brotli quality 11)',
      rows: [
        [
          'Initial JS, lazy (entry + modulepreloads)',
          `${size(bytes.lazy.initialJs)} in ${bytes.lazy.initialJs.files.length} file(s)`,
          budgetOf('initialJsGzipKiB'),
        ],
        ['Initial CSS, lazy', size(bytes.lazy.initialCss), budgetOf('initialCssGzipKiB')],
        [
          'Vendor SDK bytes in initial JS, lazy',
          `${bytes.lazy.initialVendorSdk.gzip} B gz${bytes.lazy.initialVendorSdk.sdkCodeIn.length ? ` (SDK code in ${bytes.lazy.initialVendorSdk.sdkCodeIn.join(', ')})` : ''}`,
          budgetOf('initialVendorSdkGzipBytes'),
        ],
        ...bytes.lazy.vendorChunks.map((chunk) => [
          `Vendor chunk ${/^(sdk-[a-z]+|worker-bundler)/.exec(chunk.name)?.[1] ?? chunk.name} (lazy)`,
          size(chunk),
          '',
        ]),
        ['Total JS + CSS emitted, lazy', size(bytes.lazy.total), ''],
        ['Bare React + TanStack Router, initial JS', size(bytes.bare.initialJs), ''],
        [
          'Shell overhead over bare (initial JS)',
          `${fixed(kib(bytes.lazy.initialJs.gzip - bytes.bare.initialJs.gzip))} KiB gz / ${fixed(kib(bytes.lazy.initialJs.brotli - bytes.bare.initialJs.brotli))} KiB br`,
          budgetOf('shellOverheadGzipKiB'),
        ],
        [
          'Initial JS, eager (every SDK at start-up)',
          `${size(bytes.eager.initialJs)} in ${bytes.eager.initialJs.files.length} file(s), ${fixed(kib(bytes.eager.initialVendorSdk.gzip))} KiB gz of it SDK`,
          '',
        ],
        ['Initial JS lazy / eager (gzip)', ratio(bytes.lazy.initialJs.gzip, bytes.eager.initialJs.gzip), ''],
      ],
    },
    {
      title: 'Shell overhead over bare, by source (initial JS; minified bytes exact, gzip estimated per group)',
      rows: overheadRows(bytes.overhead),
    },
    {
      title: `Page load: Lighthouse ${results.machine.lighthouse} mobile, simulated throttling (150 ms RTT, 1.6 Mbps, 4x CPU); median of ${RUNS} (TBT range)`,
      rows: [
        lhRow('/ first visit (banner), lazy', 'lazy/first', 'first visit'),
        lhRow('/ returning visitor, lazy', 'lazy/returning', 'returning visitor'),
        lhRow('/ first visit (banner), eager', 'eager/first'),
        lhRow('/ returning visitor, eager', 'eager/returning'),
        lhRow('/ bare React + Router baseline', 'bare/first'),
        [
          'Lazy / eager, first visit',
          `TBT ${ratio(lh('lazy/first').tbtMs, lh('eager/first').tbtMs)}, LCP ${ratio(lh('lazy/first').lcpMs, lh('eager/first').lcpMs)}, FCP ${ratio(lh('lazy/first').fcpMs, lh('eager/first').fcpMs)}`,
          '',
        ],
        ['Lazy minus bare, first visit', overBare('lazy/first'), ''],
        ['Lazy minus bare, returning visitor', overBare('lazy/returning'), ''],
        [
          'Lazy / eager, returning visitor',
          `TBT ${ratio(lh('lazy/returning').tbtMs, lh('eager/returning').tbtMs)}, LCP ${ratio(lh('lazy/returning').lcpMs, lh('eager/returning').lcpMs)}, FCP ${ratio(lh('lazy/returning').fcpMs, lh('eager/returning').fcpMs)}`,
          '',
        ],
      ],
    },
    {
      title: `Interaction (lazy build, vendors loaded); median of ${interaction.runs}`,
      rows: [
        [
          '"I Understand" click to banner removal painted (4x CPU)',
          `${fixed(interaction.bannerPaintMs)} ms (worst ${fixed(interaction.bannerPaintWorstMs)} ms); Event Timing ${Number.isFinite(interaction.bannerEventTimingMs) ? `${fixed(interaction.bannerEventTimingMs, 0)} ms` : 'under 16 ms'} (${interaction.bannerEventTimingReported}/${interaction.runs} reported)`,
          budgetOf('acceptToBannerGoneMs'),
        ],
        [
          'Click while the vendors start, longest Event Timing (4x CPU)',
          `${interaction.startupClickWorstMs ? `${fixed(interaction.startupClickWorstMs, 0)} ms` : 'under 16 ms'} (worst run ${fixed(interaction.startupClickWorstOfRunsMs, 0)} ms; ${interaction.startupClicks.join(', ')} clicks per run)`,
          budgetOf('clickDuringStartupMs'),
        ],
        [
          `track() main-thread time, ${interaction.trackCalls} calls, no throttling`,
          `${fixed(interaction.trackPerCallMs, 2)} ms per call (${fixed(interaction.trackCallsPerSecond, 0)} calls/s); synchronous part ${fixed(interaction.trackSyncPerCallMs, 2)} ms`,
          budgetOf('trackMainThreadMs'),
        ],
        [
          'track() time by script (profiled batch, ms per call)',
          Object.entries(interaction.trackByScriptMs)
            .sort((a, b) => b[1] - a[1])
            .map(([script, ms]) => `${script} ${fixed(ms, 2)}`)
            .join(', '),
          '',
        ],
      ],
    },
    {
      title: `Tunnel: autocannon, ${load.instant.connections} connections, ${load.instant.seconds} s, ${load.instant.envelopeBytes}-byte envelope`,
      rows: [
        [
          'Straight to the fake Sentry',
          `${fixed(load.instant.direct.throughput, 0)} req/s, p50 ${fixed(load.instant.direct.p50Ms, 2)} ms, p99 ${fixed(load.instant.direct.p99Ms, 2)} ms, ${load.instant.direct.errors} errors`,
          '',
        ],
        [
          'Through POST /monitoring',
          `${fixed(load.instant.tunnel.throughput, 0)} req/s, p50 ${fixed(load.instant.tunnel.p50Ms, 2)} ms, p99 ${fixed(load.instant.tunnel.p99Ms, 2)} ms, ${load.instant.tunnel.errors} errors`,
          budgetOf('tunnelErrors'),
        ],
        ['Overhead ratio (tunnel / direct)', `p50 ${fixed(load.instant.p50Ratio, 2)}, p99 ${fixed(load.instant.p99Ratio, 2)}`, ''],
        [
          'Server memory (RSS), heap unbounded',
          `${fixed(load.instant.memoryBeforeMiB)} MiB after warm-up, peak ${fixed(load.instant.peakMemoryMiB)} MiB, floor growth middle to last third ${fixed(load.instant.memoryGrowthMiB)} MiB (V8 grows its heap rather than collect)`,
          '',
        ],
        [
          `Server memory (RSS), heap bounded to ${load.bounded.heapMiB} MiB, ${load.bounded.seconds} s`,
          `${fixed(load.bounded.memoryBeforeMiB)} MiB after warm-up, peak ${fixed(load.bounded.peakMemoryMiB)} MiB, floor growth ${fixed(load.bounded.memoryGrowthMiB)} MiB; ${fixed(load.bounded.tunnel.throughput, 0)} req/s, ${load.bounded.tunnel.errors} errors`,
          budgetOf('tunnelMemoryGrowthMiB'),
        ],
        [
          `With the fake Sentry answering after ${load.delayed.ingestDelayMs} ms (10 s each)`,
          `direct p99 ${fixed(load.delayed.direct.p99Ms, 1)} ms, tunnel p99 ${fixed(load.delayed.tunnel.p99Ms, 1)} ms: p99 added ${fixed(load.delayed.tunnel.p99Ms - load.delayed.direct.p99Ms, 1)} ms, ratio ${fixed(load.delayed.p99Ratio, 2)}; ${fixed(load.delayed.tunnel.throughput, 0)} req/s, ${load.delayed.tunnel.errors} errors`,
          budgetOf('tunnelP99AddedMs'),
        ],
      ],
    },
    ledgerSection(results.ledger, budgetOf),
    fleetSection(results.fleet, budgetOf),
  ];
}

const signed = (ms) => `${ms >= 0 ? '+' : ''}${fixed(ms, 0)}`;

function overheadRows(groups) {
  const sumOf = (pattern) => groups.filter((row) => pattern.test(row.group));
  const line = (label, rows) => [
    label,
    `${rows.reduce((sum, row) => sum + row.deltaGzip, 0) >= 0 ? '+' : ''}${fixed(kib(rows.reduce((sum, row) => sum + row.deltaGzip, 0)))} KiB gz, ${rows.reduce((sum, row) => sum + row.deltaMinified, 0)} B minified`,
    '',
  ];
  return [
    line('inversify (@inversifyjs/*) and the reflect-metadata/lite it imports', sumOf(/^@inversifyjs\/|^inversify$|^reflect-metadata$/)),
    ...groups
      .filter((row) => row.group.startsWith('shell src/'))
      .map((row) => line(`the shell's own ${row.group.replace('shell ', '')}`, [row])),
    line(
      'React, React DOM, TanStack Router (same packages, more of them used)',
      sumOf(/^react|^@tanstack\/|^scheduler$|^use-sync-external-store$/),
    ),
    line('bundler runtime and unmapped', sumOf(/^\(bundler/)),
    line(
      'anything else',
      groups.filter(
        (row) =>
          !/^@inversifyjs\/|^inversify$|^reflect-metadata$|^shell src\/|^react|^@tanstack\/|^scheduler$|^use-sync-external-store$|^\(bundler/.test(
            row.group,
          ),
      ),
    ),
  ];
}

function printText(sections) {
  for (const section of sections) {
    console.log(`\n${section.title}`);
    const width = Math.max(...section.rows.map(([label]) => label.length));
    for (const [label, value, budget] of section.rows) console.log(`  ${label.padEnd(width)}  ${value}${budget ? `   [${budget}]` : ''}`);
  }
}

function markdown(sections, results) {
  const lines = [];
  const m = results.machine;
  lines.push(
    `Taken ${results.takenAt} on: ${m.cpus}; ${m.memory}; \`${m.uname}\`; ${m.chromium}; Node ${m.node}; Lighthouse ${m.lighthouse} (benchmarkIndex ${fixed(m.lighthouseBenchmarkIndex, 0)}).`,
    '',
  );
  for (const section of sections) {
    lines.push(`**${section.title}**`, '', '| Figure | Value | Budget |', '|---|---|---|');
    for (const [label, value, budget] of section.rows) lines.push(`| ${label} | ${value.replaceAll('|', '\\|')} | ${budget} |`);
    lines.push('');
  }
  lines.push(`budgets: ${results.met} met, ${results.missed} missed`, '');
  return lines.join('\n');
}

async function main() {
  const started = Date.now();
  log('building into .bench/ (lazy, eager, bare)');
  const builds = buildAll();
  const bytes = {
    lazy: measureBytes(path.join(builds.lazy, 'client')),
    eager: measureBytes(path.join(builds.eager, 'client')),
    bare: measureBytes(path.join(builds.bare, 'client')),
  };
  const env = vendorEnv();
  log('what the overhead is made of (the lazy and bare builds again, in memory, with source maps)');
  bytes.overhead = await measureOverhead(env);

  const vendors = await startFakeVendorServer();
  const chromium = chromiumVersion();
  let pageLoad;
  let interaction;
  try {
    const sentry = await startFakeSentry();
    const servers = {
      lazy: await startShellServer(builds.lazy, env, sentry.origin),
      eager: await startShellServer(builds.eager, env, sentry.origin),
      bare: await startShellServer(builds.bare, {}, sentry.origin),
    };
    pageLoad = await pageLoads(servers, vendors);
    log(`interaction: ${RUNS} banner clicks, then ${RUNS} track() batches`);
    interaction = await measureInteraction(servers.lazy.origin, vendors, RUNS);
  } finally {
    await stopAll();
    await vendors.close();
  }
  const load = await tunnel(builds.lazy, env);
  log(`consent ledger: ${LEDGER_SECONDS} s of distinct records on the embedded default, then on a throwaway PostgreSQL`);
  const ledger = await measureLedger({ serverScript: path.join(builds.lazy, 'server', 'main.js'), seconds: LEDGER_SECONDS });
  log(
    `fleet: three servers behind HAProxy for ${FLEET_SECONDS} s, then one server's memory at rest on each store, the first start included`,
  );
  const fleet = await measureFleet({ serverScript: path.join(builds.lazy, 'server', 'main.js'), seconds: FLEET_SECONDS });

  const benchmarkIndex = median(Object.values(pageLoad).map((summary) => summary.benchmarkIndex));
  const results = {
    takenAt: new Date().toISOString(),
    runs: RUNS,
    machine: machine(chromium, benchmarkIndex),
    bytes,
    pageLoad,
    interaction,
    tunnel: load,
    ledger,
    fleet,
  };
  const checks = checkBudgets(results);
  results.budgets = checks;
  results.met = checks.filter((check) => check.met).length;
  results.missed = checks.length - results.met;

  const sections = tables(results, checks);
  printText(sections);
  const missed = checks.filter((check) => !check.met);
  if (missed.length)
    console.log(
      `\nmissed: ${missed.map((check) => `${check.key} (${check.scope}: ${fixed(check.value, 2)}, budget ${check.bound})`).join('; ')}`,
    );
  writeFileSync(path.join(BENCH_DIR, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(path.join(BENCH_DIR, 'results.md'), markdown(sections, results));
  console.log(
    `\nmachine: ${results.machine.cpus}; ${results.machine.memory}; ${results.machine.chromium}; took ${fixed((Date.now() - started) / 60000)} min; tables in .bench/results.md`,
  );
  console.log(`budgets: ${results.met} met, ${results.missed} missed`);
}

main().catch(async (error) => {
  await stopAll();
  console.error(error);
  process.exit(1);
});
