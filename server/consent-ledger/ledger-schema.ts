import type { ColumnType, Insertable, Selectable } from 'kysely';
import type { ConsentMode } from '../../src/domain/consent';

/**
 * The ledger's one table, as both adapters see it (the migrations in ledger-migrations.ts make it).
 * One column per purpose rather than a JSON blob, so an operator can count refusals in plain SQL.
 */
export interface ConsentRecordsTable {
  record_id: string;
  consent_id: string;
  analytics: boolean;
  marketing: boolean;
  experience: boolean;
  mode: ConsentMode;
  revision: string;
  notice_hash: string;
  occasion: 'first' | 'change' | 'reconsent';
  decided_at: ColumnType<Date, Date, never>;
  global_privacy_control: boolean;
  recorded_at: ColumnType<Date, Date, never>;
  region: string | null;
  client_ip: string | null;
  user_agent: string | null;
  /** Null on the records stored before the chain (migration 2026-11-25-record-chain). */
  previous_hash: string | null;
  hash: string | null;
  /** The notice's language (a BCP 47 code); null on records stored before the shell spoke more than English (migration 2026-11-26-record-language). */
  language: string | null;
  /** decidedAt as sent, offset included (migration 2026-11-28-decided-at-as-sent); null on records stored before. */
  decided_at_sent: string | null;
  /** The IAB GPP string `__gpp` gave for the decision (migration 2026-11-28-record-gpp-string); null on records from before, or sent without one. */
  gpp_string: string | null;
}

/** Each chain's head, beside the records (migration 2026-11-28-chain-heads): written in the append's transaction. */
export interface ConsentChainHeadsTable {
  consent_id: string;
  record_id: string;
  recorded_at: ColumnType<Date, Date, Date>;
  hash: string;
}

export interface LedgerDatabase {
  consent_records: ConsentRecordsTable;
  consent_chain_heads: ConsentChainHeadsTable;
}

export type ConsentRecordRow = Selectable<ConsentRecordsTable>;
export type NewConsentRecordRow = Insertable<ConsentRecordsTable>;

export const CONSENT_RECORDS_TABLE = 'consent_records';
