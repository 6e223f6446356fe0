import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rename, rm, rmdir, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { onThisMachine, stillRuns, thisProcess, type LockHolder } from './lock-holder';

/** The lock's holder file is touched this often, for a holder on another machine (a shared volume), whose process cannot be asked. */
const HEARTBEAT_MS = 5_000;
/** A holder on another machine is gone once its file has not been touched for this long. */
const HEARTBEAT_STALE_MS = 15_000;
/** While its holder runs, a second process waits this long for it to go (a restart that overlaps the old process) before refusing. */
const WAIT_FOR_HOLDER_MS = 5_000;
const RETRY_MS = 100;

/** The directory is held by another process that still runs; `holder` says which, when it could be read. */
export class DirectoryLockedError extends Error {
  override readonly name = 'DirectoryLockedError';
  constructor(readonly holder: LockHolder | undefined) {
    super(
      `another server process is using this directory${holder ? ` (process ${holder.pid} on ${holder.host})` : ''} ` +
        '(one process per directory; several servers share a PostgreSQL through DATABASE_URL)',
    );
  }
}

/** The holder files this process wrote (it may open several directories, and must refuse itself the same one twice). */
const heldHere = new Set<string>();

interface HolderFile {
  readonly file: string;
  readonly name: string;
  readonly holder: LockHolder | undefined;
  readonly touchedAt: number;
}

async function currentHolder(lockDir: string): Promise<HolderFile | undefined> {
  const [name] = await readdir(lockDir).catch(() => []);
  if (!name) return undefined;
  const file = path.join(lockDir, name);
  try {
    const [text, stats] = await Promise.all([readFile(file, 'utf8'), stat(file)]);
    return { file, name, holder: parseHolder(text), touchedAt: stats.mtimeMs };
  } catch {
    return undefined; // released or taken over meanwhile
  }
}

function parseHolder(text: string): LockHolder | undefined {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    return typeof value.host === 'string' && typeof value.pid === 'number' ? (value as LockHolder) : undefined;
  } catch {
    return undefined;
  }
}

async function isGone({ name, holder, touchedAt }: HolderFile): Promise<boolean> {
  if (holder && (await onThisMachine(holder))) {
    // The same process id as this one, in a file this process did not write: a process before it (a container restarted).
    if (holder.pid === process.pid) return !heldHere.has(name);
    return !(await stillRuns(holder));
  }
  return Date.now() - touchedAt > HEARTBEAT_STALE_MS;
}

/**
 * Keeps `dir` to one process: PGlite takes no lock of its own, and two processes writing one
 * directory corrupt it (a restart that overlaps the old process, a second `npm start`).
 *
 * The lock is the directory `<dir>.lock` holding one file that names its holder (lock-holder.ts). A
 * process takes it by renaming a directory it prepared, holder file inside, onto `<dir>.lock`: the
 * rename succeeds only while `<dir>.lock` is missing or empty, so of processes taking it at once one
 * does. A holder that no longer runs (killed, the machine restarted) is known at once, with no time
 * window to wait out: its file is deleted by its own unique name, which only one of several processes
 * can do, and the lock is taken again. Answers the release.
 */
export async function lockDirectory(dir: string, { waitForHolderMs = WAIT_FOR_HOLDER_MS } = {}): Promise<() => Promise<void>> {
  const lockDir = `${dir}.lock`;
  const name = `holder-${randomUUID()}.json`;
  const me = JSON.stringify(await thisProcess());
  const waitUntil = Date.now() + waitForHolderMs;
  heldHere.add(name);
  try {
    for (let attempt = 0; attempt < 1_000; attempt++) {
      if (await tryTake(lockDir, name, me)) return holding(lockDir, name);
      const current = await currentHolder(lockDir);
      if (!current) continue; // between two holders
      if (await isGone(current)) {
        await unlink(current.file).catch(() => undefined);
        continue;
      }
      if (Date.now() >= waitUntil) throw new DirectoryLockedError(current.holder);
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
    throw new DirectoryLockedError(undefined);
  } catch (error) {
    heldHere.delete(name);
    throw error;
  }
}

async function tryTake(lockDir: string, name: string, me: string): Promise<boolean> {
  const prepared = await mkdtemp(`${lockDir}-`);
  try {
    await writeFile(path.join(prepared, name), me);
    await rename(prepared, lockDir);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOTEMPTY' || code === 'EEXIST') return false;
    throw error;
  } finally {
    await rm(prepared, { recursive: true, force: true });
  }
}

function holding(lockDir: string, name: string): () => Promise<void> {
  const file = path.join(lockDir, name);
  const heartbeat = setInterval(() => {
    const now = new Date();
    void utimes(file, now, now).catch(() => undefined);
  }, HEARTBEAT_MS);
  heartbeat.unref();
  let released: Promise<void> | undefined;
  return () =>
    (released ??= (async () => {
      clearInterval(heartbeat);
      await unlink(file).catch(() => undefined);
      await rmdir(lockDir).catch(() => undefined);
      heldHere.delete(name);
    })());
}
