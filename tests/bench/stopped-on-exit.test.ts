// @vitest-environment node
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const PROCESSES = path.resolve('scripts/bench/processes.mjs');

/**
 * A bench in miniature: the fake Sentry started as the bench starts its servers, and a process another script
 * started for it (as a PostgreSQL cluster, Redis or HAProxy is) handed to stoppedOnExit; then `ending` ends it.
 */
const miniBench = (ending: string) => `
  import { spawn } from 'node:child_process';
  import { startFakeSentry, stoppedOnExit } from ${JSON.stringify(PROCESSES)};
  const sentry = await startFakeSentry();
  const other = spawn('sleep', ['600'], { detached: true, stdio: 'ignore' });
  stoppedOnExit({ stop: () => other.kill('SIGKILL') });
  console.log(JSON.stringify({ sentry: sentry.child.pid, other: other.pid }));
  ${ending}
`;

/** Running, as opposed to gone or killed (a zombie its new parent has not reaped yet). */
function running(pid: number) {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

const leftRunning: number[] = [];
afterEach(() => {
  for (const pid of leftRunning.splice(0)) if (running(pid)) process.kill(pid, 'SIGKILL');
});

/** Runs `script`; once it has printed its processes' pids, `whenStarted` may end it. Resolves with the pids once it has exited. */
function runMiniBench(script: string, whenStarted: (bench: ReturnType<typeof spawn>) => void = () => undefined) {
  return new Promise<{ code: number | null; pids: number[] }>((resolve, reject) => {
    const bench = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let pids: number[] = [];
    bench.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const line = /^\{.*\}$/m.exec(stdout)?.[0];
      if (line && pids.length === 0) {
        pids = Object.values(JSON.parse(line) as Record<string, number>);
        leftRunning.push(...pids);
        whenStarted(bench);
      }
    });
    bench.on('error', reject);
    bench.on('exit', (code) => resolve({ code, pids }));
  });
}

describe('what the bench starts is stopped however it ends (scripts/bench/processes.mjs)', () => {
  it('on an exception nobody caught', async () => {
    const { code, pids } = await runMiniBench(
      miniBench(`setTimeout(() => { throw new Error('a bug in a measure, thrown from a callback'); }, 0);`),
    );

    expect(code).toBe(1);
    expect(pids).toHaveLength(2);
    await expect.poll(() => pids.filter(running), { timeout: 5_000 }).toEqual([]);
  });

  it('on Ctrl-C', async () => {
    const { code, pids } = await runMiniBench(miniBench('setInterval(() => undefined, 1000);'), (bench) => bench.kill('SIGINT'));

    expect(code).toBe(130);
    expect(pids).toHaveLength(2);
    await expect.poll(() => pids.filter(running), { timeout: 5_000 }).toEqual([]);
  });
});
