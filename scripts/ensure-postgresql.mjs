// The consent ledger's tests and bench run against a real PostgreSQL as well as the embedded PGlite.
// This installs Debian's postgresql package when its binaries are missing and we may (root), and
// starts a throwaway cluster: a temporary directory, a free port on 127.0.0.1, trust auth for local
// connections, removed again by `stop()`. `node scripts/ensure-postgresql.mjs` only installs.
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../tests/support/free-port.mjs';
import { aptInstall } from './apt-install.mjs';

const LIB = '/usr/lib/postgresql';
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** The newest installed PostgreSQL's bin directory, or undefined. */
function installedBinDir() {
  if (!existsSync(LIB)) return undefined;
  const versions = readdirSync(LIB)
    .filter((version) => existsSync(path.join(LIB, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? path.join(LIB, versions[0], 'bin') : undefined;
}

export function ensurePostgresql() {
  const found = installedBinDir();
  if (found) return found;
  console.log("PostgreSQL not found: installing Debian's postgresql package with apt-get…");
  aptInstall(['postgresql'], 'Install it yourself (`sudo apt-get install postgresql`).');
  const installed = installedBinDir();
  if (!installed) throw new Error(`apt-get finished but no ${LIB}/*/bin/initdb is there.`);
  return installed;
}

/**
 * Starts a cluster of its own and answers `{ url, stop, halt, restart }`; `stop()` shuts it down and
 * deletes its files, and is safe to call twice; `halt()` shuts it down keeping them, and `restart()`
 * starts it again where it was (a database that went away and comes back, for the chaos tests).
 * PostgreSQL refuses to run as root, so as root the cluster is the postgres user's (runuser);
 * otherwise it is the caller's.
 */
export async function startPostgresCluster() {
  const bin = ensurePostgresql();
  const dir = mkdtempSync(path.join(tmpdir(), 'shellkit-pg-'));
  const data = path.join(dir, 'data');
  const commandLine = (command, args) =>
    isRoot ? ['runuser', '-u', 'postgres', '--', path.join(bin, command), ...args] : [path.join(bin, command), ...args];
  const asOwner = (command, args) => {
    const [file, ...rest] = commandLine(command, args);
    execFileSync(file, rest, { stdio: ['ignore', 'ignore', 'pipe'] });
  };
  // The same, without blocking the caller's event loop (a load it runs goes on meanwhile).
  const asOwnerLater = (command, args) => {
    const [file, ...rest] = commandLine(command, args);
    return promisify(execFile)(file, rest);
  };
  if (isRoot)
    chownSync(
      dir,
      Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
      Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
    );
  let running = false;
  const stop = () => {
    if (running) {
      running = false;
      try {
        asOwner('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already gone: the files go anyway.
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    asOwner('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
    const port = await freePort();
    // fsync off: a throwaway cluster need not survive a power cut, and the tests run faster without it.
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
    const startArgs = ['-D', data, '-o', options, '-l', path.join(dir, 'postgresql.log'), '-w', '-t', '60', 'start'];
    asOwner('pg_ctl', startArgs);
    running = true;
    // Fast: the way a restart or a failover ends every connection (sessions are told, then closed).
    const halt = async () => {
      if (!running) return;
      await asOwnerLater('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      running = false;
    };
    const restart = async () => {
      if (running) return;
      await asOwnerLater('pg_ctl', startArgs);
      running = true;
    };
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop, halt, restart };
  } catch (error) {
    stop();
    throw new Error(`Could not start a PostgreSQL cluster in ${dir}: ${error.stderr?.toString().trim() || error.message}`, {
      cause: error,
    });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensurePostgresql());
