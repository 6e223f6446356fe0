import type { ConsentMode, ConsentState } from './consent';

/** Whether a vendor may run now: not yet (calls are held), yes, or no (calls are dropped, nothing loads). */
export type VendorPermission = 'pending' | 'granted' | 'denied';

/** The vendors consent governs. Error reports are not among them: they are the site's legitimate interest, in both modes. */
export type ConsentGovernedVendor = 'analytics' | 'pixel' | 'heatmap' | 'replay';

export interface PrivacySignals {
  readonly mode: ConsentMode;
  readonly consent: ConsentState;
  /** navigator.globalPrivacyControl: the visitor's browser asks sites not to sell or share their data. */
  readonly globalPrivacyControl: boolean;
}

/**
 * The consent policy in one place. Notice mode (SPEC): everything runs from the first page.
 * Opt-in mode: nothing runs before acceptance, and a decline (or a withdrawal) stops it.
 * Global Privacy Control: the advertising pixel never runs, whatever the mode or the banner says,
 * because sharing events with an ad network is exactly what GPC opts out of.
 */
export function vendorPermission(vendor: ConsentGovernedVendor, signals: PrivacySignals): VendorPermission {
  if (vendor === 'pixel' && signals.globalPrivacyControl) return 'denied';
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
