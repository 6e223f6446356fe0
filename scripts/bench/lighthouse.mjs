// Page load with Lighthouse 12.8 (the default mobile config: Moto G Power emulation and simulated
// throttling, 150 ms RTT, 1.6 Mbps down, 4x CPU slowdown), each run in a fresh Chromium.
//   first visit:       "/" with storage and cache cleared by Lighthouse, so the banner shows
//   returning visitor: "/" after a first visit that accepted the banner; storage and HTTP cache kept
//
// Segment's API calls carry an Authorization header, so Chromium sends a CORS preflight first, and
// DevTools often never reports that preflight as finished: Lighthouse then waits its full 45 s for
// the network to go quiet, though the page went quiet long before. The wait is capped at 15 s; the
// metrics come from the trace and are not affected (Lighthouse adds a "loaded too slowly" warning).
import lighthouse from 'lighthouse';
import { closeBrowser, launchChromium } from './browser.mjs';
import { median } from './stats.mjs';
import { TIMED_OUT, within } from './time-limit.mjs';

// Lighthouse waits without limit for some of Chromium's answers (Page.navigate, the trace's end): a run that
// has not finished in this long is a hung one (a whole bench, 35 runs and the rest, took 13.7 min:
// docs/performance.md), and counts as a failed attempt, tried again as a PAGE_HUNG is.
const LIGHTHOUSE_RUN_WITHIN_MS = 180_000;

/** Until Segment has sent a page view and the pixel's script has been fetched since `before`: the first visit is over. */
export async function waitForVendors(hits, before) {
  const deadline = Date.now() + 15_000;
  const done = () => hits['api.segment.io'] > before['api.segment.io'] && hits['connect.facebook.net'] > before['connect.facebook.net'];
  while (Date.now() < deadline && !done()) await new Promise((resolve) => setTimeout(resolve, 100));
  if (!done()) throw new Error('the vendors did not load within 15 s');
}

async function oneRun(url, scenario, vendors) {
  const browser = await launchChromium(vendors.chromiumArgs);
  try {
    const page = await browser.newPage();
    if (scenario === 'returning') {
      const before = { ...vendors.hits };
      await page.goto(url, { waitUntil: 'load' });
      await page.locator('::-p-text(I Understand)').click();
      await waitForVendors(vendors.hits, before);
      await page.goto('about:blank');
    }
    const flags = {
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance'],
      maxWaitForLoad: 15_000,
      disableStorageReset: scenario === 'returning',
    };
    const result = await within(lighthouse(url, flags, undefined, page), LIGHTHOUSE_RUN_WITHIN_MS);
    if (result === TIMED_OUT) throw new Error(`Lighthouse did not finish within ${LIGHTHOUSE_RUN_WITHIN_MS / 1000} s`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: (lhr.categories.performance.score ?? Number.NaN) * 100,
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      // Simulated long tasks (ms, at 4x CPU) by script: what the blocking time is made of.
      longTasks: (lhr.audits['long-tasks'].details?.items ?? []).map((task) => ({
        url: task.url,
        startMs: Math.round(task.startTime),
        durationMs: Math.round(task.duration),
      })),
      warnings: lhr.runWarnings.filter((warning) => !warning.startsWith('The page loaded too slowly')),
    };
  } finally {
    await closeBrowser(browser);
  }
}

/** One Lighthouse run of `origin`/ for a scenario ('first' or 'returning'); a run Lighthouse cannot finish (PAGE_HUNG when the machine is busy) is tried again, twice at most. */
export async function runLighthouse(origin, scenario, vendors) {
  const failures = [];
  while (failures.length < 3) {
    try {
      return { ...(await oneRun(`${origin}/`, scenario, vendors)), failedAttempts: failures.length };
    } catch (error) {
      failures.push(error.message);
    }
  }
  throw new Error(`Lighthouse could not finish ${origin}/ (${scenario}): ${failures.join('; ')}`);
}

/** Medians over runs; CLS also as its worst run, since one shifting run is one too many. */
export function summarizePageLoad(results) {
  const pick = (key) => median(results.map((result) => result[key]));
  return {
    runs: results.length,
    failedAttempts: results.reduce((sum, result) => sum + result.failedAttempts, 0),
    score: pick('score'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    tbtRangeMs: [Math.min(...results.map((result) => result.tbtMs)), Math.max(...results.map((result) => result.tbtMs))],
    cls: pick('cls'),
    worstCls: Math.max(...results.map((result) => result.cls)),
    benchmarkIndex: pick('benchmarkIndex'),
    longTasks: results.find((result) => result.tbtMs === pick('tbtMs'))?.longTasks ?? results[0].longTasks,
    warnings: [...new Set(results.flatMap((result) => result.warnings))],
  };
}
