import type { ConsentMode, ConsentState, PurposeChoices, ReconsentPolicy } from '../domain/consent';
import type { ConsentDecision } from '../domain/consent-engine';
import type { DecidedIn } from '../domain/consent-notice';

/**
 * The consent in force, as every reader sees it: the pipelines, the UI (useSyncExternalStore), the
 * inspector and the adapters (through their context). One vanilla store (c15t's shape): the snapshot
 * is the consent engine's whole decision (`evaluate`), computed when the decision changes, never per read.
 * It is synchronous on purpose: the shell reads consent before its first render so a returning
 * visitor never sees the banner flash.
 */
export interface ConsentStore {
  /** The whole decision in force; the same object until it changes. */
  getSnapshot(): ConsentDecision;
  /** Called after every change, from this page or (for shared storage) another tab; returns the unsubscribe function. */
  subscribe(listener: (state: ConsentState) => void): () => void;
  /**
   * The visitor decides, from the banner, the preferences view or a notice with words of its own (an embed's
   * placeholder): the consent record hashes the words of the notice they saw.
   */
  decide(choices: PurposeChoices, from: DecidedIn): ConsentState;
  /** `getSnapshot().state`: the decision in force. */
  read(): ConsentState;
  /** `getSnapshot().stored`: the decision as stored, in force or not (a re-consent keeps its consent id). */
  stored(): ConsentState;
  /** The banner's "I Understand" (notice) or "Accept all" (opt-in): every purpose granted. */
  accept(): ConsentState;
  /** The banner's "Reject all" (opt-in mode): every purpose refused. */
  decline(): ConsentState;
  /** The preferences view's "Save", "Accept all" and "Reject all": each purpose as chosen. */
  choose(choices: PurposeChoices): ConsentState;
  /**
   * Reads what is stored again: a decision this page's boot script stored itself, because the app was
   * late (src/boot), comes into force. Storage events tell the store of another tab's writes, never of its own tab's.
   */
  reread(): void;
}

/** What a reader that only follows the decision needs (a pipeline, a vendor's adapter): it cannot decide. */
export type ConsentReader = Pick<ConsentStore, 'getSnapshot' | 'subscribe'>;

/** What the store needs to evaluate a decision and to date a new one. */
export interface ConsentStoreSettings {
  readonly mode: ConsentMode;
  readonly policy: ReconsentPolicy;
  /** Global Privacy Control: applied by the consent engine, on the decision in force and on what a click records. */
  readonly globalPrivacyControl?: boolean;
  /** A US visitor's state (the config's `visitorRegion`), carried by the opt-out state. */
  readonly region?: string | undefined;
  readonly now?: () => Date;
  /** Makes a visitor's consent id with their first decision; a random UUID (`crypto.randomUUID()`) unless given. */
  readonly newConsentId?: () => string;
}
