import type { Purpose } from './purpose';

/**
 * SPEC §4 / consent modes: SPEC's banner is a notice, and a site may instead ask first.
 * `notice`: vendors run from the first page; "I Understand" only hides the banner; a visitor may opt out later.
 * `opt-in`: no vendor runs until the visitor grants its purpose; "Decline" keeps them all off.
 * `opt-out` (US state privacy laws, issue 33 §2): vendors run from the first page with no banner; "Your Privacy
 * Choices" in the footer opts out of sale, sharing and targeted advertising, and Global Privacy Control is that opt-out.
 */
export type ConsentMode = 'notice' | 'opt-in' | 'opt-out';

/** Every mode, as a stored detail or a ledger record may name it. */
export const CONSENT_MODES = ['notice', 'opt-in', 'opt-out'] as const satisfies readonly ConsentMode[];

/** The modes where vendors run until the visitor says otherwise: a decision is an opt-out there, never consent asked for. */
export const runsUntilOptOut = (mode: ConsentMode): boolean => mode !== 'opt-in';

/** The purposes a visitor chooses; `necessary` is never asked about. */
export type ChoosablePurpose = Exclude<Purpose, 'necessary'>;
export const CHOOSABLE_PURPOSES = ['analytics', 'marketing', 'experience'] as const satisfies readonly ChoosablePurpose[];

/** One switch per purpose: true granted, false refused. */
export type PurposeChoices = Readonly<Record<ChoosablePurpose, boolean>>;

export const ALL_GRANTED: PurposeChoices = Object.freeze({ analytics: true, marketing: true, experience: true });
export const ALL_REFUSED: PurposeChoices = Object.freeze({ analytics: false, marketing: false, experience: false });

/**
 * The visitor's decision: none yet, or their choice per purpose. `revision`, `decidedAt` and `mode`
 * are absent for SPEC's flag stored alone (by an older shell, or by hand): such a decision cannot
 * show which policy it answered, how old it is, or whether it answered a question or a notice.
 */
export type ConsentState =
  | { readonly status: 'unknown' }
  | {
      readonly status: 'decided';
      readonly choices: PurposeChoices;
      readonly revision?: string;
      readonly decidedAt?: string;
      /** The mode the visitor answered in: "I Understand" on a notice is not consent asked for. */
      readonly mode?: ConsentMode;
      /**
       * The visitor's id in the consent ledger (`crypto.randomUUID()`), made with their first decision
       * and kept through every change, withdrawal and re-consent; absent on a decision stored before
       * there were ids, which gets one at its next change.
       */
      readonly consentId?: string;
    };

export const CONSENT_UNKNOWN: ConsentState = Object.freeze({ status: 'unknown' });

/** A decision, whoever made it. */
export type DecidedConsent = Extract<ConsentState, { status: 'decided' }>;

/** A decision this shell made: every fact a record names is there (the revision, the date, the mode, the id). */
export type MadeDecision = DecidedConsent & {
  readonly revision: string;
  readonly decidedAt: string;
  readonly mode: ConsentMode;
  readonly consentId: string;
};

/** Whether a decision was made by this shell (one stored by an older shell or by hand may lack its facts). */
export function isMadeDecision(state: ConsentState): state is MadeDecision {
  return (
    state.status === 'decided' &&
    !!state.consentId &&
    state.revision !== undefined &&
    state.decidedAt !== undefined &&
    state.mode !== undefined
  );
}

/** A decision made now, in a mode, under a revision of the policy, by the visitor with this consent id. */
export function decision(choices: PurposeChoices, revision: string, now: Date, mode: ConsentMode, consentId: string): MadeDecision {
  return { status: 'decided', choices: { ...choices }, revision, decidedAt: now.toISOString(), mode, consentId };
}

/**
 * The consent id a new decision carries: the one stored with the previous decision, in force or
 * not (a re-consent or a withdrawal is the same visitor), or a new one for a first decision or one
 * stored without an id.
 */
export function consentIdFor(stored: ConsentState, newId: () => string): string {
  return (stored.status === 'decided' ? stored.consentId : undefined) ?? newId();
}

/** How the decision reads to a person: everything granted, everything refused, or some of each. */
export type DecisionKind = 'accepted' | 'declined' | 'partial';

export function decisionKind(choices: PurposeChoices): DecisionKind {
  const granted = CHOOSABLE_PURPOSES.filter((purpose) => choices[purpose]).length;
  if (granted === CHOOSABLE_PURPOSES.length) return 'accepted';
  return granted === 0 ? 'declined' : 'partial';
}

/** The policy a decision is checked against (the config's consentPolicy). */
export interface ReconsentPolicy {
  readonly revision: string;
  readonly maxAgeMonths: number;
}

/**
 * Re-consent. In opt-in mode a decision counts only while it answers the current revision of the
 * policy and is younger than the maximum age; otherwise it is no decision and the banner asks
 * again. A decision with no revision or date (SPEC's flag alone) cannot show either, so it is asked
 * again too, and so is a notice acknowledged with "I Understand" (or a notice-mode opt-out that left
 * something on): it was not consent asked for, which opt-in mode needs. A notice-mode decision that
 * refused everything is kept, like any current refusal. An opt-out decision reads as a notice-mode one. In notice
 * mode SPEC's rule stands: the flag hides the banner for as long as it is there; so in opt-out mode, where vendors
 * run until the visitor opts out, a decision stands for as long as it is stored.
 */
export function consentInForce(stored: ConsentState, mode: ConsentMode, policy: ReconsentPolicy, now: Date): ConsentState {
  if (runsUntilOptOut(mode) || stored.status === 'unknown') return stored;
  if (stored.revision !== policy.revision || stored.decidedAt === undefined) return CONSENT_UNKNOWN;
  if (stored.mode !== undefined && runsUntilOptOut(stored.mode) && decisionKind(stored.choices) !== 'declined') return CONSENT_UNKNOWN;
  return now.getTime() < expiryOf(stored.decidedAt, policy.maxAgeMonths).getTime() ? stored : CONSENT_UNKNOWN;
}

/** The moment a decision taken at `decidedAt` stops counting: the same day and time, `months` calendar months later (clamped to the month's end). */
export function expiryOf(decidedAt: string, months: number): Date {
  const decided = new Date(decidedAt);
  const expiry = new Date(decided.getTime());
  expiry.setUTCDate(1);
  expiry.setUTCMonth(expiry.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(expiry.getUTCFullYear(), expiry.getUTCMonth() + 1, 0)).getUTCDate();
  expiry.setUTCDate(Math.min(decided.getUTCDate(), lastDay));
  return expiry;
}

/**
 * SPEC §4: the banner shows until there is a decision in force: in notice mode, while the flag is absent. In
 * opt-out mode never: the US laws ask for a way to opt out, the footer's "Your Privacy Choices", not a banner that
 * stands between the visitor and the page (issue 33 §2; docs/privacy/consent-modes.md).
 */
export function isBannerVisible(state: ConsentState, mode: ConsentMode): boolean {
  return mode !== 'opt-out' && state.status === 'unknown';
}

/** Two reads of the same stored decision are the same decision; a new object would re-render every subscriber. */
export function sameDecision(a: ConsentState, b: ConsentState): boolean {
  if (a.status === 'unknown' || b.status === 'unknown') return a.status === b.status;
  return (
    a.decidedAt === b.decidedAt &&
    a.revision === b.revision &&
    a.mode === b.mode &&
    a.consentId === b.consentId &&
    CHOOSABLE_PURPOSES.every((purpose) => a.choices[purpose] === b.choices[purpose])
  );
}
