import v8 from 'node:v8';
import type { ConsentLedger } from './consent-ledger-port';
import { lockDirectory } from './directory-lock';
import { migratedConsentLedger } from './kysely-consent-ledger';
import type { LedgerDatabase } from './ledger-schema';
import { exactTimestampParsers } from './pglite-timestamps';
import { prepareDataDirectory } from './prepared-data-directory';

/**
 * PostgreSQL's default 128 MB of shared buffers live inside PGlite's WebAssembly memory, in this
 * process: measured, 284 MiB resident with them, 167 MiB with 16 MB, and PGlite alone 15 to 20 MiB
 * less again with 2 MB (issue 26 §5). The ledger's table and indexes are read by key and by range,
 * a record at a time; the operating system's page cache holds the rest of the files.
 */
const SMALL_BUFFERS = ['-c', 'shared_buffers=2MB'];

/**
 * V8 compiles WebAssembly with its baseline compiler (Liftoff) and then again, for the functions that
 * run often, with its optimising one (TurboFan), keeping both. For PGlite's 10 MB module the second
 * copy cost some 45 MiB resident (PGlite alone after 2,000 inserts: 200 → 155 MiB), and the ledger's
 * short queries were not slower without it (6,000 inserts into the ledger's indexes: 9.2 s and 7.3 s
 * with it, 6.8 s and 5.2 s without, on a busy machine where TurboFan's compiling took CPU from them). The flag is process-wide and read when a module is compiled: set before PGlite's is.
 */
const BASELINE_WEBASSEMBLY_ONLY = '--liftoff-only';

/** The ledger's store, ready to open: whatever could refuse it quickly has been checked. */
export interface OpeningConsentLedger {
  /** Opens it (once). A failed open lets go of what the first step held. */
  open(): Promise<ConsentLedger>;
}

/**
 * The embedded default: PGlite (PostgreSQL compiled to WebAssembly) keeping its files in `dir`, so
 * `npm start` records with nothing installed. One process at a time per directory; several servers
 * share a PostgreSQL instead. `dir` undefined keeps the database in memory (tests).
 */
export async function openEmbeddedConsentLedger(dir: string | undefined): Promise<ConsentLedger> {
  return (await beginOpeningEmbeddedConsentLedger(dir)).open();
}

/**
 * What can refuse the directory first, in milliseconds: its lock (another server on it), and the cluster in it
 * (a damaged one refused, a missing one made in a child process). Resolves once that is done; `open` is the rest,
 * PGlite's code loaded, its WebAssembly compiled, the cluster read and the migrations checked (1.2 s and more on a
 * busy machine), which a server does once it serves pages (issue 35 §3).
 */
export async function beginOpeningEmbeddedConsentLedger(dir: string | undefined): Promise<OpeningConsentLedger> {
  const release = dir === undefined ? async () => undefined : await lockDirectory(dir);
  try {
    if (dir !== undefined) await prepareDataDirectory(dir);
  } catch (error) {
    await release();
    throw error;
  }
  let opened: Promise<ConsentLedger> | undefined;
  const open = () =>
    openPglite(dir).then(
      (ledger): ConsentLedger => ({
        ...ledger,
        close: async () => {
          try {
            await ledger.close();
          } finally {
            await release();
          }
        },
      }),
      async (error: unknown) => {
        await release();
        throw error;
      },
    );
  return { open: () => (opened ??= open()) };
}

async function openPglite(dir: string | undefined): Promise<ConsentLedger> {
  // Loaded here, not with the module: the directory's checks, before the server listens, need none of them.
  const [{ PGlite }, { Kysely }, { PGliteDialect }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('kysely'),
    import('kysely-pglite-dialect'),
  ]);
  v8.setFlagsFromString(BASELINE_WEBASSEMBLY_ONLY);
  const pglite = await PGlite.create({
    ...(dir === undefined ? {} : { dataDir: dir }),
    startParams: [...PGlite.defaultStartParams, ...SMALL_BUFFERS],
    parsers: exactTimestampParsers,
  });
  const db = new Kysely<LedgerDatabase>({ dialect: new PGliteDialect(pglite) });
  return migratedConsentLedger(db);
}
