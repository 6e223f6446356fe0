// The shell's own time in track() (issue 23 §4: track() returns after the shell's own work, ≤ 0.1 ms),
// no CPU slowdown: the home page's "Track sample event" handler, `() => analytics.track('Sample Event',
// { source: 'demo' })`, taken from the button's React props (so exactly useAnalytics().track, with no
// synthetic click around it), called in batches; the figure is the synchronous time of a batch divided
// by its calls, median over the batches. Each call is too short for performance.now() (coarsened to
// 0.1 ms in a page that is not cross-origin isolated), hence batches. Whatever a vendor's SDK does in a
// later task is not in it: that is the vendors' own work, kept out of the interaction, not ours to remove.
import { networkSettled } from './click-timing.mjs';
import { median } from './stats.mjs';

/** Makes the "Track sample event" handler callable as window.__shellkitTrack. */
export async function installTrack(page) {
  const installed = await page.evaluate(() => {
    const button = [...document.querySelectorAll('button')].find((candidate) => candidate.textContent === 'Track sample event');
    const propsKey = button && Object.keys(button).find((key) => key.startsWith('__reactProps$'));
    if (!propsKey) return false;
    window.__shellkitTrack = button[propsKey].onClick;
    return true;
  });
  if (!installed) throw new Error('could not find the "Track sample event" handler');
}

/** Synchronous ms per track() call: `batches` batches of `calls`, the vendors' later work let run (the network quiet) between batches. */
export async function syncTrackPerCallMs(page, { batches, calls }) {
  const perCall = [];
  for (let batch = 0; batch < batches; batch += 1) {
    const ms = await page.evaluate((count) => {
      const started = performance.now();
      for (let call = 0; call < count; call += 1) window.__shellkitTrack();
      return performance.now() - started;
    }, calls);
    perCall.push(ms / calls);
    await networkSettled(page, 300);
  }
  return median(perCall);
}

/** The script a profiled frame belongs to: the shell's assets, an SDK chunk by name, or a vendor host's stand-in script. */
function scriptOf(url) {
  const chunk = /\/assets\/(sdk-[a-z]+|worker-bundler)-/.exec(url);
  if (chunk) return `${chunk[1]} chunk`;
  if (/\/assets\//.test(url)) return 'shell';
  if (/^https:\/\//.test(url)) return `${new URL(url).hostname} (stand-in)`;
  return undefined;
}

/**
 * Main-thread time per call of one batch and everything it sets off (until the network is quiet), by
 * script: V8's sampling profiler (0.1 ms), each sample charged to the nearest script on its stack (a
 * native call such as the cookie getter goes to the script that made it). Informational: where time goes.
 */
export async function profiledTrack(page, calls) {
  const cdp = await page.createCDPSession();
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.evaluate((count) => {
    for (let call = 0; call < count; call += 1) window.__shellkitTrack();
  }, calls);
  await networkSettled(page, 1000);
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.detach();
  const parentOf = new Map();
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const groupOf = (id) => {
    for (let current = id; current !== undefined; current = parentOf.get(current)) {
      const { url, functionName } = nodes.get(current).callFrame;
      const script = scriptOf(url);
      if (script) return script;
      if (functionName === '(idle)') return undefined;
      if (functionName === '(garbage collector)') return 'garbage collection';
      if (functionName === '(program)') return 'browser (program: native work outside any script)';
    }
    return 'browser (other)';
  };
  const totals = {};
  profile.samples.forEach((id, index) => {
    const group = groupOf(id);
    if (group) totals[group] = (totals[group] ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000;
  });
  return Object.fromEntries(Object.entries(totals).map(([group, ms]) => [group, ms / calls]));
}
