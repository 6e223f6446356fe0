import { sql, type Kysely } from 'kysely';
import type { ConsentLedger, RecordOutcome, RecordedRange, StoredConsentRecord } from './consent-ledger-port';
import { sameSubmission } from './consent-ledger-port';
import { migrateLedger } from './ledger-migrations';
import type { ConsentRecordRow, LedgerDatabase, NewConsentRecordRow } from './ledger-schema';
import { GENESIS_HASH, recordHash } from './record-chain.mjs';

/** Rows per query of the export: enough to keep round trips few, small enough to hold. */
const EXPORT_PAGE_ROWS = 500;

function toRow(record: StoredConsentRecord, previousHash: string, hash: string): NewConsentRecordRow {
  return {
    record_id: record.recordId,
    consent_id: record.consentId,
    analytics: record.purposes.analytics,
    marketing: record.purposes.marketing,
    experience: record.purposes.experience,
    mode: record.mode,
    revision: record.revision,
    notice_hash: record.noticeHash,
    occasion: record.occasion,
    decided_at: new Date(record.decidedAt),
    global_privacy_control: record.globalPrivacyControl,
    recorded_at: new Date(record.recordedAt),
    region: record.region,
    client_ip: record.clientIp,
    user_agent: record.userAgent,
    previous_hash: previousHash,
    hash,
    language: record.language ?? null,
    decided_at_sent: record.decidedAt,
    gpp_string: record.gppString ?? null,
  };
}

function fromRow(row: ConsentRecordRow): StoredConsentRecord {
  return {
    recordId: row.record_id,
    consentId: row.consent_id,
    purposes: { analytics: row.analytics, marketing: row.marketing, experience: row.experience },
    mode: row.mode,
    revision: row.revision,
    noticeHash: row.notice_hash,
    occasion: row.occasion,
    decidedAt: row.decided_at_sent ?? row.decided_at.toISOString(),
    globalPrivacyControl: row.global_privacy_control,
    recordedAt: row.recorded_at.toISOString(),
    region: row.region,
    clientIp: row.client_ip,
    userAgent: row.user_agent,
    previousHash: row.previous_hash,
    hash: row.hash,
    ...(row.language === null ? {} : { language: row.language }),
    ...(row.gpp_string === null ? {} : { gppString: row.gpp_string }),
  };
}

/** The receipt time a new link gets: the server's, or just after the chain's last when that server's clock ran ahead. */
function receiptAfter(recordedAt: string, last: Date | undefined): string {
  const at = Date.parse(recordedAt);
  return last && at <= last.getTime() ? new Date(last.getTime() + 1).toISOString() : recordedAt;
}

