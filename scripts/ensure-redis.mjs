// The shared rate limits' tests and the fleet test count in a real Redis. This installs Debian's
// redis-server package when its binary is missing and we may (root), and starts throwaway servers:
// a free port on 127.0.0.1, nothing saved to disk, removed again by `stop()`.
// `node scripts/ensure-redis.mjs` only installs.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../tests/support/free-port.mjs';
import { ensureCommand } from './apt-install.mjs';

const BINARY = 'redis-server';

export function ensureRedis() {
  return ensureCommand(BINARY, 'redis-server');
}

/**
 * Starts a Redis of its own and answers `{ url, port, stop, pause, resume }` once it accepts
 * connections; `stop()` kills it and deletes its directory, and is safe to call twice; `pause()` and
 * `resume()` hang it and let it go on (SIGSTOP, SIGCONT). `port` starts it again where a stopped one
 * was (a Redis coming back); otherwise a free one.
 */
export async function startRedisServer({ port: wanted } = {}) {
  const binary = ensureRedis();
  const dir = mkdtempSync(path.join(tmpdir(), 'shellkit-redis-'));
  const port = wanted ?? (await freePort());
  // No persistence: a throwaway count need not survive a restart, and nothing is written but its log.
  const child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`redis-server did not start within 10 s: ${output}`)), 10_000);
      child.stdout.on('data', (chunk) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve(undefined);
        }
      });
      child.stderr.on('data', (chunk) => (output += chunk.toString()));
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`redis-server exited (${code}): ${output}`));
      });
    });
  } catch (error) {
    await stop();
    throw error;
  }
  // A Redis that hangs without dying (SIGSTOP): connections stay open, and nothing answers until SIGCONT.
  const pause = () => child.kill('SIGSTOP');
  const resume = () => child.kill('SIGCONT');
  return { url: `redis://127.0.0.1:${port}`, port, stop, pause, resume };
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureRedis());
