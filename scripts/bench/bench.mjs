// `npm run bench`: builds the shell (lazy, as shipped: the one build, served with each config of
// configs.mjs: today's lazy config, the full tag set, no vendor; and a bench-only eager variant) and a bare
// React + TanStack Router baseline into .bench/, serves each with the production server, answers every
// vendor host on this machine, and prints the figures of docs/performance.md with the budgets of
// budgets.json, ending with `budgets: N met, M missed`.
// Also writes .bench/results.json and .bench/results.md (the tables docs/performance.md quotes).
//
// `BENCH_ONLY=interaction npm run bench` (or `npm run bench -- --only interaction`) runs only the parts
// named, comma-separated, of: bytes, pageload, interaction, tunnel, ledger, fleet; and checks their budgets.
// BENCH_RUNS (default 5) runs per timed figure; BENCH_TUNNEL_SECONDS (30) and
// BENCH_TUNNEL_CONNECTIONS (10) shape the tunnel load; BENCH_LEDGER_SECONDS (20) the consent ledger's; BENCH_FLEET_SECONDS (20) the fleet's; BENCH_IDLE_SECONDS (40) how long each server idles before its memory is read at rest. Needs Chromium at /usr/bin/chromium (or CHROME_PATH).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumVersion } from './browser.mjs';
import { BENCH_DIR, buildAll, vendorEnv } from './builds.mjs';
import { BENCH_CONFIGS } from './configs.mjs';
import { measureBytes } from './bytes.mjs';
import { measureOverhead } from './overhead.mjs';
import { measureInteraction } from './interaction.mjs';
import { runLighthouse, summarizePageLoad } from './lighthouse.mjs';
import { BOUNDED_HEAP_MIB, boundedHeap, servedPage, startFakeSentry, startShellServer, stop, stopAll } from './processes.mjs';
import { fixed, kib, median } from './stats.mjs';
import { measureTunnel } from './tunnel.mjs';
import { ledgerFigures, ledgerSection, measureLedger } from './ledger.mjs';
import { fleetFigures, fleetSection, measureFleet } from './fleet.mjs';
import { chromiumArgsFor, startVendorTagServer } from './vendor-tags.mjs';
import { startFakeVendorServer, VENDOR_HOSTS } from '../../tests/support/fake-vendors.mjs';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const PARTS = ['bytes', 'pageload', 'interaction', 'tunnel', 'ledger', 'fleet'];
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

