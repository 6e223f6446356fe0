import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { bootScriptOf } from '../../src/domain/page-document';
import { LEDGER_TEMPLATE_VARIABLE } from './ledger-env.mjs';
import { PRODUCT_DIST } from './product-build.mjs';
import { startShellServer } from './shell-server.mjs';

/** Where the run's copy of the build is: set by the global setup, read in every worker. */
const SNAPSHOT_VARIABLE = 'SHELLKIT_E2E_BUILD';
// Inside the project, so the server's imports (hono, zod) resolve from its node_modules as they do from dist/.
const SNAPSHOTS = path.resolve('node_modules/.cache/shellkit-e2e');

/** The build the end-to-end servers run: the run's copy of the product's dist/ (that dist/ itself outside a Playwright run). */
export const e2eBuild = (): string => process.env[SNAPSHOT_VARIABLE] ?? PRODUCT_DIST;
export const e2eServerScript = (): string => path.join(e2eBuild(), 'server', 'main.js');

/**
 * Playwright's global setup: copies the test product build (`npm run build:test-product`): its dist/ (client and server) once per run, so
 * every worker serves the same build for the whole run, even when dist/ is rebuilt meanwhile (the
 * machine is shared). Without the run's PostgreSQL, it also prepares one embedded ledger (the copy's
 * server made it, migrations and all), which each test server then copies instead of making its own.
 * Returns the teardown that removes the copy.
 */
export default async function snapshotBuild(): Promise<() => void> {
  const client = path.join(PRODUCT_DIST, 'client');
  const index = path.join(client, 'index.html');
  const entry = bootScriptOf(existsSync(index) ? readFileSync(index, 'utf8') : '')?.scripts?.entry.replace(/^\//, '');
  if (!existsSync(path.join(PRODUCT_DIST, 'server/main.js')) || !entry)
    throw new Error(`No build in ${PRODUCT_DIST}: run \`npm run build:test-product\` before the end-to-end tests.`);
  if (!existsSync(path.join(client, entry)))
    throw new Error(`dist/ is incomplete (no ${entry}): is a build running? Run \`npm run build:test-product\` again.`);

  mkdirSync(SNAPSHOTS, { recursive: true });
  // Copies left by runs that were killed (a day old); a run going on beside this one keeps its own.
  for (const stale of readdirSync(SNAPSHOTS).map((name) => path.join(SNAPSHOTS, name))) {
    if (Date.now() - statSync(stale).mtimeMs > 24 * 3600_000) rmSync(stale, { recursive: true, force: true });
  }
  const snapshot = path.join(SNAPSHOTS, `run-${process.pid}-${Date.now()}`);
  cpSync(client, path.join(snapshot, 'client'), { recursive: true });
  cpSync(path.join(PRODUCT_DIST, 'server'), path.join(snapshot, 'server'), { recursive: true });
  process.env[SNAPSHOT_VARIABLE] = snapshot;
  if (!process.env.SHELLKIT_TEST_DATABASE_URL) await prepareLedgerTemplate(path.join(snapshot, 'ledger-template'));
  return () => rmSync(snapshot, { recursive: true, force: true });
}

/** Starts the run's server once on an empty ledger directory and stops it: a finished, migrated embedded ledger to copy. */
async function prepareLedgerTemplate(dir: string): Promise<void> {
  // Making a cluster took 39 s on a busy machine: once per run, so its backstop is wide.
  const server = await startShellServer({ CONSENT_LEDGER_DIR: dir }, { script: e2eServerScript(), timeoutMs: 180_000 });
  await server.stop();
  process.env[LEDGER_TEMPLATE_VARIABLE] = dir;
}
