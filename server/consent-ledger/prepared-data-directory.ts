import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { access, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import initdbChildSource from './pglite-initdb.child.mjs?raw';

/** The file PostgreSQL writes into a cluster it has made; PGlite takes a directory holding it for a cluster to open. */
const CLUSTER_MARK = 'PG_VERSION';
/** Where a child makes a cluster before it is moved into place: inside the directory, so on its file system (a mounted volume). */
const STAGING_PREFIX = '.initdb-';
/**
 * Written before the first entry of a made cluster is moved into place, removed after PG_VERSION: a directory
 * holding it and no PG_VERSION is the rest of a move a killed server began, and is made again.
 */
const MOVE_MARK = '.moving-initdb';
/** What a cluster cannot be read without, beside PG_VERSION: its control file, its databases, its write-ahead log and commit log. */
const CLUSTER_ESSENTIALS = [path.join('global', 'pg_control'), 'base', 'pg_wal', 'pg_xact'];
/** Entries a directory may hold without being anything: a mounted volume's root has lost+found. */
const NOT_DATA = new Set(['lost+found', MOVE_MARK]);

/**
 * The directory holds data, but not a cluster the ledger can open: never deleted, never made again over it (issue 35:
 * a cluster whose PG_VERSION was lost was silently rebuilt empty, and a record known to be there was gone).
 */
export class DamagedDataDirectory extends Error {
  override readonly name = 'DamagedDataDirectory';
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * Makes sure `dir` holds a PostgreSQL cluster before PGlite opens it, making one in a child process
 * when it does not (issue 26 §5: initdb in this process held 720 MiB for as long as the server ran).
 * The caller holds the directory's lock throughout.
 *
 * The child makes the cluster in a directory of its own inside `dir`, and the entries are moved into
 * `dir` once it has exited cleanly, after MOVE_MARK and before PG_VERSION: a server killed meanwhile leaves
 * `dir` with the mark and without PG_VERSION, so the next start makes the cluster again, and a child that
 * outlived its server only ever wrote its own staging directory. A directory holding anything else without
 * PG_VERSION, or a cluster missing a file it cannot be read without, is refused with DamagedDataDirectory
 * naming what is missing. Answers whether a cluster was made.
 */
export async function prepareDataDirectory(dir: string): Promise<{ readonly made: boolean }> {
  await mkdir(dir, { recursive: true });
  await removeStaging(dir);
  if (await exists(path.join(dir, CLUSTER_MARK))) {
    const missing = [];
    for (const entry of CLUSTER_ESSENTIALS) if (!(await exists(path.join(dir, entry)))) missing.push(entry);
    if (missing.length > 0)
      throw new DamagedDataDirectory(damaged(dir, `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing`));
    return { made: false };
  }
  const data = (await readdir(dir)).filter((entry) => !entry.startsWith(STAGING_PREFIX) && !NOT_DATA.has(entry));
  if (data.length > 0 && !(await exists(path.join(dir, MOVE_MARK)))) {
    const shown = data.slice(0, 5).join(', ') + (data.length > 5 ? ` and ${data.length - 5} more` : '');
    throw new DamagedDataDirectory(damaged(dir, `${CLUSTER_MARK} is missing, and the directory holds ${shown}`));
  }
  const staging = path.join(dir, `${STAGING_PREFIX}${randomUUID()}`);
  await mkdir(staging);
  try {
    await runInitdbChild(staging);
    const entries = (await readdir(staging)).sort((a, b) => Number(a === CLUSTER_MARK) - Number(b === CLUSTER_MARK));
    await writeFile(path.join(dir, MOVE_MARK), '');
    for (const entry of entries) {
      // What is there by the same name, without PG_VERSION but with the mark, is the rest of a move a killed server began.
      await rm(path.join(dir, entry), { recursive: true, force: true });
      await rename(path.join(staging, entry), path.join(dir, entry));
    }
    await rm(path.join(dir, MOVE_MARK), { force: true });
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  return { made: true };
}

function damaged(dir: string, what: string): string {
  return (
    `${dir} is not a database the ledger can open: ${what}. Nothing was deleted: restore the directory from a backup ` +
    '(or move it aside and start on an empty directory, which begins a new, empty ledger)'
  );
}

/** Staging directories a killed server (or its child) left behind. */
async function removeStaging(dir: string): Promise<void> {
  const leftovers = (await readdir(dir)).filter((entry) => entry.startsWith(STAGING_PREFIX));
  await Promise.all(leftovers.map((entry) => rm(path.join(dir, entry), { recursive: true, force: true })));
}

/** PGlite's module as this process resolves it (beside the built server or the sources), for the child to load the same. */
function pgliteModuleUrl(): string {
  return pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite')).href;
}

function runInitdbChild(dataDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '--eval', initdbChildSource, pgliteModuleUrl(), dataDir], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2_000);
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`initdb in a child process ended with ${signal ?? `exit code ${code}`}${stderr ? `: ${stderr.trim()}` : ''}`));
    });
  });
}
