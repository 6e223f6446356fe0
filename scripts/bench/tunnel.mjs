// The /monitoring tunnel under load: autocannon at a fixed concurrency posts one error envelope
// (about 1.6 kB, the size of a browser SDK error event) for a fixed time, straight to the fake Sentry,
// then through the production server to the same fake Sentry. Latencies are every response's own
// time (autocannon's "response" event, sub-millisecond), not its whole-millisecond histogram.
import autocannon from 'autocannon';
import { residentBytes } from './processes.mjs';
import { mib } from './stats.mjs';
import { loadFigures } from './load-figures.mjs';

function errorEnvelope(dsn) {
  const eventId = 'b1e1f0c0a1b2c3d4e5f60718293a4b5c';
  const header = {
    event_id: eventId,
    sent_at: '2026-11-21T00:00:00.000Z',
    dsn,
    sdk: { name: 'sentry.javascript.react', version: '11.12.0' },
  };
  const frames = Array.from({ length: 8 }, (_, index) => ({
    filename: `https://www.example.com/assets/index-Bp5yKcBe.js`,
    function: `handler${index}`,
    lineno: 1,
    colno: 1000 + index * 37,
    in_app: true,
  }));
  const event = {
    event_id: eventId,
    level: 'error',
    platform: 'javascript',
    environment: 'production',
    timestamp: 1795000000.123,
    exception: {
      values: [
        { type: 'Error', value: 'Sample error', mechanism: { type: 'shellkit.window.error', handled: false }, stacktrace: { frames } },
      ],
    },
    tags: { 'shellkit.source': 'window.error' },
    request: {
      url: 'https://www.example.com/?tab=a',
      headers: {
        'User-Agent':
          'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
      },
    },
    breadcrumbs: [{ timestamp: 1795000000.001, category: 'ui.click', message: 'main > div.demo-actions > button' }],
  };
  const payload = JSON.stringify(event);
  return `${JSON.stringify(header)}\n${JSON.stringify({ type: 'event', length: Buffer.byteLength(payload) })}\n${payload}\n`;
}

/** One autocannon run; with `watchPid`, that process's resident memory is sampled every 500 ms. */
function load(url, body, { connections, seconds, watchPid }) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const memory = [];
    const started = Date.now();
    const sampler = watchPid
      ? setInterval(() => memory.push({ atS: (Date.now() - started) / 1000, bytes: residentBytes(watchPid) }), 500)
      : undefined;
    const instance = autocannon(
      {
        url,
        method: 'POST',
        body,
        headers: { 'content-type': 'application/x-sentry-envelope' },
        connections,
        pipelining: 1,
        duration: seconds,
      },
      (error, result) => {
        clearInterval(sampler);
        if (error) return reject(error);
        resolve({
          ...loadFigures(result, latencies, seconds),
          memory,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
}

/**
 * Direct, then through the tunnel, each after a short warm-up at the same load. Memory: the server's
 * resident size after the warm-up, its peak, and the growth of its floor from the middle third of
 * the run to the last third, which stays near zero when memory is flat and grows with a leak.
 */
export async function measureTunnel({ serverOrigin, serverPid, sentryOrigin, dsn, connections, seconds }) {
  const body = errorEnvelope(dsn);
  const direct = `${sentryOrigin}/api/456/envelope/`;
  const tunnel = `${serverOrigin}/monitoring?o=123&p=456&r=us`;
  await load(direct, body, { connections, seconds: 3 });
  const straight = await load(direct, body, { connections, seconds });
  await load(tunnel, body, { connections, seconds: 3 });
  const settledMiB = mib(residentBytes(serverPid));
  const through = await load(tunnel, body, { connections, seconds, watchPid: serverPid });

  // Resident memory saws up and down with garbage collection; a leak lifts the floor each collection
  // returns to. So: the lowest sample of the middle third against the lowest of the last third.
  const samples = through.memory.filter((sample) => Number.isFinite(sample.bytes));
  const floor = (from, to) => Math.min(...samples.filter((sample) => sample.atS >= from && sample.atS < to).map((sample) => sample.bytes));
  const middle = floor(seconds / 3, (2 * seconds) / 3);
  const last = floor((2 * seconds) / 3, seconds + 1);
  return {
    connections,
    seconds,
    envelopeBytes: Buffer.byteLength(body),
    direct: straight,
    tunnel: through,
    p50Ratio: through.p50Ms / straight.p50Ms,
    p99Ratio: through.p99Ms / straight.p99Ms,
    memoryBeforeMiB: settledMiB,
    peakMemoryMiB: mib(Math.max(...samples.map((sample) => sample.bytes))),
    memoryGrowthMiB: mib(last - middle),
    memoryTrace: samples.map((sample) => [Number(sample.atS.toFixed(1)), Number(mib(sample.bytes).toFixed(1))]),
  };
}
