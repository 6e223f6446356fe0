import type { ConsentState } from '../domain/consent';

/**
 * Where the visitor's cookie decision lives. `read` is synchronous on purpose: the shell reads
 * consent before its first render so a returning visitor never sees the banner flash.
 */
export interface ConsentStore {
  read(): ConsentState;
  accept(): ConsentState;
  /** Called after every change of state; returns the unsubscribe function. */
  subscribe(listener: (state: ConsentState) => void): () => void;
}
