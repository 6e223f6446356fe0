// A click while the vendors start (INP-style, 4x CPU from the start): "/" is opened, and from the
// moment the first vendor SDK chunk is requested until session replay (the last to start) has loaded,
// "Track sample event" is clicked every 250 ms; the figure is the longest Event Timing duration of
// those interactions (what INP would report for the visit), 0 when none is reported (all under 16 ms).
import { closeBrowser, launchChromium } from './browser.mjs';
import { interactionDurations, watchClicks } from './click-timing.mjs';

// Session replay's chunk is the last of the vendors' start-ups (it follows Sentry, which starts in its turn).
const REPLAY_CHUNK = /\/assets\/sdk-replay-/;
const FIRST_SDK_CHUNK = /\/assets\/sdk-(events|errors)-/;

export async function clicksDuringStartup(origin, chromiumArgs) {
  const browser = await launchChromium(chromiumArgs);
  try {
    const page = await browser.newPage();
    await watchClicks(page, { untilButtonGone: false });
    await page.emulateCPUThrottling(4);
    let startupBegun = false;
    let startupOver = false;
    page.on('request', (request) => {
      if (FIRST_SDK_CHUNK.test(request.url())) startupBegun = true;
    });
    page.on('response', (response) => {
      if (REPLAY_CHUNK.test(response.url())) startupOver = true;
    });
    await page.goto(`${origin}/`, { waitUntil: 'domcontentloaded' });
    const button = await page.locator('::-p-text(Track sample event)').waitHandle();
    const deadline = Date.now() + 30_000;
    while (!startupBegun && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    let clicks = 0;
    // At least one click after replay's chunk arrived too: its start-up is the last.
    for (let lastAfterEnd = false; !lastAfterEnd && Date.now() < deadline; clicks += 1) {
      lastAfterEnd = startupOver;
      const box = await button.boundingBox();
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const bench = await page.evaluate(() => window.__shellkitBench);
    const durations = interactionDurations(bench.events);
    return { clicks, worstMs: durations.length ? Math.max(...durations) : 0, reported: durations.length };
  } finally {
    await closeBrowser(browser);
  }
}
