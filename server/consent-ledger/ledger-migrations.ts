import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';

/**
 * The ledger's migrations, in order, run by Kysely's Migrator on both adapters. Kysely takes a
 * PostgreSQL advisory lock around them, so servers starting together against one database migrate
 * once. Never edit a migration that has shipped: add the next one.
 */
const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '2026-11-24-consent-records': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('consent_records')
        .addColumn('record_id', 'uuid', (column) => column.primaryKey())
        .addColumn('consent_id', 'uuid', (column) => column.notNull())
        .addColumn('analytics', 'boolean', (column) => column.notNull())
        .addColumn('marketing', 'boolean', (column) => column.notNull())
        .addColumn('experience', 'boolean', (column) => column.notNull())
        .addColumn('mode', 'text', (column) => column.notNull())
        .addColumn('revision', 'text', (column) => column.notNull())
        .addColumn('notice_hash', 'text', (column) => column.notNull())
        .addColumn('occasion', 'text', (column) => column.notNull())
        .addColumn('decided_at', 'timestamptz', (column) => column.notNull())
        .addColumn('global_privacy_control', 'boolean', (column) => column.notNull())
        .addColumn('recorded_at', 'timestamptz', (column) => column.notNull())
        .addColumn('region', 'text')
        .addColumn('client_ip', 'text')
        .addColumn('user_agent', 'text')
        .execute();
      // A visitor's history, oldest first.
      await db.schema.createIndex('consent_records_by_consent_id').on('consent_records').columns(['consent_id', 'recorded_at']).execute();
      // The export's pages and the retention purge.
      await db.schema.createIndex('consent_records_by_recorded_at').on('consent_records').columns(['recorded_at', 'record_id']).execute();
    },
  },
  '2026-11-25-record-chain': {
    async up(db: Kysely<unknown>) {
      // Records already stored stay pre-chain (null): hashing them now would vouch, with today's date, for
      // rows nobody checked when they were written. A consent id's first chained record chains to GENESIS_HASH.
      await db.schema.alterTable('consent_records').addColumn('previous_hash', 'text').addColumn('hash', 'text').execute();
      // One successor per link: even a server that skipped the append lock could not fork a chain.
      await db.schema
        .createIndex('consent_records_one_successor')
        .unique()
        .on('consent_records')
        .columns(['consent_id', 'previous_hash'])
        .execute();
    },
  },
  '2026-11-26-record-language': {
    async up(db: Kysely<unknown>) {
      // The notice's language (issue #24). Records stored before stay null: they were all answered in English.
      await db.schema.alterTable('consent_records').addColumn('language', 'text').execute();
    },
  },

  '2026-11-28-decided-at-as-sent': {
    async up(db: Kysely<unknown>) {
      // decidedAt as the browser wrote it, offset included (issue 35); decided_at keeps the instant, for queries.
      // Null on records stored before: they were stored as the instant, in Date.prototype.toISOString()'s form.
      await db.schema.alterTable('consent_records').addColumn('decided_at_sent', 'text').execute();
    },
  },
  '2026-11-28-chain-heads': {
    async up(db: Kysely<unknown>) {
      // Each chain's head, kept apart from the records (another table, other files): a witness the export lists, so
      // records the database can no longer read (a zeroed page reads as empty, without an error) show as missing
      // rather than as an export with fewer records (issue 35).
      await db.schema
        .createTable('consent_chain_heads')
        .addColumn('consent_id', 'uuid', (column) => column.primaryKey())
        .addColumn('record_id', 'uuid', (column) => column.notNull())
        .addColumn('recorded_at', 'timestamptz', (column) => column.notNull())
        .addColumn('hash', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('consent_chain_heads_by_recorded_at')
        .on('consent_chain_heads')
        .columns(['recorded_at', 'consent_id'])
        .execute();
      await sql`
        insert into consent_chain_heads (consent_id, record_id, recorded_at, hash)
        select distinct on (consent_id) consent_id, record_id, recorded_at, hash
        from consent_records where hash is not null
        order by consent_id, recorded_at desc, record_id desc`.execute(db);
    },
  },
  '2026-11-28-record-gpp-string': {
    async up(db: Kysely<unknown>) {
      // The IAB GPP string `__gpp` gave for the decision (issue 33 §3). Records stored before stay null: their hashes
      // are of the canonical forms 1 to 3, which have no GPP string (record-chain.mjs).
      await db.schema.alterTable('consent_records').addColumn('gpp_string', 'text').execute();
    },
  },
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Brings the database to the latest schema; throws with the failing migration's error. */
export async function migrateLedger(db: Kysely<unknown>): Promise<void> {
  const migrator = new Migrator({
    db,
    provider,
    // Its own bookkeeping tables, so the ledger can share a database with the site's other tables.
    migrationTableName: 'consent_ledger_migration',
    migrationLockTableName: 'consent_ledger_migration_lock',
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(`migration ${failed ?? '(before any migration)'} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}
