// `npm run attack:tunnel`: the /monitoring tunnel of the built production server (dist/server/main.js,
// or ATTACK_SERVER=path/to/main.js) under the attacks and faults of issue 13, on 127.0.0.1 only, each
// scenario bounded in count and time. Prints one table of figures (and writes them as JSON to
// ATTACK_JSON if set). Scenarios (ATTACK_ONLY=stalled,forwards,... runs a subset):
//   stalled   100 uploads announce 20 MiB, send all but the last byte, and stall (each its own IP)
//   forwards  50 concurrent 15 MiB envelopes to an upstream that answers after 5 s (each its own IP)
//   combined  both at once
//   flood     one IP posts 20,000 small envelopes as fast as it can (at most 30 s)
//   crosssite one POST from another site's page (Origin and Sec-Fetch-Site: cross-site)
//   slow      20 envelopes to an upstream that answers after 15 s (past the 10 s timeout)
//   dead      20 envelopes to a port nothing listens on, and 20 to one that accepts and never answers
// Throughout each, a separate process asks /healthz and / every 200 ms, the server's resident memory
// is read from /proc every 100 ms, and the server reports its own event-loop delay (loop-delay.mjs,
// preloaded). `npm run build` first.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { freePort, residentBytes, startNode, stop, stopAll } from '../bench/processes.mjs';
import { PRODUCT_SERVER_SCRIPT } from '../../tests/support/product-build.mjs';

const SERVER = process.env.ATTACK_SERVER ? path.resolve(process.env.ATTACK_SERVER) : PRODUCT_SERVER_SCRIPT;
const DSN = 'https://publickey@o123.ingest.us.sentry.io/456';
const QUERY = '/monitoring?o=123&p=456&r=us';
const MIB = 1024 * 1024;
const TUNNEL_LIMIT = 20 * MIB;
// Nothing runs longer than this, whatever the server does.
const SCENARIO_LIMIT_MS = 45_000;
const only = process.env.ATTACK_ONLY?.split(',');

/** An envelope of exactly `total` bytes whose header names the allowed DSN and its own total length. */
function envelopeOf(total) {
  const header = `${JSON.stringify({ dsn: DSN, sent_at: '2026-11-21T00:00:00.000Z', total: String(total).padStart(10, '0') })}\n`;
  const item = '{"type":"replay_recording"}\n';
  const body = Buffer.alloc(total, 0x61);
  body.write(header + item);
  return body;
}

/** A visitor address of its own for request `index` (198.18.0.0/15 is for benchmarks: RFC 2544). */
const visitorIp = (index) => `198.18.${Math.floor(index / 250)}.${(index % 250) + 1}`;

/** The one fake Sentry (tests/support/fake-sentry.mjs) in a process of its own: `fast`, `slow` (answers after delayMs) or `dead`. */
async function startUpstream(mode, delayMs = 5000) {
  const port = await freePort();
  const child = await startNode(
    `fake upstream (${mode})`,
    path.resolve('tests/support/fake-sentry.mjs'),
    {
      FAKE_SENTRY_PORT: String(port),
      FAKE_SENTRY_DELAY_MS: String(mode === 'slow' ? delayMs : 0),
      FAKE_SENTRY_DEAD: mode === 'dead' ? '1' : '0',
    },
    `http://127.0.0.1:${port}/stats`,
  );
  const origin = `http://127.0.0.1:${port}`;
  return { child, origin, stats: async () => (await fetch(`${origin}/stats`)).json() };
}

