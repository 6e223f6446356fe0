import type { ConsentState } from '../domain/consent';
import type { StoredConsent } from '../domain/stored-consent';

/**
 * Where the visitor's decision is kept: it reads and writes the stored values and nothing more (the
 * consent engine turns them into a decision). SPEC §3's keys and values are the local-storage adapter's.
 */
export interface ConsentPersistence {
  /** What is stored now: the raw values, or a decision held as one (in memory). */
  load(): StoredConsent | ConsentState;
  /** Keeps a new decision. Never throws: storage that fails leaves the decision to this page's store. */
  save(state: ConsentState): void;
  /** Another tab changed what is stored (shared storage only); returns the unsubscribe function. */
  subscribe?(listener: () => void): () => void;
}
