// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DirectoryLockedError, lockDirectory } from './directory-lock';
import { thisProcess, type LockHolder } from './lock-holder';

let root: string;
let dir: string;
const children: ChildProcess[] = [];

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'shellkit-directory-lock-'));
  dir = path.join(root, 'ledger');
});
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

/** A lock left as a process would leave it: `<dir>.lock` with its holder file. */
function leaveLock(holder: LockHolder, touchedSecondsAgo = 0): void {
  const lockDir = `${dir}.lock`;
  mkdirSync(lockDir);
  const file = path.join(lockDir, 'holder-left-behind.json');
  writeFileSync(file, JSON.stringify(holder));
  const touched = new Date(Date.now() - touchedSecondsAgo * 1000);
  utimesSync(file, touched, touched);
}

/** Another process on this machine, running until the test ends; `exited` once it was killed. */
async function otherProcess(): Promise<{ pid: number; exited: Promise<unknown> }> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000); console.log("up")'], { stdio: ['ignore', 'pipe', 'ignore'] });
  children.push(child);
  await new Promise((resolve) => child.stdout?.once('data', resolve));
  return { pid: child.pid ?? -1, exited: new Promise((resolve) => child.once('exit', resolve)) };
}

/** The holder another process on this machine would write: this process's machine, its pid and start time. */
async function holderFor(pid: number): Promise<LockHolder> {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const startTime = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  if (!startTime) throw new Error(`no start time for process ${pid}`);
  return { ...(await thisProcess()), pid, startTime };
}

describe('the ledger directory lock knows when its holder is gone', () => {
  it('takes the lock of a process that was killed at once, without waiting out a time window', async () => {
    const other = await otherProcess();
    leaveLock(await holderFor(other.pid));
    process.kill(other.pid, 'SIGKILL');
    await other.exited;
    const started = Date.now();
    const release = await lockDirectory(dir, { waitForHolderMs: 0 });
    expect(Date.now() - started).toBeLessThan(1_000);
    await release();
  });

  it('refuses while its holder runs on this machine, naming the process, and takes it once that process is gone', async () => {
    const other = await otherProcess();
    leaveLock(await holderFor(other.pid), 3_600);
    const refused = await lockDirectory(dir, { waitForHolderMs: 0 }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DirectoryLockedError);
    expect((refused as Error).message).toContain(`another server process is using this directory (process ${other.pid} on ${hostname()})`);
    process.kill(other.pid, 'SIGKILL');
    await other.exited;
    await (
      await lockDirectory(dir, { waitForHolderMs: 0 })
    )();
  });

  it('takes the lock when its process id now belongs to another process (a different start time)', async () => {
    const other = await otherProcess();
    leaveLock({ ...(await holderFor(other.pid)), startTime: '1' });
    await (
      await lockDirectory(dir, { waitForHolderMs: 0 })
    )();
  });

  it('takes the lock of a process from before this machine restarted, whatever now runs under its process id', async () => {
    const other = await otherProcess();
    leaveLock({ ...(await holderFor(other.pid)), bootId: 'a-boot-before-this-one' }, 60);
    await (
      await lockDirectory(dir, { waitForHolderMs: 0 })
    )();
  });

  it('a holder on another machine (a shared volume) holds it while it keeps its file fresh, and not after', async () => {
    leaveLock({ host: 'another-machine', pid: 1 }, 1);
    await expect(lockDirectory(dir, { waitForHolderMs: 0 })).rejects.toThrow(/process 1 on another-machine/);
    rmSync(`${dir}.lock`, { recursive: true });
    leaveLock({ host: 'another-machine', pid: 1 }, 60);
    await (
      await lockDirectory(dir, { waitForHolderMs: 0 })
    )();
  });

  it('a process never holds one directory twice, and releasing lets the next one in', async () => {
    const release = await lockDirectory(dir, { waitForHolderMs: 0 });
    await expect(lockDirectory(dir, { waitForHolderMs: 0 })).rejects.toThrow(DirectoryLockedError);
    await release();
    await (
      await lockDirectory(dir, { waitForHolderMs: 0 })
    )();
  });

  it('of several takers of a dead holder’s lock at once, exactly one gets it', async () => {
    const other = await otherProcess();
    leaveLock(await holderFor(other.pid));
    process.kill(other.pid, 'SIGKILL');
    await other.exited;
    const outcomes = await Promise.allSettled(Array.from({ length: 8 }, () => lockDirectory(dir, { waitForHolderMs: 0 })));
    const taken = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    expect(taken).toHaveLength(1);
    expect(readdirSync(`${dir}.lock`)).toHaveLength(1);
    await taken[0]?.value();
  });

  it('waits for a holder that goes within the wait', async () => {
    const other = await otherProcess();
    leaveLock(await holderFor(other.pid));
    const taking = lockDirectory(dir, { waitForHolderMs: 30_000 });
    process.kill(other.pid, 'SIGKILL');
    await (
      await taking
    )();
  });
});
