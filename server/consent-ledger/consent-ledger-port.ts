import type { ConsentRecord, ConsentRecordSubmission } from '../../src/domain/consent-record';
import { CHOOSABLE_PURPOSES } from '../../src/domain/consent';

/**
 * A record as the ledger stores it: what the browser sent, the server's time and region, and the
 * visitor's truncated IP and user agent only when the operator turned that on (null otherwise).
 * These two never leave through the visitor's history, only through the operators' export.
 */
export interface StoredConsentRecord extends ConsentRecord {
  readonly clientIp: string | null;
  readonly userAgent: string | null;
  /**
   * The hash chain (record-chain.mjs), set by the ledger when it stores the record: the hash of the
   * consent id's record before this one (GENESIS_HASH for its first) and this record's own. Both null
   * on a record stored before the chain existed (pre-chain). What a caller sends here is ignored.
   */
  readonly previousHash?: string | null;
  readonly hash?: string | null;
}

/**
 * What recording did. `repeated` and `conflict` carry the record already stored under that id: a
 * retry gets its original receipt, a different record reusing the id is refused.
 */
export type RecordOutcome =
  | { readonly outcome: 'created'; readonly record: StoredConsentRecord }
  | { readonly outcome: 'repeated'; readonly record: StoredConsentRecord }
  | { readonly outcome: 'conflict'; readonly record: StoredConsentRecord };

/** A consent id's chain's head: its last record (in a range), by receipt time and hash (null for a pre-chain record). */
export interface ChainHead {
  readonly consentId: string;
  readonly recordedAt: string;
  readonly hash: string | null;
}

/**
 * Until when the ledger holds records of its older forms, by receipt time (null: none): those stored
 * before the chain (no hash), and chained ones without a language (the canonical form's version 1).
 * The export says so, and the verifier accepts such records only up to these times.
 */
export interface ChainEras {
  readonly preChainUntil: string | null;
  readonly version1Until: string | null;
}

/** Records whose server time is in [from, to). */
export interface RecordedRange {
  readonly from: Date;
  readonly to: Date;
}

/**
 * The consent ledger's storage, on the server. Two adapters (embedded PGlite and PostgreSQL) share
 * one schema and one set of migrations; `consent-ledger.conformance.ts` holds both to this contract.
 * Any method may throw when the database cannot be reached; the routes answer 503 then.
 */
export interface ConsentLedger {
  /**
   * Stores the record once, whoever else is storing the same record id at the same moment, as the next
   * link of its consent id's chain: appends to one id are serialised across every server on the database,
   * and the stored `recordedAt` is never before the chain's last (another server's clock may lag).
   */
  record(record: StoredConsentRecord): Promise<RecordOutcome>;
  /** One visitor's records, oldest first (the chain's order). */
  history(consentId: string): Promise<readonly StoredConsentRecord[]>;
  /** The range's records, oldest first, read in pages so a long range is never held in memory. */
  exportRange(range: RecordedRange): AsyncIterable<StoredConsentRecord>;
  /** Each consent id's last record in the range (its chain's head as of `to`), by consent id, read in pages. */
  exportHeads(range: RecordedRange): AsyncIterable<ChainHead>;
  chainEras(): Promise<ChainEras>;
  /** Deletes every record the server stored before `cutoff`; answers how many. */
  purgeRecordedBefore(cutoff: Date): Promise<number>;
  close(): Promise<void>;
}

/**
 * Whether two records say the same thing about the visitor's decision: what a retry must repeat.
 * The server's own fields (time, region, client details) may differ between tries and are not compared, nor
 * is the GPP string: the browser makes it when sending, and a retry from where its library did not load (or
 * from another country) must not be refused as another record; the first one sent is kept.
 */
export function sameSubmission(a: ConsentRecordSubmission, b: ConsentRecordSubmission): boolean {
  return (
    a.recordId === b.recordId &&
    a.consentId === b.consentId &&
    CHOOSABLE_PURPOSES.every((purpose) => a.purposes[purpose] === b.purposes[purpose]) &&
    a.mode === b.mode &&
    a.revision === b.revision &&
    a.noticeHash === b.noticeHash &&
    (a.language ?? null) === (b.language ?? null) &&
    a.occasion === b.occasion &&
    Date.parse(a.decidedAt) === Date.parse(b.decidedAt) &&
    a.globalPrivacyControl === b.globalPrivacyControl
  );
}

/** What a visitor may read back: their records without what only the operator sees. */
export function visitorView(record: StoredConsentRecord): ConsentRecord {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { clientIp, userAgent, previousHash, hash, ...visible } = record;
  return visible;
}
