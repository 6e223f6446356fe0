import type { KeptReceipt, PendingRecord } from '../domain/consent-outbox-rules';

/** What the browser knows of its consent records: the latest receipt and the records still waiting. */
export interface ConsentReceiptsSnapshot {
  readonly receipt: KeptReceipt | undefined;
  readonly pending: readonly PendingRecord[];
}

/**
 * The privacy page's view of the consent ledger (present only when the page's server keeps one).
 * `snapshot` returns the same object until something changes, as useSyncExternalStore needs.
 */
export interface ConsentReceipts {
  snapshot(): ConsentReceiptsSnapshot;
  subscribe(listener: () => void): () => void;
}
