import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import type { ConsentLedger } from './consent-ledger-port';
import { kyselyConsentLedger } from './kysely-consent-ledger';
import { migrateLedger } from './ledger-migrations';
import type { LedgerDatabase } from './ledger-schema';

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
  const pglite = await PGlite.create({
    ...(dir === undefined ? {} : { dataDir: dir }),
    startParams: [...PGlite.defaultStartParams, ...SMALL_BUFFERS],
  });
  const db = new Kysely<LedgerDatabase>({ dialect: new PGliteDialect(pglite) });
  try {
    await migrateLedger(db as Kysely<unknown>);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return kyselyConsentLedger(db);
}
