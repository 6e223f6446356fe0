import type { ConsentState } from '../domain/consent';

/**
 * Where the visitor's cookie decision lives. `read` is synchronous on purpose: the shell reads
 * consent before its first render so a returning visitor never sees the banner flash.
 */
export interface ConsentStore {
  read(): ConsentState;
  accept(): ConsentState;
  /** Opt-in mode's "Decline", and withdrawing consent from the privacy page. */
  decline(): ConsentState;
  /** Called after every change of state, from this page or (for shared storage) another tab; returns the unsubscribe function. */
  subscribe(listener: (state: ConsentState) => void): () => void;
}