/** The figures of the parts that ran, by budget: [scope, value] pairs. */
function figuresOf(results) {
  const { bytes, pageLoad, interaction, tunnel: load } = results;
  const figures = {};
  if (bytes) {
    Object.assign(figures, {
      initialJsGzipKiB: [
        ['lazy config', kib(bytes.lazy.initialJs.gzip)],
        ['full tag set', kib(bytes.fullTagSet.initialJs.gzip)],
      ],
      initialCssGzipKiB: [['lazy build', kib(bytes.lazy.initialCss.gzip)]],
      initialVendorSdkGzipBytes: [
        ['lazy config', bytes.lazy.initialVendorSdk.gzip + (bytes.lazy.initialVendorSdk.sdkCodeIn.length ? Number.POSITIVE_INFINITY : 0)],
        [
          'full tag set',
          bytes.fullTagSet.initialVendorSdk.gzip + (bytes.fullTagSet.initialVendorSdk.sdkCodeIn.length ? Number.POSITIVE_INFINITY : 0),
        ],
      ],
      fullTagSetInitialJsGrowthGzipBytes: [['full tag set minus lazy config', bytes.fullTagSet.initialJs.gzip - bytes.lazy.initialJs.gzip]],
      shellOverheadGzipKiB: [
        ['lazy config over bare', kib(bytes.lazy.initialJs.gzip - bytes.bare.initialJs.gzip)],
        ['full tag set over bare', kib(bytes.fullTagSet.initialJs.gzip - bytes.bare.initialJs.gzip)],
      ],
    });
  }
  if (pageLoad) {
    const bare = pageLoad['bare/first'];
    Object.assign(figures, {
      lighthouseCls: [
        ['first visit', pageLoad['lazy/first'].worstCls],
        ['returning visitor', pageLoad['lazy/returning'].worstCls],
        ['full tag set, first visit', pageLoad['fullTagSet/first'].worstCls],
        ['full tag set, returning visitor', pageLoad['fullTagSet/returning'].worstCls],
      ],
      lighthouseFcpOverBareMs: [['first visit', pageLoad['lazy/first'].fcpMs - bare.fcpMs]],
      lighthouseLcpOverBareMs: [
        ['first visit', pageLoad['lazy/first'].lcpMs - bare.lcpMs],
        ['full tag set, first visit', pageLoad['fullTagSet/first'].lcpMs - bare.lcpMs],
        ['full tag set, returning visitor', pageLoad['fullTagSet/returning'].lcpMs - bare.lcpMs],
      ],
      lighthouseTbtOverBareMs: [
        ['first visit', pageLoad['lazy/first'].tbtMs - bare.tbtMs],
        ['returning visitor', pageLoad['lazy/returning'].tbtMs - bare.tbtMs],
        ['full tag set, first visit', pageLoad['fullTagSet/first'].tbtMs - bare.tbtMs],
        ['full tag set, returning visitor', pageLoad['fullTagSet/returning'].tbtMs - bare.tbtMs],
      ],
      lighthousePerformanceScore: [
        ['first visit', pageLoad['lazy/first'].score],
        ['returning visitor', pageLoad['lazy/returning'].score],
      ],
    });
  }
  if (interaction) {
    Object.assign(figures, {
      trackClickOverNoVendorMs: [['full tag set, 4x CPU', interaction.trackClick.overNoVendorMs]],
      trackShellMs: [['full tag set, per call', interaction.trackShell.fullTagSetMs]],
      acceptToBannerGoneMs: [['full tag set, 4x CPU', interaction.banner.clickMs]],
      acceptToBannerGoneOverBareMs: [['full tag set, 4x CPU', interaction.bannerOverBareMs]],
      clickDuringStartupMs: [['4x CPU', interaction.startupClickWorstMs]],
    });
  }
  if (load) {
    Object.assign(figures, {
      tunnelP99AddedMs: [[`against a ${load.delayed.ingestDelayMs} ms upstream`, load.delayed.tunnel.p99Ms - load.delayed.direct.p99Ms]],
      tunnelErrors: [['tunnel run', load.instant.tunnel.errors + load.instant.direct.errors]],
      tunnelMemoryGrowthMiB: [[`server RSS, heap bounded to ${load.bounded.heapMiB} MiB`, load.bounded.memoryGrowthMiB]],
    });
  }
  if (results.ledger) Object.assign(figures, ledgerFigures(results.ledger));
  if (results.fleet) Object.assign(figures, fleetFigures(results.fleet));
  return figures;
}

/** Each budget of budgets.json, checked against its figure; a scenario-wise budget yields one check per scenario. */
function checkBudgets(results) {
  const figures = figuresOf(results);
  return Object.entries(budgets).flatMap(([key, budget]) =>
    (figures[key] ?? []).map(([scope, value]) => {
      const met = budget.minimum !== undefined ? value >= budget.minimum : value <= budget.limit;
      return { key, scope, value, bound: budget.minimum !== undefined ? `>= ${budget.minimum}` : `<= ${budget.limit}`, met };
    }),
  );
}

/** The report as rows of [figure, value, budget], grouped in sections (those of the parts that ran); printed as text and as Markdown. */
function tables(results, checks) {
  const { bytes, pageLoad, interaction, tunnel: load } = results;
  const budgetOf = (key, scope) => {
    const matching = checks.filter((candidate) => candidate.key === key && (scope === undefined || candidate.scope === scope));
    return matching.map((check) => `${check.bound} ${check.met ? 'met' : 'MISSED'}`).join(', ');
  };
  return [
    ...(bytes ? bytesSections(bytes, budgetOf) : []),
    ...(pageLoad ? [pageLoadSection(pageLoad, results.machine, budgetOf)] : []),
    ...(interaction ? [interactionSection(interaction, budgetOf)] : []),
    ...(load ? [tunnelSection(load, budgetOf)] : []),
    ...(results.ledger ? [ledgerSection(results.ledger, budgetOf)] : []),
    ...(results.fleet ? [fleetSection(results.fleet, budgetOf)] : []),
  ];
}

const size = (entry) => `${fixed(kib(entry.gzip))} KiB gz / ${fixed(kib(entry.brotli))} KiB br`;
const ratio = (lazy, eager) => fixed(lazy / eager, 2);

