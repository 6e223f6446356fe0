import type { ConsentMode, PurposeChoices } from './consent';

/**
 * Proof of consent (GDPR Art. 7(1)): each decision a visitor makes is sent to the site's own server,
 * which keeps it in the consent ledger. The browser makes the ids, so a retried record is the same
 * record (idempotent by `recordId`) and a visitor's history is found by `consentId`.
 */

/** Where the ledger answers, on the site's own origin. */
export const CONSENT_RECORDS_PATH = '/consent/records';
/** Operators' export of a date range (CSV or NDJSON), behind a bearer token; absent without one. */
export const CONSENT_EXPORT_PATH = '/consent/export';

/**
 * Why this decision was made:
 *   first      no decision was stored (the banner's buttons, or its "Choose cookies" view)
 *   change     a decision in force was changed in Cookie settings (a withdrawal is a change that grants less)
 *   reconsent  the stored decision no longer held (another policy revision, or older than the maximum age)
 */
export type ConsentOccasion = 'first' | 'change' | 'reconsent';
export const CONSENT_OCCASIONS = ['first', 'change', 'reconsent'] as const satisfies readonly ConsentOccasion[];

/** What the browser sends: `POST CONSENT_RECORDS_PATH` with this as JSON. */
export interface ConsentRecordSubmission {
  /** This record: `crypto.randomUUID()`, made when the decision is, kept until the server acknowledges it. */
  readonly recordId: string;
  /** The visitor's: `crypto.randomUUID()` made with their first decision and kept with it, so their records can be found. */
  readonly consentId: string;
  /** Every choosable purpose, true granted and false refused. */
  readonly purposes: PurposeChoices;
  readonly mode: ConsentMode;
  /** The policy revision the decision answered (VITE_CONSENT_REVISION). */
  readonly revision: string;
  /** SHA-256 (hex) of the notice text the visitor was shown when deciding: banner or preferences view. */
  readonly noticeHash: string;
  readonly occasion: ConsentOccasion;
  /** The browser's clock when the visitor decided; the ledger's own time is `recordedAt`. */
  readonly decidedAt: string;
  /** Global Privacy Control was on: marketing was recorded refused whatever was clicked. */
  readonly globalPrivacyControl: boolean;
  /**
   * The language of the notice the visitor answered (a BCP 47 code: `<html lang>`), whose text `noticeHash` hashes.
   * Absent in records made before the shell spoke more than English, which were all `en`.
   */
  readonly language?: string | undefined;
  /**
   * The IAB GPP string `__gpp` gave vendors for this decision (docs/gpp.md), made by the IAB's library
   * when the record is sent, from the record's choices and where the page's server placed the visitor.
   * Absent in records made before GPP, and when the library could not be loaded.
   */
  readonly gppString?: string | undefined;
}

/** A record as the ledger keeps and returns it. */
export interface ConsentRecord extends ConsentRecordSubmission {
  /** The server's time when the record was first accepted (a retry does not change it). */
  readonly recordedAt: string;
  /** The visitor's country from the trusted header, when the server knows it. */
  readonly region: string | null;
}

/** `POST` answer (201 first time, 200 for a retry of the same record): what the browser keeps as acknowledged. */
export interface ConsentRecordReceipt {
  readonly recordId: string;
  readonly consentId: string;
  readonly recordedAt: string;
}

/** `GET CONSENT_RECORDS_PATH/:consentId`: the visitor's history, oldest first (an empty list when none). */
export interface ConsentHistory {
  readonly consentId: string;
  readonly records: readonly ConsentRecord[];
}
