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
 * The consent decision, in one place; everything else reads it. Necessary processing (error
 * reports) always runs: it is the site's legitimate interest, in both modes. Notice mode (SPEC):
 * everything runs from the first page. Opt-in mode: nothing else runs before acceptance, and a
 * decline (or a withdrawal) stops it. Global Privacy Control turns marketing off whatever the mode
 * or the banner says, because sharing events with an ad network is exactly what GPC opts out of.
 */
export function purposePermission(purpose: Purpose, signals: PrivacySignals): VendorPermission {
  if (purpose === 'necessary') return 'granted';
  if (purpose === 'marketing' && signals.globalPrivacyControl) return 'denied';
  if (signals.mode === 'notice') return 'granted';
  switch (signals.consent.status) {
    case 'accepted':
      return 'granted';
    case 'declined':
      return 'denied';
    case 'unknown':
      return 'pending';
  }
}
