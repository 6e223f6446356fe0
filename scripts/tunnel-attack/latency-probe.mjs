// Asks the server for /healthz and the home page, one after the other, every PROBE_INTERVAL_MS
// (default 200) until stdin closes, each on a new connection (as a monitor or a first visit would),
// then prints {"healthz":[ms...],"home":[ms...],"slow":[[atS,path,ms]...],"failures":n} on stdout
// (slow: every answer over 100 ms, with when it was asked, in seconds from the start). Its own process, so the
// attack's traffic in the parent never delays the measurement. A request that takes longer than
// 5 s counts as a failure.
import { request } from 'node:http';

const origin = process.env.PROBE_ORIGIN;
const intervalMs = Number(process.env.PROBE_INTERVAL_MS ?? 200);
const results = { healthz: [], home: [], slow: [], failures: 0 };

function timed(path) {
  return new Promise((resolve) => {
    const started = performance.now();
    let settled = false;
    const settle = (ms) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(ms);
    };
    const req = request(new URL(path, origin), { agent: false }, (response) => {
      response.resume();
      response.on('end', () => settle(response.statusCode === 200 ? performance.now() - started : null));
    });
    // A timer of our own keeps this process alive and counts a hung request as a failure.
    const timer = setTimeout(() => {
      req.destroy();
      settle(null);
    }, 5000);
    req.on('error', () => settle(null));
    req.on('close', () => settle(null));
    req.end();
  });
}

// One round before the measurement: this process's own first request (module loading, first
// connection) is not the server's latency. "warm" on stdout tells the attack it may begin.
await timed('/healthz');
await timed('/');
process.stdout.write('warm\n');
const measuredFrom = performance.now();

let running = true;
process.stdin.on('end', () => (running = false));
process.stdin.on('close', () => (running = false));
process.stdin.resume();

while (running) {
  for (const [key, path] of [
    ['healthz', '/healthz'],
    ['home', '/'],
  ]) {
    const askedAtS = (performance.now() - measuredFrom) / 1000;
    const ms = await timed(path);
    if (ms === null) results.failures++;
    else results[key].push(ms);
    if (ms === null || ms > 100) results.slow.push([Number(askedAtS.toFixed(1)), path, ms === null ? 'failed' : Math.round(ms)]);
  }
  await new Promise((resolve) => setTimeout(resolve, intervalMs));
}
process.stdout.write(JSON.stringify(results));
