import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import type { ConsentLedger } from './consent-ledger-port';
import { lockDirectory } from './directory-lock';
import { migratedConsentLedger } from './kysely-consent-ledger';
import type { LedgerDatabase } from './ledger-schema';
import { exactTimestampParsers } from './pglite-timestamps';
import { prepareDataDirectory } from './prepared-data-directory';

/**
 * PostgreSQL's default 128 MB of shared buffers live inside PGlite's WebAssembly memory, in this
 * process: measured, 284 MiB resident with them and 167 MiB with 16 MB. The ledger's one table and
 * its indexes are read by key and by range; the operating system's page cache holds the rest.
 */
const SMALL_BUFFERS = ['-c', 'shared_buffers=16MB'];

/**
 * The embedded default: PGlite (PostgreSQL compiled to WebAssembly) keeping its files in `dir`, so
 * `npm start` records with nothing installed. One process at a time per directory; several servers
 * share a PostgreSQL instead. `dir` undefined keeps the database in memory (tests).
 */
export async function openEmbeddedConsentLedger(dir: string | undefined): Promise<ConsentLedger> {
  const release = dir === undefined ? async () => undefined : await lockDirectory(dir);
  try {
    if (dir !== undefined) await prepareDataDirectory(dir);
    const ledger = await openPglite(dir);
    return {
      ...ledger,
      close: async () => {
        try {
          await ledger.close();
        } finally {
          await release();
        }
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}

async function openPglite(dir: string | undefined): Promise<ConsentLedger> {
  const pglite = await PGlite.create({
    ...(dir === undefined ? {} : { dataDir: dir }),
    startParams: [...PGlite.defaultStartParams, ...SMALL_BUFFERS],
    parsers: exactTimestampParsers,
  });
  const db = new Kysely<LedgerDatabase>({ dialect: new PGliteDialect(pglite) });
  return migratedConsentLedger(db);
}
