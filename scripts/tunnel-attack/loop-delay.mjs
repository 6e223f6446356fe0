// Preloaded into the server under attack (node --import): every second, one JSON line on stderr with
// the server's own event-loop delay (how late a timer fires). Separates "the server was busy" from
// "the machine was busy" in the latency figures; nothing of it is in the server itself.
import { monitorEventLoopDelay } from 'node:perf_hooks';

const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();
setInterval(() => {
  const ms = (ns) => Math.round(ns / 1e5) / 10;
  process.stderr.write(
    `${JSON.stringify({ msg: 'event loop delay', p50Ms: ms(histogram.percentile(50)), p99Ms: ms(histogram.percentile(99)), maxMs: ms(histogram.max) })}\n`,
  );
  histogram.reset();
}, 1000).unref();