function bytesSections(bytes, budgetOf) {
  const overBare = (variant) =>
    `${fixed(kib(bytes[variant].initialJs.gzip - bytes.bare.initialJs.gzip))} KiB gz / ${fixed(kib(bytes[variant].initialJs.brotli - bytes.bare.initialJs.brotli))} KiB br`;
  return [
    {
      title: 'Bytes (gzip level 9 / brotli quality 11)',
      rows: [
        [
          'Initial JS, lazy config (entry + modulepreloads of the page served)',
          `${size(bytes.lazy.initialJs)} in ${bytes.lazy.initialJs.files.length} file(s)`,
          budgetOf('initialJsGzipKiB', 'lazy config'),
        ],
        [
          'Initial JS, full tag set (the same build, its page as served)',
          `${size(bytes.fullTagSet.initialJs)} in ${bytes.fullTagSet.initialJs.files.length} file(s)`,
          budgetOf('initialJsGzipKiB', 'full tag set'),
        ],
        [
          'Initial JS, full tag set minus lazy config',
          `${bytes.fullTagSet.initialJs.gzip - bytes.lazy.initialJs.gzip} B gz`,
          budgetOf('fullTagSetInitialJsGrowthGzipBytes'),
        ],
        ['Initial CSS, lazy', size(bytes.lazy.initialCss), budgetOf('initialCssGzipKiB')],
        ...['lazy', 'fullTagSet'].map((variant) => [
          `Vendor SDK bytes in initial JS, ${variant === 'lazy' ? 'lazy config' : 'full tag set'}`,
          `${bytes[variant].initialVendorSdk.gzip} B gz${bytes[variant].initialVendorSdk.sdkCodeIn.length ? ` (SDK code in ${bytes[variant].initialVendorSdk.sdkCodeIn.join(', ')})` : ''}`,
          budgetOf('initialVendorSdkGzipBytes', variant === 'lazy' ? 'lazy config' : 'full tag set'),
        ]),
        ...bytes.lazy.vendorChunks.map((chunk) => [
          `Vendor chunk ${/^(sdk-[a-z]+|worker-bundler)/.exec(chunk.name)?.[1] ?? chunk.name} (lazy)`,
          size(chunk),
          '',
        ]),
        ['Total JS + CSS emitted, lazy', size(bytes.lazy.total), ''],
        ['Bare React + TanStack Router, initial JS', size(bytes.bare.initialJs), ''],
        ['Shell overhead over bare (initial JS), lazy config', overBare('lazy'), budgetOf('shellOverheadGzipKiB', 'lazy config over bare')],
        [
          'Shell overhead over bare (initial JS), full tag set',
          overBare('fullTagSet'),
          budgetOf('shellOverheadGzipKiB', 'full tag set over bare'),
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
  ];
}

function pageLoadSection(pageLoad, machineInfo, budgetOf) {
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
  return {
    title: `Page load: Lighthouse ${machineInfo.lighthouse} mobile, simulated throttling (150 ms RTT, 1.6 Mbps, 4x CPU); median of ${RUNS} (TBT range)`,
    rows: [
      lhRow('/ first visit (banner), lazy config', 'lazy/first', 'first visit'),
      lhRow('/ returning visitor, lazy config', 'lazy/returning', 'returning visitor'),
      lhRow('/ first visit (banner), full tag set', 'fullTagSet/first', 'full tag set, first visit'),
      lhRow('/ returning visitor, full tag set', 'fullTagSet/returning', 'full tag set, returning visitor'),
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
      ['Full tag set minus bare, first visit', overBare('fullTagSet/first'), ''],
      ['Full tag set minus bare, returning visitor', overBare('fullTagSet/returning'), ''],
      [
        'Lazy / eager, returning visitor',
        `TBT ${ratio(lh('lazy/returning').tbtMs, lh('eager/returning').tbtMs)}, LCP ${ratio(lh('lazy/returning').lcpMs, lh('eager/returning').lcpMs)}, FCP ${ratio(lh('lazy/returning').fcpMs, lh('eager/returning').fcpMs)}`,
        '',
      ],
    ],
  };
}

function interactionSection(interaction, budgetOf) {
  const eventTiming = (clicks) =>
    `Event Timing ${Number.isFinite(clicks.eventTimingMs) ? `${fixed(clicks.eventTimingMs, 0)} ms` : 'under 16 ms'} (${clicks.eventTimingReported}/${clicks.clicks} reported)`;
  const { trackClick, trackShell, banner, bareHide } = interaction;
  return {
    title: `Interaction (production build, vendors loaded, a fresh browser per run); median of ${interaction.runs} runs`,
    rows: [
      [
        '"Track sample event" click, full tag set (4x CPU)',
        `${fixed(trackClick.fullTagSet.clickMs, 0)} ms; ${eventTiming(trackClick.fullTagSet)}; to the next frame ${fixed(trackClick.fullTagSet.frameMs)} ms`,
        '',
      ],
      [
        '"Track sample event" click, no vendor (4x CPU)',
        `${fixed(trackClick.noVendor.clickMs, 0)} ms; ${eventTiming(trackClick.noVendor)}; to the next frame ${fixed(trackClick.noVendor.frameMs)} ms`,
        '',
      ],
      [
        '"Track sample event" click, full tag set minus no vendor',
        `${signed(trackClick.overNoVendorMs)} ms`,
        budgetOf('trackClickOverNoVendorMs'),
      ],
      [
        '"I Understand" click to banner removal painted, full tag set in opt-in (4x CPU)',
        `${fixed(banner.clickMs, 0)} ms; ${eventTiming(banner)}; to the page's next frame and task ${fixed(banner.frameMs)} ms (worst ${fixed(banner.worstFrameMs)} ms)`,
        budgetOf('acceptToBannerGoneMs'),
      ],
      [
        'Bare app: click hiding an element to its removal painted (4x CPU)',
        `${fixed(bareHide.clickMs, 0)} ms; ${eventTiming(bareHide)}; to the page's next frame and task ${fixed(bareHide.frameMs)} ms`,
        '',
      ],
      [
        '"I Understand" minus the bare app\'s click, same run',
        `${signed(interaction.bannerOverBareMs)} ms`,
        budgetOf('acceptToBannerGoneOverBareMs'),
      ],
      [
        `track(): the shell's own time (the synchronous call), ${trackShell.calls} calls per run, no throttling`,
        `${fixed(trackShell.fullTagSetMs, 3)} ms per call with the full tag set; ${fixed(trackShell.noVendorMs, 3)} ms with no vendor`,
        budgetOf('trackShellMs'),
      ],
      [
        'track(): main-thread time by script, the call and what it set off (profiled batch, ms per call)',
        Object.entries(trackShell.byScriptMs ?? {})
          .sort((a, b) => b[1] - a[1])
          .map(([script, ms]) => `${script} ${fixed(ms, 2)}`)
          .join(', '),
        '',
      ],
      [
        'Click while the vendors start, lazy config, longest Event Timing (4x CPU)',
        `${interaction.startupClickWorstMs ? `${fixed(interaction.startupClickWorstMs, 0)} ms` : 'under 16 ms'} (worst run ${fixed(interaction.startupClickWorstOfRunsMs, 0)} ms; ${interaction.startupClicks.join(', ')} clicks per run)`,
        budgetOf('clickDuringStartupMs'),
      ],
    ],
  };
}

function tunnelSection(load, budgetOf) {
  return {
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
  };
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
  log('what the overhead is made of (the lazy and bare builds again, in memory, with source maps)');
  bytes.overhead = await measureOverhead(env);
  return bytes;
}

async function main() {
  const started = Date.now();
  log(`parts: ${ONLY.join(', ')}; building into .bench/ (lazy, eager, bare)`);
  const builds = buildAll();
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
      `fleet: three servers behind HAProxy for ${FLEET_SECONDS} s, then one server's memory at rest on each store, the first start included`,
    );
    results.fleet = await measureFleet({ serverScript: path.join(builds.lazy, 'server', 'main.js'), seconds: FLEET_SECONDS });
  }

  const benchmarkIndex = results.pageLoad ? median(Object.values(results.pageLoad).map((summary) => summary.benchmarkIndex)) : Number.NaN;
  results.takenAt = new Date().toISOString();
  results.machine = machine(chromium, benchmarkIndex);
  const checks = checkBudgets(results);
  results.budgets = checks;
  results.met = checks.filter((check) => check.met).length;
  results.missed = checks.length - results.met;
  results.minutes = (Date.now() - started) / 60000;

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
    `\nmachine: ${results.machine.cpus}; ${results.machine.memory}; ${results.machine.chromium}; took ${fixed(results.minutes)} min; tables in .bench/results.md`,
  );
  console.log(`budgets${ONLY.length < PARTS.length ? ` (${ONLY.join(', ')} only)` : ''}: ${results.met} met, ${results.missed} missed`);
}

main().catch(async (error) => {
  await stopAll();
  console.error(error);
  process.exit(1);
});
