// The budgets of budgets.json checked against the figures of the parts that ran: which figure each budget
// holds (a budget over several scenarios holds one figure per scenario), and whether it is met.
import { readFileSync } from 'node:fs';
import { ledgerFigures } from './ledger.mjs';
import { fleetFigures } from './fleet.mjs';
import { auditPackageFigures } from './audit-package.mjs';
import { kib } from './stats.mjs';

const budgets = JSON.parse(readFileSync('budgets.json', 'utf8'));

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
  if (results.audit) Object.assign(figures, auditPackageFigures(results.audit));
  return figures;
}

/** Each budget of budgets.json, checked against its figure; a scenario-wise budget yields one check per scenario. */
export function checkBudgets(results) {
  const figures = figuresOf(results);
  return Object.entries(budgets).flatMap(([key, budget]) =>
    (figures[key] ?? []).map(([scope, value]) => {
      const met = budget.minimum !== undefined ? value >= budget.minimum : value <= budget.limit;
      return { key, scope, value, bound: budget.minimum !== undefined ? `>= ${budget.minimum}` : `<= ${budget.limit}`, met };
    }),
  );
}
