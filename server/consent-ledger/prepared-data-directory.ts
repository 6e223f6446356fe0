import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { access, mkdir, readdir, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import initdbChildSource from './pglite-initdb.child.mjs?raw';

/** The file PostgreSQL writes into a cluster it has made; PGlite takes a directory holding it for a cluster to open. */
const CLUSTER_MARK = 'PG_VERSION';
/** Where a child makes a cluster before it is moved into place: inside the directory, so on its file system (a mounted volume). */
const STAGING_PREFIX = '.initdb-';

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
 * `dir` once it has exited cleanly, PG_VERSION last: a server killed meanwhile leaves `dir` without it,
 * so the next start makes the cluster again, and a child that outlived its server only ever wrote its
 * own staging directory. Answers whether a cluster was made.
 */
export async function prepareDataDirectory(dir: string): Promise<{ readonly made: boolean }> {
  await mkdir(dir, { recursive: true });
  await removeStaging(dir);
  if (await exists(path.join(dir, CLUSTER_MARK))) return { made: false };
  const staging = path.join(dir, `${STAGING_PREFIX}${randomUUID()}`);
  await mkdir(staging);
  try {
    await runInitdbChild(staging);
    const entries = (await readdir(staging)).sort((a, b) => Number(a === CLUSTER_MARK) - Number(b === CLUSTER_MARK));
    for (const entry of entries) {
      // What is there by the same name, without PG_VERSION, is the rest of a move a killed server began.
      await rm(path.join(dir, entry), { recursive: true, force: true });
      await rename(path.join(staging, entry), path.join(dir, entry));
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  return { made: true };
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
