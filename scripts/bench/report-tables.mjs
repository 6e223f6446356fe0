// The bench's figures as tables: for each part that ran, a section of rows [figure, value, budget], the
// budget column read from the checks (budgets-check.mjs). report.mjs prints them as text and as Markdown.
import { ledgerSection } from './ledger.mjs';
import { fleetSection } from './fleet.mjs';
import { auditPackageSection } from './audit-package.mjs';
import { fixed, kib } from './stats.mjs';

/** The report as rows of [figure, value, budget], grouped in sections (those of the parts that ran); printed as text and as Markdown. */
export function tables(results, checks) {
  const { bytes, pageLoad, interaction, tunnel: load } = results;
  const budgetOf = (key, scope) => {
    const matching = checks.filter((candidate) => candidate.key === key && (scope === undefined || candidate.scope === scope));
    return matching.map((check) => `${check.bound} ${check.met ? 'met' : 'MISSED'}`).join(', ');
  };
  return [
    ...(bytes ? bytesSections(bytes, budgetOf) : []),
    ...(pageLoad ? [pageLoadSection(pageLoad, results, budgetOf)] : []),
    ...(interaction ? [interactionSection(interaction, budgetOf)] : []),
    ...(load ? [tunnelSection(load, budgetOf)] : []),
    ...(results.ledger ? [ledgerSection(results.ledger, budgetOf)] : []),
    ...(results.fleet ? [fleetSection(results.fleet, budgetOf)] : []),
    ...(results.audit ? [auditPackageSection(results.audit, budgetOf)] : []),
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

function pageLoadSection(pageLoad, { machine: machineInfo, runs }, budgetOf) {
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
    title: `Page load: Lighthouse ${machineInfo.lighthouse} mobile, simulated throttling (150 ms RTT, 1.6 Mbps, 4x CPU); median of ${runs} (TBT range)`,
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
        '"Accept all" click to banner removal painted, full tag set in opt-in (4x CPU)',
        `${fixed(banner.clickMs, 0)} ms; ${eventTiming(banner)}; to the page's next frame and task ${fixed(banner.frameMs)} ms (worst ${fixed(banner.worstFrameMs)} ms)`,
        budgetOf('acceptToBannerGoneMs'),
      ],
      [
        'Bare app: click hiding an element to its removal painted (4x CPU)',
        `${fixed(bareHide.clickMs, 0)} ms; ${eventTiming(bareHide)}; to the page's next frame and task ${fixed(bareHide.frameMs)} ms`,
        '',
      ],
      [
        '"Accept all" minus the bare app\'s click, same run',
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
