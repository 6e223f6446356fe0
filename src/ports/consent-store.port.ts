import type { ConsentMode, ConsentState, PurposeChoices, ReconsentPolicy } from '../domain/consent';

/**
 * Where the visitor's cookie decision lives. `read` is synchronous on purpose: the shell reads
 * consent before its first render so a returning visitor never sees the banner flash. It returns
 * the decision in force: re-consent (`consentInForce`) is applied as the store reads it.
 */
export interface ConsentStore {
  read(): ConsentState;
  /**
   * The decision as stored, in force or not: a re-consent is told from a first decision by it, and
   * keeps its consent id. The same as `read()` whenever the stored decision is in force.
   */
  stored(): ConsentState;
  /** The banner's "I Understand": every purpose granted. */
  accept(): ConsentState;
  /** The banner's "Decline" (opt-in mode): every purpose refused. */
  decline(): ConsentState;
  /** The preferences view's "Save", "Accept all" and "Reject all": each purpose as chosen. */
  choose(choices: PurposeChoices): ConsentState;
  /** Called after every change of state, from this page or (for shared storage) another tab; returns the unsubscribe function. */
  subscribe(listener: (state: ConsentState) => void): () => void;
}

/** What a store needs to know to read a decision as in force or not, and to date a new one. */
export interface ConsentStoreSettings {
  readonly mode: ConsentMode;
  readonly policy: ReconsentPolicy;
  /** Global Privacy Control: a decision made under it records marketing refused, whatever was clicked. */
  readonly globalPrivacyControl?: boolean;
  readonly now?: () => Date;
  /** Makes a visitor's consent id with their first decision; a random UUID (`crypto.randomUUID()`) unless given. */
  readonly newConsentId?: () => string;
}
