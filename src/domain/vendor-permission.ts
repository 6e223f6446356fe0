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
 * both modes (in notice mode it is an opt-out). Without one, notice mode (SPEC) runs everything
 * from the first page and opt-in mode holds everything. Global Privacy Control turns marketing off
 * whatever the mode or the choice says, because sharing events with an ad network is exactly what
 * GPC opts out of.
 */
export function purposePermission(purpose: Purpose, signals: PrivacySignals): VendorPermission {
  if (purpose === 'necessary') return 'granted';
  if (purpose === 'marketing' && signals.globalPrivacyControl) return 'denied';
  if (signals.consent.status === 'decided') return signals.consent.choices[purpose] ? 'granted' : 'denied';
  return signals.mode === 'notice' ? 'granted' : 'pending';
}

/** Why a purpose is not running, in the visitor's terms, for the inspector. */
export function permissionReason(purpose: Purpose, signals: PrivacySignals): string {
  if (purpose === 'necessary') return 'necessary: always runs';
  if (purpose === 'marketing' && signals.globalPrivacyControl) return 'Global Privacy Control';
  if (signals.consent.status === 'decided') return signals.consent.choices[purpose] ? `${purpose} granted` : `${purpose} refused`;
  return signals.mode === 'notice' ? 'notice mode' : 'no decision yet';
}
