// Issue 35 §3's second figure: how soon the embedded-ledger server is back after a SIGKILL. A built server records
// one consent record on its CONSENT_LEDGER_DIR and is killed (SIGKILL: no shutdown, PGlite's files as a crash leaves
// them, the directory's lock held by a dead process); a new one is started at once on that directory, and the clock
// runs from its spawn to:
//   - back: `GET /` answers 200 (a visitor's page) and `/readyz` 200 (a balancer sends it traffic again);
//   - ledger back: the killed server's record is read back through `GET /consent/records/:consentId` (the ledger open).
// BENCH_RESTART_RUNS (default 10) kills in a row, each on the directory of the one before; the machine's load is
// printed beside the figures (another process's CPU slows a start more than anything here). 127.0.0.1 only, every
// wait bounded.
//
// `node scripts/bench/restart.mjs` runs it alone on the built server (dist/server/main.js).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startNode, stop } from './processes.mjs';
import { fixed, median } from './stats.mjs';
import { PRODUCT_SERVER_SCRIPT } from '../../tests/support/product-build.mjs';

/** Issue 35 §3's goal, back within 3 s of a SIGKILL on a loaded machine: budgets.json's restartAfterSigkillMs. */
export const RESTART_GOAL_MS = JSON.parse(readFileSync(path.resolve('budgets.json'), 'utf8')).restartAfterSigkillMs.limit;
const POLL_MS = 20;
/** A start that has not answered by then is not coming (the first start's initdb is not in these figures). */
const GIVE_UP_MS = 60_000;

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function submission(consentId) {
  return {
    recordId: randomUUID(),
    consentId,
    purposes: { analytics: true, marketing: false, experience: true },
    mode: 'opt-in',
    revision: '1',
    noticeHash: 'f'.repeat(64),
    occasion: 'first',
    decidedAt: new Date().toISOString(),
    globalPrivacyControl: false,
  };
}

async function answers(url, accept = (response) => response.ok) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    const body = await response.text();
    return accept(response, body);
  } catch {
    return false;
  }
}

/** Milliseconds from `since` until `check()` holds, polled every POLL_MS; throws past GIVE_UP_MS, with the server's stderr. */
async function msUntil(since, check, what, child) {
  while (!(await check())) {
    if (child.exitCode !== null) throw new Error(`the restarted server exited (${child.exitCode}) before ${what}:\n${child.output()}`);
    if (performance.now() - since > GIVE_UP_MS)
      throw new Error(`the restarted server was not ${what} within ${GIVE_UP_MS / 1000} s:\n${child.output()}`);
    await pause(POLL_MS);
  }
  return performance.now() - since;
}

/** The server as `startNode` starts it, but returned at once: the clock is the caller's. */
function spawned(serverScript, env) {
  const child = spawn(process.execPath, [serverScript], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  child.label = 'restarted server';
  child.output = () => stderr;
  return child;
}

async function recorded(origin, consentId) {
  const response = await fetch(`${origin}/consent/records`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify(submission(consentId)),
    signal: AbortSignal.timeout(10_000),
  });
  if (response.status !== 201) throw new Error(`the record was answered ${response.status}: ${await response.text()}`);
}

export async function measureRestart(serverScript, { runs = Number(process.env.BENCH_RESTART_RUNS ?? 10) } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'shellkit-bench-restart-'));
  const results = [];
  try {
    // The first start (initdb) is not what is measured: every run restarts on a directory holding a cluster.
    let port = await freePort();
    let origin = `http://127.0.0.1:${port}`;
    let server = await startNode(
      'server before the kill',
      serverScript,
      { CONSENT_LEDGER_DIR: dir, PORT: String(port), HOST: '127.0.0.1' },
      `${origin}/readyz`,
      120_000,
    );
    try {
      for (let run = 0; run < runs; run += 1) {
        const consentId = randomUUID();
        // The ledger may still be opening when /readyz first answers: the record waits for it as a browser's outbox would.
        await msUntil(
          performance.now(),
          () =>
            recorded(origin, consentId).then(
              () => true,
              () => false,
            ),
          'recording',
          server,
        );
        const load = loadavg()[0];
        server.kill('SIGKILL');
        await new Promise((resolve) => (server.exitCode !== null || server.signalCode !== null ? resolve() : server.once('exit', resolve)));
        port = await freePort();
        origin = `http://127.0.0.1:${port}`;
        const since = performance.now();
        server = spawned(serverScript, { CONSENT_LEDGER_DIR: dir, PORT: String(port), HOST: '127.0.0.1' });
        const pageMs = await msUntil(since, () => answers(`${origin}/`), 'serving pages', server);
        const readyMs = await msUntil(since, () => answers(`${origin}/readyz`), 'ready', server);
        const ledgerMs = await msUntil(
          since,
          () => answers(`${origin}/consent/records/${consentId}`, (response, body) => response.ok && body.includes(consentId)),
          "reading the killed server's record",
          server,
        );
        results.push({ backMs: Math.max(pageMs, readyMs), pageMs, readyMs, ledgerMs, load });
      }
    } finally {
      await stop(server);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return { runs: results };
}

/** One line per figure: median, range, how many within the goal, and the load average (1 min) at each kill. */
export function restartRows({ runs }) {
  const within = (key) => runs.filter((run) => run[key] <= RESTART_GOAL_MS).length;
  const row = (key) =>
    `median ${fixed(median(runs.map((run) => run[key])) / 1000, 2)} s, ${fixed(Math.min(...runs.map((run) => run[key])) / 1000, 2)} to ${fixed(Math.max(...runs.map((run) => run[key])) / 1000, 2)} s; ${within(key)} of ${runs.length} within ${RESTART_GOAL_MS / 1000} s`;
  const loads = `load average ${fixed(Math.min(...runs.map((run) => run.load)), 2)} to ${fixed(Math.max(...runs.map((run) => run.load)), 2)} (2 cores)`;
  return [
    [`back after a SIGKILL (GET / and /readyz 200), embedded ledger, ${runs.length} runs`, `${row('backMs')}; ${loads}`],
    [`ledger back after a SIGKILL (the killed server's record read back)`, row('ledgerMs')],
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const restart = await measureRestart(process.argv[2] ? path.resolve(process.argv[2]) : PRODUCT_SERVER_SCRIPT);
  for (const run of restart.runs)
    console.log(
      `  back ${Math.round(run.backMs)} ms (page ${Math.round(run.pageMs)}, ready ${Math.round(run.readyMs)}), ledger ${Math.round(run.ledgerMs)} ms, load ${fixed(run.load, 2)}`,
    );
  for (const [label, value] of restartRows(restart)) console.log(`  ${label}  ${value}`);
}