/** The production server as `npm start` runs it; its stderr lines are kept to count what it logged. */
async function startServer(ingestOrigin, extraEnv = {}) {
  if (!existsSync(SERVER)) throw new Error(`No server build at ${SERVER}: run \`npm run build\` first.`);
  const port = await freePort();
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    TRUST_PROXY: 'true',
    VITE_SENTRY_DSN: DSN,
    SENTRY_INGEST_URL: ingestOrigin,
    ...extraEnv,
  };
  const child = spawn(process.execPath, ['--import', pathToFileURL(path.resolve('scripts/tunnel-attack/loop-delay.mjs')).href, SERVER], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  servers.add(child);
  child.once('exit', () => servers.delete(child));
  const lines = [];
  let partial = '';
  child.stderr.on('data', (chunk) => {
    const text = partial + chunk;
    const parts = text.split('\n');
    partial = parts.pop() ?? '';
    lines.push(...parts);
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${lines.join('\n')}`);
    if (Date.now() > deadline) throw new Error('server did not start');
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  const logSummary = () => {
    const json = lines.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line));
    const loop = json.filter((entry) => entry.msg === 'event loop delay');
    const byMessage = {};
    for (const entry of json.filter((line) => line.msg !== 'event loop delay')) {
      const key = `${entry.msg}${entry.status ? ` ${entry.status}` : ''}`;
      byMessage[key] = (byMessage[key] ?? 0) + 1;
    }
    // The server log is JSON lines on stderr (a "request answered" line per request among them); anything else there is not JSON.
    const other = lines.filter((line) => line.trim() && !line.startsWith('{'));
    return {
      json: byMessage,
      nonJsonStderrLines: other.length,
      firstNonJson: other.slice(0, 3),
      // The server's own event-loop delay, worst one-second window (from loop-delay.mjs).
      eventLoopDelayMaxMs: Math.max(0, ...loop.map((entry) => entry.maxMs)),
      eventLoopDelayWorstP99Ms: Math.max(0, ...loop.map((entry) => entry.p99Ms)),
    };
  };
  return { child, origin, port, logSummary };
}

// Servers this script started, killed by their own pid if it ends early.
const servers = new Set();
process.on('exit', () => {
  for (const child of servers) child.kill('SIGKILL');
});

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Watches a scenario: the server's resident memory every 100 ms, and the latency probe's figures. */
/** CPU seconds a process has used so far (Linux /proc; user + system, at 100 ticks a second). */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/** Resolves, once the probe has made its first round, to a function that ends the watch and gives its figures. */
async function watch(server) {
  const probe = spawn(process.execPath, [path.resolve('scripts/tunnel-attack/latency-probe.mjs')], {
    env: { ...process.env, PROBE_ORIGIN: server.origin },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let output = '';
  probe.stdout.on('data', (chunk) => (output += chunk));
  const probeDone = new Promise((resolve) => probe.once('exit', resolve));
  // The probe's own start (and its first connection) is not the server's latency: begin once it is warm.
  while (!output.startsWith('warm\n')) await sleep(20);
  const startedAt = Date.now();
  const cpuBefore = cpuSeconds(server.child.pid);
  const samples = [];
  const sampler = setInterval(() => samples.push(residentBytes(server.child.pid)), 100);
  return async () => {
    clearInterval(sampler);
    const cpuShare = (cpuSeconds(server.child.pid) - cpuBefore) / ((Date.now() - startedAt) / 1000);
    probe.stdin.end();
    await probeDone;
    const latency = JSON.parse(output.slice('warm\n'.length) || '{"healthz":[],"home":[],"slow":[],"failures":0}');
    const finite = samples.filter(Number.isFinite);
    return {
      peakRssMiB: Math.round(Math.max(...finite) / MIB),
      // Of one core, over the scenario: near 1 means the server itself was the bottleneck.
      serverCpuShare: Number(cpuShare.toFixed(2)),
      healthz: summarize(latency.healthz),
      home: summarize(latency.home),
      probeFailures: latency.failures,
      over100Ms: latency.slow?.slice(0, 12),
    };
  };
}

function summarize(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p) => (sorted.length ? Number(sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)].toFixed(1)) : null);
  return { count: sorted.length, p50Ms: at(0.5), p99Ms: at(0.99), maxMs: sorted.length ? Number(sorted.at(-1).toFixed(1)) : null };
}

const countBy = (values) => values.reduce((counts, value) => ({ ...counts, [value]: (counts[value] ?? 0) + 1 }), {});

/**
 * `count` raw connections each announce `TUNNEL_LIMIT` bytes, send all but the last, and stall.
 * Resolves when every one has been answered or closed by the server, or after `limitMs`.
 */
function stalledUploads(server, count, limitMs) {
  const body = envelopeOf(TUNNEL_LIMIT).subarray(0, TUNNEL_LIMIT - 1);
  const started = Date.now();
  const outcomes = [];
  const sockets = [];
  const done = Array.from(
    { length: count },
    (_, index) =>
      new Promise((resolve) => {
        const socket = connect(server.port, '127.0.0.1');
        sockets.push(socket);
        let answered = null;
        let finished = false;
        const finish = (outcome) => {
          if (finished) return;
          finished = true;
          outcomes.push({ ...outcome, afterS: (Date.now() - started) / 1000 });
          resolve();
        };
        socket.on('data', (chunk) => {
          answered ??= /^HTTP\/1\.1 (\d{3})/.exec(chunk.toString('latin1'))?.[1] ?? 'garbled';
          finish({ status: answered });
        });
        socket.on('error', () => finish({ status: answered ?? 'reset' }));
        socket.on('close', () => finish({ status: answered ?? 'closed' }));
        socket.write(
          `POST ${QUERY} HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nContent-Type: text/plain;charset=UTF-8\r\n` +
            `Content-Length: ${TUNNEL_LIMIT}\r\nX-Forwarded-For: ${visitorIp(index)}\r\n\r\n`,
        );
        socket.write(body);
      }),
  );
  const limit = sleep(limitMs).then(() => 'limit');
  return Promise.race([Promise.all(done), limit]).then(() => {
    const stillHeld = count - outcomes.length;
    for (const socket of sockets) socket.destroy();
    const times = outcomes.map((outcome) => outcome.afterS).sort((a, b) => a - b);
    return {
      statuses: countBy(outcomes.map((outcome) => outcome.status)),
      stillHeldAtLimit: stillHeld,
      limitS: limitMs / 1000,
      firstEndedS: times[0] ?? null,
      lastEndedS: times.at(-1) ?? null,
    };
  });
}

/** One complete POST with node:http (no client-side limits), resolving to its status and duration. */
function post(server, body, headers = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const req = request(
      new URL(QUERY, server.origin),
      { method: 'POST', agent: false, headers: { 'content-type': 'text/plain;charset=UTF-8', 'content-length': body.length, ...headers } },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode, ms: Date.now() - started }));
      },
    );
    req.setTimeout(SCENARIO_LIMIT_MS, () => req.destroy());
    req.on('error', (error) => resolve({ status: error.code ?? 'error', ms: Date.now() - started }));
    req.end(body);
  });
}

async function concurrentPosts(server, count, bytes, ipOffset = 0) {
  const body = envelopeOf(bytes);
  const results = await Promise.all(
    Array.from({ length: count }, (_, index) => post(server, body, { 'x-forwarded-for': visitorIp(ipOffset + index) })),
  );
  const times = results.map((result) => result.ms).sort((a, b) => a - b);
  return { statuses: countBy(results.map((result) => result.status)), slowestS: (times.at(-1) ?? 0) / 1000 };
}

const scenarios = {
  async stalled() {
    const upstream = await startUpstream('fast');
    const server = await startServer(upstream.origin);
    const idleRssMiB = Math.round(residentBytes(server.child.pid) / MIB);
    const finish = await watch(server);
    const stalled = await stalledUploads(server, 100, SCENARIO_LIMIT_MS);
    const watched = await finish();
    const result = { idleRssMiB, ...watched, stalled, upstream: await upstream.stats(), log: server.logSummary() };
    await Promise.all([stop(server.child), stop(upstream.child)]);
    return result;
  },

  async forwards() {
    const upstream = await startUpstream('slow', 5000);
    const server = await startServer(upstream.origin);
    const finish = await watch(server);
    const forwards = await concurrentPosts(server, 50, 15 * MIB);
    const watched = await finish();
    const result = { ...watched, forwards, upstream: await upstream.stats(), log: server.logSummary() };
    await Promise.all([stop(server.child), stop(upstream.child)]);
    return result;
  },

  async combined() {
    const upstream = await startUpstream('slow', 5000);
    const server = await startServer(upstream.origin);
    const finish = await watch(server);
    const [stalled, forwards] = await Promise.all([
      stalledUploads(server, 100, SCENARIO_LIMIT_MS),
      concurrentPosts(server, 50, 15 * MIB, 1000),
    ]);
    const watched = await finish();
    const result = { ...watched, stalled, forwards, upstream: await upstream.stats(), log: server.logSummary() };
    await Promise.all([stop(server.child), stop(upstream.child)]);
    return result;
  },

  async flood() {
    const upstream = await startUpstream('fast');
    const server = await startServer(upstream.origin);
    const finish = await watch(server);
    const body = envelopeOf(1600);
    const started = Date.now();
    const result = await new Promise((resolve, reject) =>
      autocannon(
        {
          url: `${server.origin}${QUERY}`,
          method: 'POST',
          body,
          headers: { 'content-type': 'text/plain;charset=UTF-8' },
          connections: 10,
          amount: 20_000,
          duration: 30,
        },
        (error, outcome) => (error ? reject(error) : resolve(outcome)),
      ),
    );
    const seconds = (Date.now() - started) / 1000;
    const watched = await finish();
    const forwarded = (await upstream.stats()).received;
    const flood = {
      sent: result.requests.total,
      seconds: Number(seconds.toFixed(1)),
      perSecond: Math.round(result.requests.total / seconds),
      status2xx: result['2xx'],
      status4xx: result['4xx'],
      status5xx: result['5xx'],
      forwarded,
    };
    const out = { ...watched, flood, log: server.logSummary() };
    await Promise.all([stop(server.child), stop(upstream.child)]);
    return out;
  },

  async crosssite() {
    const upstream = await startUpstream('fast');
    const server = await startServer(upstream.origin);
    const body = envelopeOf(1600);
    const crossSite = await post(server, body, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    const sameOrigin = await post(server, body, { origin: server.origin, 'sec-fetch-site': 'same-origin' });
    const result = { crossSite: crossSite.status, sameOrigin: sameOrigin.status, forwarded: (await upstream.stats()).received };
    await Promise.all([stop(server.child), stop(upstream.child)]);
    return result;
  },

  async slow() {
    const upstream = await startUpstream('slow', 15_000);
    const server = await startServer(upstream.origin);
    const finish = await watch(server);
    const posts = await concurrentPosts(server, 20, 1600);
    const watched = await finish();
    const result = { ...watched, posts, log: server.logSummary() };
    await Promise.all([stop(server.child), stop(upstream.child)]);
    return result;
  },

  async dead() {
    const refusedPort = await freePort();
    const refusing = await startServer(`http://127.0.0.1:${refusedPort}`);
    const refused = await concurrentPosts(refusing, 20, 1600);
    await stop(refusing.child);
    const upstream = await startUpstream('dead');
    const server = await startServer(upstream.origin);
    const finish = await watch(server);
    const silent = await concurrentPosts(server, 20, 1600);
    const watched = await finish();
    const result = { refused, silent, ...watched, log: server.logSummary() };
    await Promise.all([stop(server.child), stop(upstream.child)]);
    return result;
  },
};

const overall = setTimeout(() => {
  console.error('attack: gave up after 6 minutes');
  void stopAll().then(() => process.exit(1));
}, 6 * 60_000);

const results = {
  date: new Date().toISOString(),
  machine: `${os.availableParallelism()} x ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 1024 ** 3)} GiB, ${os.type()} ${os.release()}, Node ${process.version}`,
  server: path.relative(process.cwd(), SERVER),
};
try {
  for (const [name, run] of Object.entries(scenarios)) {
    if (only && !only.includes(name)) continue;
    console.error(`[attack] ${name}…`);
    results[name] = await run();
    console.log(`${name}: ${JSON.stringify(results[name])}`);
  }
} finally {
  clearTimeout(overall);
  await stopAll();
}
if (process.env.ATTACK_JSON) writeFileSync(process.env.ATTACK_JSON, `${JSON.stringify(results, null, 2)}\n`);
console.log(`machine: ${results.machine}; date: ${results.date}`);
