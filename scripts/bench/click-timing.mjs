// One click's timing in Chromium, two views of the same interaction:
//  - the browser's own Event Timing duration (what INP reports: the longest of the interaction's
//    pointerdown, pointerup and click entries, in 8 ms steps; nothing at all under 16 ms);
//  - a finer one from the page: from the pointerup's timestamp (the button released) to the first
//    frame after the click, the frame painted once a MutationObserver saw the pressed button gone (the
//    banner, the bare app's note) or, for a click that changes nothing on screen, the frame after the
//    click's handlers; "painted" is requestAnimationFrame and a task after it, the usual stand-in.
// Puppeteer's default 800x600 viewport: emulating a phone's screen with setViewport stops Chromium
// from reporting Event Timing entries.

// Runs in the page before its own scripts; `untilButtonGone` says which frame ends a click.
function observeClicks(untilButtonGone) {
  const bench = { events: [], clicks: [] };
  window.__shellkitBench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      bench.events.push({ name: entry.name, startTime: entry.startTime, duration: entry.duration, interactionId: entry.interactionId });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  const afterNextFrame = (done) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => done(performance.now());
      channel.port2.postMessage(undefined);
    });
  addEventListener(
    'pointerup',
    (event) => {
      const click = { pointerupAt: event.timeStamp, clickAt: undefined, paintedAt: undefined };
      bench.clicks.push(click);
      const painted = () => afterNextFrame((at) => (click.paintedAt = at));
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (untilButtonGone) {
        const watch = new MutationObserver(() => {
          if (button?.isConnected && button.checkVisibility()) return;
          watch.disconnect();
          painted();
        });
        watch.observe(document.body, { childList: true, subtree: true, attributes: true });
      }
      // A listener on window in the bubble phase runs after the page's own (React's, on its root).
      addEventListener(
        'click',
        (clickEvent) => {
          click.clickAt = clickEvent.timeStamp;
          if (!untilButtonGone) painted();
        },
        { once: true },
      );
    },
    { capture: true },
  );
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Watches the clicks of every document `page` loads from now on (window.__shellkitBench). */
export const watchClicks = (page, { untilButtonGone }) => page.evaluateOnNewDocument(observeClicks, untilButtonGone);

/** A fresh page of `origin`/ watching its clicks, loaded. */
export async function openWatchedPage(browser, origin, options) {
  const page = await browser.newPage();
  await watchClicks(page, options);
  await page.goto(`${origin}/`, { waitUntil: 'load' });
  return page;
}

/** Event Timing per interaction: the longest entry of each (pointerdown, pointerup, click), as INP counts it. */
export function interactionDurations(events) {
  const byInteraction = new Map();
  for (const entry of events)
    if (entry.interactionId) byInteraction.set(entry.interactionId, Math.max(byInteraction.get(entry.interactionId) ?? 0, entry.duration));
  return [...byInteraction.values()];
}

/**
 * Until the page has made no request for `idleMs`: the vendors its config runs have started (one at a
 * time, in idle moments after load) and sent what they send on arrival, or what a click set off.
 */
export const networkSettled = (page, idleMs = 1500) =>
  page.waitForNetworkIdle({ idleTime: idleMs, timeout: 45_000 }).catch(() => undefined);

/**
 * Presses and releases the button labelled `text` as a visitor does (the pointer resting on it first,
 * released 60 ms after the press), then waits for the click's frame and for its Event Timing entries.
 * Returns `{ frameMs, eventTimingMs }`, eventTimingMs NaN when the browser reported nothing (under 16 ms).
 */
export async function pressAndTime(page, text) {
  const button = await page.locator(`::-p-text(${text})`).waitHandle();
  const box = await button.boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await pause(300);
  const index = await page.evaluate(() => window.__shellkitBench.clicks.length);
  await page.mouse.down();
  await pause(60);
  await page.mouse.up();
  await page.waitForFunction((at) => window.__shellkitBench.clicks[at]?.paintedAt !== undefined, { timeout: 10_000 }, index);
  // Event Timing entries arrive after the frame, and none at all for an interaction under 16 ms.
  const reported = (at) => {
    const { clicks, events } = window.__shellkitBench;
    return events.some((entry) => entry.name === 'click' && Math.abs(entry.startTime - clicks[at].clickAt) < 1);
  };
  await page.waitForFunction(reported, { timeout: 1000 }, index).catch(() => undefined);
  const { clicks, events } = await page.evaluate(() => window.__shellkitBench);
  const click = clicks[index];
  const entry = events.find((candidate) => candidate.name === 'click' && Math.abs(candidate.startTime - click.clickAt) < 1);
  const eventTimingMs = entry
    ? Math.max(...events.filter((candidate) => candidate.interactionId === entry.interactionId).map((candidate) => candidate.duration))
    : Number.NaN;
  return { frameMs: click.paintedAt - click.pointerupAt, eventTimingMs };
}

/**
 * One click's figure where a budget needs one number: the Event Timing duration, or where the browser
 * reports none (an interaction under 16 ms) the page's own measure of the same span, which is then
 * under 16 ms too. Without it an unreported baseline would have no value at all.
 */
export const clickMs = ({ frameMs, eventTimingMs }) => (Number.isFinite(eventTimingMs) ? eventTimingMs : Math.min(frameMs, 16));
