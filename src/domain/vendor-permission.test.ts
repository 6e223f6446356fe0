import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONSENT_ACCEPTED, CONSENT_DECLINED, CONSENT_UNKNOWN, type ConsentMode, type ConsentState } from './consent';
import { PURPOSES, type Purpose } from './purpose';
import { purposePermission, type VendorPermission } from './vendor-permission';

const MODES: readonly ConsentMode[] = ['notice', 'opt-in'];
const CONSENTS: readonly ConsentState[] = [CONSENT_UNKNOWN, CONSENT_ACCEPTED, CONSENT_DECLINED];
const GPC: readonly boolean[] = [false, true];

/** The policy written out independently of the implementation, one row per rule. */
function expected(purpose: Purpose, mode: ConsentMode, consent: ConsentState, gpc: boolean): VendorPermission {
  if (purpose === 'necessary') return 'granted';
  if (purpose === 'marketing' && gpc) return 'denied';
  if (mode === 'notice') return 'granted';
  return ({ unknown: 'pending', accepted: 'granted', declined: 'denied' } as const)[consent.status];
}

const table = PURPOSES.flatMap((purpose) =>
  MODES.flatMap((mode) =>
    CONSENTS.flatMap((consent) =>
      GPC.map((globalPrivacyControl) => ({ purpose, mode, status: consent.status, consent, globalPrivacyControl, want: expected(purpose, mode, consent, globalPrivacyControl) })),
    ),
  ),
);

describe('purposePermission: the one consent decision', () => {
  it('covers every combination of purpose, mode, consent and GPC', () => {
    expect(table).toHaveLength(PURPOSES.length * MODES.length * CONSENTS.length * GPC.length);
  });

  it.each(table)('$purpose, $mode, consent $status, GPC $globalPrivacyControl → $want', ({ purpose, mode, consent, globalPrivacyControl, want }) => {
    expect(purposePermission(purpose, { mode, consent, globalPrivacyControl })).toBe(want);
  });

  it('necessary processing (error reports) runs whatever the mode, the decision or GPC', () => {
    fc.assert(
      fc.property(fc.constantFrom(...MODES), fc.constantFrom(...CONSENTS), fc.boolean(), (mode, consent, globalPrivacyControl) => {
        expect(purposePermission('necessary', { mode, consent, globalPrivacyControl })).toBe('granted');
      }),
    );
  });

  it('notice mode grants every purpose whatever the banner says, marketing excepted under GPC', () => {
    for (const purpose of PURPOSES) {
      for (const consent of CONSENTS) {
        expect(purposePermission(purpose, { mode: 'notice', consent, globalPrivacyControl: false })).toBe('granted');
      }
    }
  });

  it('opt-in mode: accepted grants, declined denies, no decision yet is pending', () => {
    const opted = (consent: ConsentState) => purposePermission('analytics', { mode: 'opt-in', consent, globalPrivacyControl: false });
    expect(opted(CONSENT_ACCEPTED)).toBe('granted');
    expect(opted(CONSENT_DECLINED)).toBe('denied');
    expect(opted(CONSENT_UNKNOWN)).toBe('pending');
  });

  it('Global Privacy Control denies marketing in both modes, even after acceptance, and touches no other purpose', () => {
    for (const mode of MODES) {
      expect(purposePermission('marketing', { mode, consent: CONSENT_ACCEPTED, globalPrivacyControl: true })).toBe('denied');
      for (const purpose of PURPOSES.filter((other) => other !== 'marketing')) {
        expect(purposePermission(purpose, { mode, consent: CONSENT_ACCEPTED, globalPrivacyControl: true })).toBe('granted');
      }
    }
  });
});
