import type { ConsentMode, ConsentState } from './consent';
import type { Purpose } from './purpose';

/** Whether a purpose's vendors may run now: not yet (calls are held), yes, or no (calls are dropped, nothing loads). */
export type VendorPermission = 'pending' | 'granted' | 'denied';

export interface PrivacySignals {
  readonly mode: ConsentMode;
  readonly consent: ConsentState;
  /** navigator.globalPrivacyControl: the visitor's browser asks sites not to sell or share their data. */
  readonly globalPrivacyControl: boolean;
}

/**
 * The consent decision, in one place; everything else reads it. `consent` is the decision in force
 * (`consentInForce`: re-consent already applied). Necessary processing (error reports) always runs:
 * it is the site's legitimate interest, in both modes. A visitor's choice decides each purpose in
 * every mode (in notice and opt-out modes it is an opt-out). Without one, notice mode (SPEC) and opt-out mode
 * run everything from the first page and opt-in mode holds everything. Global Privacy Control turns marketing off
 * whatever the mode or the choice says, because sharing events with an ad network is exactly what
 * GPC opts out of.
 */
export function purposePermission(purpose: Purpose, signals: PrivacySignals): VendorPermission {
  return purposeDecision(purpose, signals).permission;
}

/** The same decision, with why, in the visitor's terms (for the inspector). */
export function purposeDecision(
  purpose: Purpose,
  signals: PrivacySignals,
): { readonly permission: VendorPermission; readonly reason: string } {
  if (purpose === 'necessary') return { permission: 'granted', reason: 'necessary: always runs' };
  if (purpose === 'marketing' && signals.globalPrivacyControl) return { permission: 'denied', reason: 'Global Privacy Control' };
  if (signals.consent.status === 'decided') {
    return signals.consent.choices[purpose]
      ? { permission: 'granted', reason: `${purpose} granted` }
      : { permission: 'denied', reason: `${purpose} refused` };
  }
  return signals.mode === 'opt-in'
    ? { permission: 'pending', reason: 'no decision yet' }
    : { permission: 'granted', reason: `${signals.mode} mode` };
}
