import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import type { ConsentLedger } from './consent-ledger-port';
import { kyselyConsentLedger } from './kysely-consent-ledger';
import { migrateLedger } from './ledger-migrations';
import type { LedgerDatabase } from './ledger-schema';

/**
 * The embedded default: PGlite (PostgreSQL compiled to WebAssembly) keeping its files in `dir`, so
 * `npm start` records with nothing installed. One process at a time per directory; several servers
 * share a PostgreSQL instead. `dir` undefined keeps the database in memory (tests).
 */
export async function openEmbeddedConsentLedger(dir: string | undefined): Promise<ConsentLedger> {
  const pglite = await PGlite.create(dir === undefined ? {} : { dataDir: dir });
  const db = new Kysely<LedgerDatabase>({ dialect: new PGliteDialect(pglite) });
  try {
    await migrateLedger(db as Kysely<unknown>);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return kyselyConsentLedger(db);
}
