import { describe, expect, it } from 'vitest';
import { CONSENT_ACCEPTED, CONSENT_DECLINED, CONSENT_UNKNOWN, type ConsentMode, type ConsentState } from './consent';
import { vendorPermission, type ConsentGovernedVendor, type VendorPermission } from './vendor-permission';

const VENDORS: readonly ConsentGovernedVendor[] = ['analytics', 'pixel', 'heatmap', 'replay'];
const MODES: readonly ConsentMode[] = ['notice', 'opt-in'];
const CONSENTS: readonly ConsentState[] = [CONSENT_UNKNOWN, CONSENT_ACCEPTED, CONSENT_DECLINED];
const GPC: readonly boolean[] = [false, true];

/** The policy written out independently of the implementation, one row per rule. */
function expected(vendor: ConsentGovernedVendor, mode: ConsentMode, consent: ConsentState, gpc: boolean): VendorPermission {
  if (vendor === 'pixel' && gpc) return 'denied';
  if (mode === 'notice') return 'granted';
  return ({ unknown: 'pending', accepted: 'granted', declined: 'denied' } as const)[consent.status];
}

const table = VENDORS.flatMap((vendor) =>
  MODES.flatMap((mode) =>
    CONSENTS.flatMap((consent) =>
      GPC.map((globalPrivacyControl) => ({ vendor, mode, status: consent.status, consent, globalPrivacyControl, want: expected(vendor, mode, consent, globalPrivacyControl) })),
    ),
  ),
);

describe('vendorPermission (consent modes)', () => {
  it('covers every combination of vendor, mode, consent and GPC', () => {
    expect(table).toHaveLength(VENDORS.length * MODES.length * CONSENTS.length * GPC.length);
  });

  it.each(table)('$vendor, $mode, consent $status, GPC $globalPrivacyControl → $want', ({ vendor, mode, consent, globalPrivacyControl, want }) => {
    expect(vendorPermission(vendor, { mode, consent, globalPrivacyControl })).toBe(want);
  });

  it('notice mode grants every vendor whatever the banner says, the pixel excepted under GPC', () => {
    for (const vendor of VENDORS) {
      for (const consent of CONSENTS) {
        expect(vendorPermission(vendor, { mode: 'notice', consent, globalPrivacyControl: false })).toBe('granted');
      }
    }
  });

  it('opt-in mode: accepted grants, declined denies, no decision yet is pending', () => {
    const opted = (consent: ConsentState) => vendorPermission('analytics', { mode: 'opt-in', consent, globalPrivacyControl: false });
    expect(opted(CONSENT_ACCEPTED)).toBe('granted');
    expect(opted(CONSENT_DECLINED)).toBe('denied');
    expect(opted(CONSENT_UNKNOWN)).toBe('pending');
  });

  it('Global Privacy Control denies the pixel in both modes, even after acceptance, and touches no other vendor', () => {
    for (const mode of MODES) {
      expect(vendorPermission('pixel', { mode, consent: CONSENT_ACCEPTED, globalPrivacyControl: true })).toBe('denied');
      for (const vendor of VENDORS.filter((other) => other !== 'pixel')) {
        expect(vendorPermission(vendor, { mode, consent: CONSENT_ACCEPTED, globalPrivacyControl: true })).toBe('granted');
      }
    }
  });
});
