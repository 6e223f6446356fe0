// Processes the bench starts (production servers, the fake Sentry) on free ports, and stops again:
// each by its own pid, all of them on exit (an error, an exception nobody caught, Ctrl-C), so a failed
// run leaves nothing listening. The same for what other scripts start for it (a PostgreSQL cluster, Redis,
// HAProxy): stoppedOnExit.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../../tests/support/free-port.mjs';
import { TIMED_OUT, within } from './time-limit.mjs';

export { freePort };

const started = new Set();
const stopsOnExit = new Set();

async function waitForUrl(url, child, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${child.label} exited (${child.exitCode}) before answering ${url}:\n${child.output()}`);
    try {
      // A server that takes the connection and never answers would otherwise hold this past the deadline.
      const response = await fetch(url, { signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${child.label} did not answer ${url} within ${timeoutMs} ms:\n${child.output()}`);
}

/**
 * Starts `node script` with `env` and resolves once `readyUrl` answers 2xx. stdout goes nowhere
 * (the production server logs each request, as in production); stderr is kept for error messages.
 */
export async function startNode(label, script, env, readyUrl, timeoutMs = 30_000) {
  const child = spawn(process.execPath, [script], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  child.label = label;
  child.output = () => stderr;
  started.add(child);
  child.on('exit', () => started.delete(child));
  await waitForUrl(readyUrl, child, timeoutMs);
  return child;
}

/** How long a server gets to end on SIGTERM before SIGKILL, and SIGKILL before the bench stops waiting for it. */
const STOP_WITHIN_MS = 5_000;

/** Stops `child`: SIGTERM, SIGKILL if it has not ended within STOP_WITHIN_MS, and gives up waiting as long again after that. */
export async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  if ((await within(exited, STOP_WITHIN_MS)) !== TIMED_OUT) return;
  child.kill('SIGKILL');
  if ((await within(exited, STOP_WITHIN_MS)) === TIMED_OUT)
    console.error(
      `[bench] ${child.label} (pid ${child.pid}) did not end on SIGKILL within ${STOP_WITHIN_MS / 1000} s; the bench carries on`,
    );
}

export const stopAll = () => Promise.all([...started].map(stop));

/**
 * `resource` (anything with a `stop()`: a PostgreSQL cluster, Redis, HAProxy) as it is, its `stop()` also called
 * when the bench exits before it was stopped. An exit handler cannot wait: those `stop()`s send their signal (or
 * run pg_ctl) synchronously, which is what counts.
 */
export function stoppedOnExit(resource) {
  const stopOnExit = () => resource.stop();
  stopsOnExit.add(stopOnExit);
  return {
    ...resource,
    stop: () => {
      const stopping = resource.stop();
      // Forgotten once it has stopped: a stop the bench gave up waiting for is tried again on exit.
      Promise.resolve(stopping).then(
        () => stopsOnExit.delete(stopOnExit),
        () => undefined,
      );
      return stopping;
    },
  };
}

// Exiting runs the 'exit' handler below: one place that stops everything, however the bench ends.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));
process.on('exit', () => {
  for (const child of started) child.kill('SIGKILL');
  for (const stopOnExit of stopsOnExit) {
    try {
      // A promise it returns settles, if ever, after the process is gone.
      stopOnExit()?.catch?.(() => undefined);
    } catch (error) {
      console.error(`[bench] could not stop something on exit: ${error.message}`);
    }
  }
});

/** Resident memory of a process in bytes (Linux /proc), or NaN where there is no /proc. */
export function residentBytes(pid) {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(path.join('/proc', String(pid), 'status'), 'utf8'));
    return match ? Number(match[1]) * 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/**
 * The fake Sentry the tests use (tests/support/fake-sentry.mjs), as a process of its own on a free
 * port, answering after `delayMs` and keeping nothing (so its memory stays flat under load and it
 * never shares an event loop with the load generator).
 */
export async function startFakeSentry(delayMs = 0) {
  const port = await freePort();
  const env = { FAKE_SENTRY_PORT: String(port), FAKE_SENTRY_DELAY_MS: String(delayMs) };
  const child = await startNode('fake Sentry', path.resolve('tests/support/fake-sentry.mjs'), env, `http://127.0.0.1:${port}/health`);
  return { child, origin: `http://127.0.0.1:${port}` };
}

/**
 * For the memory figures: the server's JavaScript heap bounded, as a container's memory limit would
 * bound it. Unbounded, on a machine with 24 GiB, V8 grows the heap for a long while rather than
 * collect, so the resident size climbs under load whether or not anything is kept (docs/performance.md:
 * 43 MiB in 60 s unbounded, 0.1 MiB with 48 MiB, the same server and load). Bounded, garbage is
 * collected and only what is kept lifts the floor; a leak ends the run with an out-of-memory error.
 */
export const BOUNDED_HEAP_MIB = 64;
export const boundedHeap = () => ({ NODE_OPTIONS: `--max-old-space-size=${BOUNDED_HEAP_MIB}` });

/** A bench build's production server (.bench/<build>/server/main.js) on a free port, its tunnel pointed at `sentryOrigin`. */
export async function startShellServer(buildDir, vendorEnv, sentryOrigin, extraEnv = {}) {
  const port = await freePort();
  const child = await startNode(
    'production server',
    path.join(buildDir, 'server', 'main.js'),
    {
      ...vendorEnv,
      ...extraEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      SENTRY_INGEST_URL: sentryOrigin,
      // The tunnel load comes from one address at thousands a second: it measures throughput, not
      // abuse, so the per-IP rate limit (120 a minute by default) is lifted here.
      SENTRY_TUNNEL_RATE_LIMIT: '1000000',
      // An embedded consent ledger is one process's: each server its own, beside its build.
      CONSENT_LEDGER_DIR: path.join(buildDir, `consent-ledger-${port}`),
    },
    `http://127.0.0.1:${port}/healthz`,
    // The embedded ledger's first start makes its cluster (initdb), which on a busy machine takes a while.
    120_000,
  );
  return { child, origin: `http://127.0.0.1:${port}` };
}

/** A page is a few kilobytes from this machine: silence this long means it is not coming. */
const SERVED_PAGE_IDLE_MS = 30_000;

/**
 * The page a bench server sends for `/`, read on a connection of its own: fetch reuses a pooled one,
 * which on a busy machine the server may be closing on its keep-alive timeout, and the page is then cut short.
 */
export function servedPage(origin) {
  return new Promise((resolve, reject) => {
    const request = http
      .get(`${origin}/`, { agent: false }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () =>
          response.statusCode === 200 ? resolve(body) : reject(new Error(`${origin}/ answered ${response.statusCode}`)),
        );
      })
      .on('error', reject);
    // A server that stops sending (a wedged process) would otherwise hold the bench here for ever.
    request.setTimeout(SERVED_PAGE_IDLE_MS, () =>
      request.destroy(new Error(`${origin}/ sent nothing for ${SERVED_PAGE_IDLE_MS / 1000} s`)),
    );
  });
}
