import {
  CHOOSABLE_PURPOSES,
  consentInForce,
  decision,
  isBannerVisible,
  type ConsentMode,
  type ConsentState,
  type PurposeChoices,
  type ReconsentPolicy,
  type MadeDecision,
} from './consent';
import { consentFromStorage, type StoredConsent } from './stored-consent';
import { PURPOSES, type Purpose } from './purpose';
import { usOptOutOf, type UsOptOut } from './us-opt-out';
import { purposeDecision, type VendorPermission } from './vendor-permission';

/**
 * The consent engine: stored values in, the whole decision out. Every reader (the store behind the
 * pipelines, the UI and the inspector; the inline boot script) runs this one function, so the rules
 * change in one place. Pure and light on purpose: no zod, no framework, so an inline script can bundle it.
 */

/** What the decision is made from. */
export interface ConsentInputs {
  /**
   * What is stored: the raw values (local storage's two keys) or a decision already held as one
   * (the in-memory store). Raw values are parsed here and nowhere else.
   */
  readonly stored: StoredConsent | ConsentState;
  readonly mode: ConsentMode;
  readonly policy: ReconsentPolicy;
  /** navigator.globalPrivacyControl, or `Sec-GPC: 1` on the page's request (the config's `globalPrivacyControl`). */
  readonly gpc: boolean;
  readonly now: Date;
  /** A US visitor's state, when the server knew it (the config's `visitorRegion`): the opt-out state carries it. */
  readonly region?: string | undefined;
}

/** One purpose's permission, and why, in the visitor's terms (the inspector shows it). */
export interface PurposeVerdict {
  readonly permission: VendorPermission;
  readonly reason: string;
}

/** The whole decision: what is stored, what is in force, whether the banner shows, and each purpose's permission. */
export interface ConsentDecision {
  /** The decision as stored, in force or not: a re-consent is told from a first decision by it, and keeps its consent id. */
  readonly stored: ConsentState;
  /** The decision in force (re-consent applied): `stored` when it still counts, else none. */
  readonly state: ConsentState;
  /** SPEC §4: shown while no decision is in force. */
  readonly bannerVisible: boolean;
  readonly purposes: Readonly<Record<Purpose, PurposeVerdict>>;
  /** Global Privacy Control, as the decision was evaluated under it: marketing stays off whatever is chosen. */
  readonly globalPrivacyControl: boolean;
  /** In opt-out mode only: the visitor's US opt-out, the one place its readers (the choice view, the vendors, GPP) read it. */
  readonly usOptOut?: UsOptOut;
}

export function evaluate({ stored, mode, policy, gpc, now, region }: ConsentInputs): ConsentDecision {
  const parsed = 'status' in stored ? stored : consentFromStorage(stored);
  const state = consentInForce(parsed, mode, policy, now);
  const purposes = Object.fromEntries(
    PURPOSES.map((purpose) => [purpose, purposeDecision(purpose, { mode, consent: state, globalPrivacyControl: gpc })]),
  ) as Record<Purpose, PurposeVerdict>;
  return {
    stored: parsed,
    state,
    bannerVisible: isBannerVisible(state, mode),
    purposes,
    globalPrivacyControl: gpc,
    ...(mode === 'opt-out' ? { usOptOut: usOptOutOf(state, gpc, region) } : {}),
  };
}

/** What a new decision needs beside the visitor's choices. */
export interface DecisionInputs {
  readonly mode: ConsentMode;
  readonly policy: ReconsentPolicy;
  readonly gpc: boolean;
  readonly now: Date;
  readonly consentId: string;
}

/**
 * The decision a visitor's click makes, as it is stored and recorded. A purpose is recorded granted
 * only where the same rule `evaluate` applies would grant it: under Global Privacy Control marketing
 * is recorded refused, whatever was clicked, and there is no second copy of that rule to drift.
 */
export function decisionFrom(choices: PurposeChoices, { mode, policy, gpc, now, consentId }: DecisionInputs): MadeDecision {
  const asChosen: ConsentState = { status: 'decided', choices };
  const permitted = Object.fromEntries(
    CHOOSABLE_PURPOSES.map((purpose) => [
      purpose,
      choices[purpose] && purposeDecision(purpose, { mode, consent: asChosen, globalPrivacyControl: gpc }).permission === 'granted',
    ]),
  ) as Record<(typeof CHOOSABLE_PURPOSES)[number], boolean>;
  return decision(permitted, policy.revision, now, mode, consentId);
}
