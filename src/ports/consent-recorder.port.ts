import type { ConsentRecordReceipt, ConsentRecordSubmission } from '../domain/consent-record';

/** What became of one attempt to record a decision on the site's server. */
export type RecorderAnswer =
  | { readonly kind: 'recorded'; readonly receipt: ConsentRecordReceipt }
  /** Not now (server or database down, too many requests, no network): try again, not before `retryAfterMs` when given. */
  | { readonly kind: 'retry'; readonly reason: string; readonly retryAfterMs?: number }
  /** Never (invalid, from another site, the id reused with other content): sending it again cannot help. */
  | { readonly kind: 'refused'; readonly reason: string };

/** Sends a consent record to the ledger (`CONSENT_RECORDS_PATH`). Never throws: every failure is an answer. */
export interface ConsentRecorder {
  /** `keepalive`: the page is going away, and the request must outlive it. */
  send(submission: ConsentRecordSubmission, options?: { readonly keepalive?: boolean }): Promise<RecorderAnswer>;
}
