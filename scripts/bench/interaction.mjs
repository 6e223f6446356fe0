// Interaction figures in Chromium on the production build, a fresh browser per run, the variants
// interleaved run by run so that a busy moment of the machine falls on all of them alike:
//  - "Accept all" to the first frame painted without the banner, 4x CPU (Lighthouse's mobile factor),
//    on the full tag set in opt-in mode, where that click grants every purpose (the heaviest decision);
//    and in the same run the bare app's own click that hides an element, React's plainest click, the
//    baseline that keeps a slow moment of the machine from deciding the budget.
//  - A click on "Track sample event", 4x CPU, once the banner is gone and every vendor of the config
//    has loaded: on the full tag set, and on the same build with no vendor on.
//  - The shell's own time in track() (track-timing.mjs), on those same pages, no CPU slowdown.
//  - A click while the vendors start (startup-clicks.mjs), on today's lazy config.
// How one click is timed: click-timing.mjs.
import { closeBrowser, launchChromium } from './browser.mjs';
import { clickMs, networkSettled, openWatchedPage, pressAndTime } from './click-timing.mjs';
import { clicksDuringStartup } from './startup-clicks.mjs';
import { median } from './stats.mjs';
import { installTrack, profiledTrack, syncTrackPerCallMs } from './track-timing.mjs';

const TRACK_CLICKS_PER_RUN = 5;
const TRACK_BATCHES = 10;
const TRACK_CALLS_PER_BATCH = 50;

/** Presses the button labelled `label` at 4x CPU once the page's vendors have loaded, timed until it is gone from the screen. */
async function hidingClick(origin, chromiumArgs, label) {
  const browser = await launchChromium(chromiumArgs);
  try {
    const page = await openWatchedPage(browser, origin, { untilButtonGone: true });
    await networkSettled(page);
    await page.emulateCPUThrottling(4);
    return await pressAndTime(page, label);
  } finally {
    await closeBrowser(browser);
  }
}

/** Clicks on "Track sample event" at 4x CPU, then the shell's time in track() without slowdown, on one page of `origin`. */
async function trackPage(origin, chromiumArgs, { profile }) {
  const browser = await launchChromium(chromiumArgs);
  try {
    const page = await openWatchedPage(browser, origin, { untilButtonGone: false });
    // A visitor who has read the notice: the banner gone, every vendor the config runs loaded.
    await page.locator('::-p-text(I Understand)').click();
    await networkSettled(page);
    await page.emulateCPUThrottling(4);
    const clicks = [];
    for (let click = 0; click < TRACK_CLICKS_PER_RUN; click += 1) {
      clicks.push(await pressAndTime(page, 'Track sample event'));
      // What the click set off (the vendors' own tasks and requests) done before the next one.
      await networkSettled(page, 500);
    }
    await page.emulateCPUThrottling(1);
    await installTrack(page);
    // The first calls compile the code on their way; the figure is a product's hundredth event, not its first.
    await page.evaluate(() => {
      for (let call = 0; call < 20; call += 1) window.__shellkitTrack();
    });
    await networkSettled(page, 500);
    const shellMs = await syncTrackPerCallMs(page, { batches: TRACK_BATCHES, calls: TRACK_CALLS_PER_BATCH });
    return { clicks, shellMs, byScript: profile ? await profiledTrack(page, TRACK_CALLS_PER_BATCH) : undefined };
  } finally {
    await closeBrowser(browser);
  }
}

const eventTimingOf = (clicks) => ({
  eventTimingMs: median(clicks.map((click) => click.eventTimingMs)),
  eventTimingReported: clicks.filter((click) => Number.isFinite(click.eventTimingMs)).length,
  frameMs: median(clicks.map((click) => click.frameMs)),
  clickMs: median(clicks.map(clickMs)),
  clicks: clicks.length,
});

/**
 * `origins`: the servers of the configs (fullTagSet, fullTagSetOptIn, noVendor, lazy) and the bare app;
 * `chromiumArgs`: the vendor network's (fake-vendors.mjs and vendor-tags.mjs).
 */
export async function measureInteraction({ origins, chromiumArgs, runs, log = () => {} }) {
  const banner = [];
  const bareHide = [];
  const fullTagSet = [];
  const noVendor = [];
  for (let run = 0; run < runs; run += 1) {
    log(
      `interaction run ${run + 1}/${runs}: "Accept all" (full tag set, opt-in), the bare app's hiding click, "Track sample event" (full tag set, no vendor)`,
    );
    banner.push(await hidingClick(origins.fullTagSetOptIn, chromiumArgs, 'Accept all'));
    bareHide.push(await hidingClick(origins.bare, chromiumArgs, 'Hide note'));
    fullTagSet.push(await trackPage(origins.fullTagSet, chromiumArgs, { profile: run === runs - 1 }));
    noVendor.push(await trackPage(origins.noVendor, chromiumArgs, { profile: false }));
  }
  const startups = [];
  for (let run = 0; run < runs; run += 1) {
    log(`interaction run ${run + 1}/${runs}: clicks while the vendors start (lazy config)`);
    startups.push(await clicksDuringStartup(origins.lazy, chromiumArgs));
  }
  const fullClicks = eventTimingOf(fullTagSet.flatMap((run) => run.clicks));
  const noVendorClicks = eventTimingOf(noVendor.flatMap((run) => run.clicks));
  return {
    runs,
    banner: { ...eventTimingOf(banner), worstFrameMs: Math.max(...banner.map((click) => click.frameMs)) },
    bareHide: eventTimingOf(bareHide),
    // Paired run by run: the banner's click and the bare app's were made in the same minute.
    // As every click figure: Event Timing (the browser's own "next paint"), the page's measure only where it reports none.
    bannerOverBareMs: median(banner.map((click, run) => clickMs(click) - clickMs(bareHide[run]))),
    trackClick: { fullTagSet: fullClicks, noVendor: noVendorClicks, overNoVendorMs: fullClicks.clickMs - noVendorClicks.clickMs },
    trackShell: {
      calls: TRACK_BATCHES * TRACK_CALLS_PER_BATCH,
      fullTagSetMs: median(fullTagSet.map((run) => run.shellMs)),
      noVendorMs: median(noVendor.map((run) => run.shellMs)),
      byScriptMs: fullTagSet.at(-1).byScript,
    },
    startupClickWorstMs: median(startups.map((run) => run.worstMs)),
    startupClickWorstOfRunsMs: Math.max(...startups.map((run) => run.worstMs)),
    startupClicks: startups.map((run) => run.clicks),
  };
}