/** Migrates the database to the ledger's schema and answers the ledger over it; a failed migration closes it again. */
export async function migratedConsentLedger(db: Kysely<LedgerDatabase>): Promise<ConsentLedger> {
  try {
    await migrateLedger(db as Kysely<unknown>);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return kyselyConsentLedger(db);
}

/**
 * The ledger's queries, written once with Kysely over the one schema; the adapters differ only in
 * the dialect (PGlite or pg) they give it.
 */
export function kyselyConsentLedger(db: Kysely<LedgerDatabase>): ConsentLedger {
  const records = () => db.selectFrom('consent_records').selectAll();
  return {
    async record(record): Promise<RecordOutcome> {
      return db.transaction().execute(async (tx) => {
        // One append per consent id at a time, across every server on this database: the lock is the
        // transaction's, so a crashed server's is released with its connection.
        await sql`select pg_advisory_xact_lock(hashtextextended(${record.consentId}, 0))`.execute(tx);
        const existing = await tx.selectFrom('consent_records').selectAll().where('record_id', '=', record.recordId).executeTakeFirst();
        if (existing) {
          const stored = fromRow(existing);
          return { outcome: sameSubmission(stored, record) ? 'repeated' : 'conflict', record: stored };
        }
        const last = await tx
          .selectFrom('consent_records')
          .select(['recorded_at', 'hash'])
          .where('consent_id', '=', record.consentId)
          .orderBy('recorded_at', 'desc')
          .orderBy('record_id', 'desc')
          .limit(1)
          .executeTakeFirst();
        // Stamped after the last so the export's order (by receipt time) is the chain's order.
        const link = { ...record, recordedAt: receiptAfter(record.recordedAt, last?.recorded_at) };
        const previousHash = last?.hash ?? GENESIS_HASH;
        // ON CONFLICT DO NOTHING: the same record id sent under another consent id at the same moment
        // holds another lock; of the two, one inserts and the other reads the winner's.
        const inserted = await tx
          .insertInto('consent_records')
          .values(toRow(link, previousHash, recordHash(link, previousHash)))
          .onConflict((conflict) => conflict.column('record_id').doNothing())
          .returningAll()
          .executeTakeFirst();
        if (inserted) {
          const head = { record_id: inserted.record_id, recorded_at: inserted.recorded_at, hash: inserted.hash ?? '' };
          await tx
            .insertInto('consent_chain_heads')
            .values({ consent_id: inserted.consent_id, ...head })
            .onConflict((conflict) => conflict.column('consent_id').doUpdateSet(head))
            .execute();
          return { outcome: 'created', record: fromRow(inserted) };
        }
        const winner = fromRow(
          await tx.selectFrom('consent_records').selectAll().where('record_id', '=', record.recordId).executeTakeFirstOrThrow(),
        );
        return { outcome: sameSubmission(winner, record) ? 'repeated' : 'conflict', record: winner };
      });
    },

    async history(consentId) {
      const rows = await records().where('consent_id', '=', consentId).orderBy('recorded_at').orderBy('record_id').execute();
      return rows.map(fromRow);
    },

    async *exportRange({ from, to }: RecordedRange) {
      // Keyset pages over (recorded_at, record_id): each query starts after the last row sent, so
      // memory stays one page whatever the range, and rows inserted meanwhile do not shift pages.
      let after: { readonly at: Date; readonly id: string } | undefined;
      for (;;) {
        let query = records().where('recorded_at', '>=', from).where('recorded_at', '<', to);
        if (after) {
          const last = after;
          query = query.where((eb) => eb(eb.refTuple('recorded_at', 'record_id'), '>', eb.tuple(last.at, last.id)));
        }
        const page = await query.orderBy('recorded_at').orderBy('record_id').limit(EXPORT_PAGE_ROWS).execute();
        for (const row of page) yield fromRow(row);
        const last = page.at(-1);
        if (!last || page.length < EXPORT_PAGE_ROWS) return;
        after = { at: last.recorded_at, id: last.record_id };
      }
    },

    async *exportHeads({ from, to }: RecordedRange) {
      // First the heads kept beside the records (consent_chain_heads) that fall in the range: read from other files, so a
      // chain whose records the database can no longer read is still listed, and the export shows them missing.
      let after: string | undefined;
      for (;;) {
        let query = db
          .selectFrom('consent_chain_heads')
          .select(['consent_id', 'recorded_at', 'hash'])
          .where('recorded_at', '>=', from)
          .where('recorded_at', '<', to);
        if (after !== undefined) query = query.where('consent_id', '>', after);
        const page = await query.orderBy('consent_id').limit(EXPORT_PAGE_ROWS).execute();
        for (const row of page) yield { consentId: row.consent_id, recordedAt: row.recorded_at.toISOString(), hash: row.hash };
        const last = page.at(-1);
        if (!last || page.length < EXPORT_PAGE_ROWS) break;
        after = last.consent_id;
      }
      // Then the other consent ids of the range (their head is later than the range, or they hold only pre-chain records):
      // their last record in the range, one row per consent id in keyset pages over consent_id, as exportRange's.
      after = undefined;
      for (;;) {
        let query = db
          .selectFrom('consent_records as r')
          .distinctOn('r.consent_id')
          .select(['r.consent_id', 'r.recorded_at', 'r.hash'])
          .where('r.recorded_at', '>=', from)
          .where('r.recorded_at', '<', to)
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('consent_chain_heads as h')
                  .select('h.consent_id')
                  .whereRef('h.consent_id', '=', 'r.consent_id')
                  .where('h.recorded_at', '>=', from)
                  .where('h.recorded_at', '<', to),
              ),
            ),
          );
        if (after !== undefined) query = query.where('r.consent_id', '>', after);
        const page = await query
          .orderBy('r.consent_id')
          .orderBy('r.recorded_at', 'desc')
          .orderBy('r.record_id', 'desc')
          .limit(EXPORT_PAGE_ROWS)
          .execute();
        for (const row of page) yield { consentId: row.consent_id, recordedAt: row.recorded_at.toISOString(), hash: row.hash };
        const last = page.at(-1);
        if (!last || page.length < EXPORT_PAGE_ROWS) return;
        after = last.consent_id;
      }
    },

    async chainEras() {
      const eras = await db
        .selectFrom('consent_records')
        .select([
          sql<Date | null>`max(recorded_at) filter (where hash is null)`.as('pre_chain_until'),
          sql<Date | null>`max(recorded_at) filter (where hash is not null and language is null)`.as('version_1_until'),
        ])
        .executeTakeFirstOrThrow();
      return {
        preChainUntil: eras.pre_chain_until ? new Date(eras.pre_chain_until).toISOString() : null,
        version1Until: eras.version_1_until ? new Date(eras.version_1_until).toISOString() : null,
      };
    },

    async purgeRecordedBefore(cutoff) {
      return db.transaction().execute(async (tx) => {
        const result = await tx.deleteFrom('consent_records').where('recorded_at', '<', cutoff).executeTakeFirst();
        // A head older than the cutoff is a chain purged whole.
        await tx.deleteFrom('consent_chain_heads').where('recorded_at', '<', cutoff).execute();
        return Number(result.numDeletedRows);
      });
    },

    async close() {
      await db.destroy();
    },
  };
}
