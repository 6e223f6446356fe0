import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { freePort } from './free-port.mjs';
import { ledgerEnvFor } from './ledger-env.mjs';
import { PRODUCT_SERVER_SCRIPT } from './product-build.mjs';

// The one fake Sentry and the one freePort, shared with the end-to-end tests and the bench.
export { answerOk, startFakeSentry, type FakeSentry, type ReceivedRequest } from './fake-sentry.mjs';
export { freePort };

/** The built production server (`npm run build` first), started as `npm start` starts it. */
export interface RunningServer {
  readonly origin: string;
  readonly process: ChildProcess;
  /** Everything the server wrote to stderr so far (its JSON log lines). */
  stderr(): string;
  /** Everything the server wrote to stdout so far (nothing: its log is on stderr). */
  stdout(): string;
  logLines(): Record<string, unknown>[];
  stop(): Promise<number | null>;
}

export async function startShellServer(env: Record<string, string>): Promise<RunningServer> {
  if (!existsSync(PRODUCT_SERVER_SCRIPT)) throw new Error('No server build: run `npm run build` first.');
  const port = await freePort();
  const ledger = ledgerEnvFor(env);
  const child = spawn(process.execPath, [PRODUCT_SERVER_SCRIPT], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...ledger.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let stdout = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  void exited.then(ledger.cleanup);
  const origin = `http://127.0.0.1:${port}`;
  // The embedded ledger (PGlite) takes a few seconds to open, and its first start on an empty
  // directory (initdb) took 16 s to 30 s on a machine running several suites at once.
  const deadline = Date.now() + 60_000;
  // The server's log (its JSON lines, this one among them) is on stderr; stdout stays empty.
  while (!stderr.includes('Shellkit is serving')) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}): ${stderr}`);
    if (Date.now() > deadline) throw new Error(`server did not start: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    origin,
    process: child,
    stderr: () => stderr,
    stdout: () => stdout,
    logLines: () =>
      stderr
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

export const PRIMARY_DSN = 'https://publickey@o123.ingest.us.sentry.io/456';
export const SECOND_DSN = 'https://otherkey@o7.ingest.sentry.io/8';

export function envelope(
  dsn: string,
  payload: Uint8Array = new TextEncoder().encode('{"type":"event"}\n{"message":"hi"}\n'),
): Uint8Array<ArrayBuffer> {
  const header = new TextEncoder().encode(`${JSON.stringify({ dsn, sent_at: new Date().toISOString() })}\n`);
  const body = new Uint8Array(header.length + payload.length);
  body.set(header);
  body.set(payload, header.length);
  return body;
}

/** Resolves once `condition` holds, checking every 10 ms: for waiting on an event another process causes. */
export async function until(condition: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * A request body that a test feeds by hand: `push` bytes, then `end` (or never, for a client that
 * stalls). For streaming a body into the tunnel the way a slow or stalled client would.
 */
export function handFedBody() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
  });
  return {
    stream,
    push: (bytes: Uint8Array) => controller.enqueue(bytes),
    end: () => {
      try {
        controller.close();
      } catch {
        // already closed or cancelled
      }
    },
  };
}
