// The production server of `npm run build` (dist/server/main.js, serving dist/client), started as
// `npm start` starts it, with the environment a test chooses, on a free port. One build serves
// every config: the server validates its environment, hands the page its config in index.html and
// makes the Content-Security-Policy from the same object.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { freePort } from './free-port.mjs';
import { ledgerEnvFor } from './ledger-env.mjs';
import { PRODUCT_SERVER_SCRIPT } from './product-build.mjs';

export const SERVER_SCRIPT = PRODUCT_SERVER_SCRIPT;

// What a developer's shell may export that would change the server under test.
const CONFIG_VARIABLE = /^(VITE_|SENTRY_|CONSENT_|DATABASE_URL$|PORT$|HOST$|TRUST_PROXY$|SHUTDOWN_TIMEOUT_MS$)/;
const cleanEnv = () => Object.fromEntries(Object.entries(process.env).filter(([name]) => !CONFIG_VARIABLE.test(name)));

/**
 * Starts the server with exactly `env` (on top of a process environment with no config variable in
 * it) and resolves once GET /healthz answers 200. Rejects, with what the server wrote to stderr,
 * when it exits first (a bad variable exits 1, naming it) or takes longer than `timeoutMs`: a backstop
 * for a server that hangs, not a measure. A test server opens a ledger that is already made (the run's
 * PostgreSQL, or a copy of the run's prepared embedded one) and answers within seconds on a busy
 * machine; the backstop sits under vitest's hook timeout (60 s), so a hung server fails with its stderr.
 */
export async function startShellServer(env = {}, { script = SERVER_SCRIPT, timeoutMs = 50_000 } = {}) {
  if (!existsSync(script)) throw new Error(`No server build at ${path.relative(process.cwd(), script)}: run \`npm run build\` first.`);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const ledger = ledgerEnvFor(env);
  const child = spawn(process.execPath, [script], {
    env: { ...cleanEnv(), ...ledger.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    // stdout is the request log, as in production: read and dropped. stderr (JSON log lines, config errors) is kept.
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stdout.resume();
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-20_000);
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  void exited.then(ledger.cleanup);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 3000);
      await exited;
      clearTimeout(force);
    }
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      throw Object.assign(new Error(`The server exited (${child.exitCode}) before answering ${origin}/healthz:\n${stderr}`), {
        exitCode: child.exitCode,
        stderr,
      });
    }
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not answer ${origin}/healthz within ${timeoutMs} ms:\n${stderr || '(it wrote nothing to stderr)'}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { origin, port, process: child, stderr: () => stderr, stop };
}

/** Runs the server with `env` until it exits on its own (a config error) or answers; resolves with its exit code and stderr. */
export async function serverStartFailure(env, { script = SERVER_SCRIPT, timeoutMs = 50_000 } = {}) {
  try {
    const server = await startShellServer(env, { script, timeoutMs });
    await server.stop();
    return undefined;
  } catch (error) {
    if (error.exitCode === undefined) throw error;
    return { code: error.exitCode, stderr: error.stderr };
  }
}
