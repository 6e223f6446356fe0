import { describe, expect, it } from 'vitest';
import { evaluate } from '../domain/consent-engine';
import { advertisingChoiceOf, gppPlaceOf, gppSituationOf } from './gpp-situation';

describe('gppSituationOf', () => {
  it('is not applicable outside the US, or where the country is unknown', () => {
    expect(gppSituationOf({ country: 'DE' }, { marketingGranted: true, gpc: false })).toEqual({ kind: 'not-applicable' });
    expect(gppSituationOf({ country: undefined }, { marketingGranted: true, gpc: true })).toEqual({ kind: 'not-applicable' });
  });

  it('opts a US visitor out of all three when marketing is not granted', () => {
    expect(gppSituationOf({ country: 'US', region: 'CA' }, { marketingGranted: false, gpc: true })).toEqual({
      kind: 'us',
      state: 'CA',
      saleOptOut: true,
      sharingOptOut: true,
      targetedAdvertisingOptOut: true,
      gpc: true,
    });
    expect(gppSituationOf({ country: 'US' }, { marketingGranted: true, gpc: false })).toMatchObject({
      saleOptOut: false,
      state: undefined,
    });
  });

  it("reads a US opt-out from opt-out mode's own state: the visitor's switch, or GPC", () => {
    const policy = { revision: '1', maxAgeMonths: 12 };
    const now = new Date('2026-11-28T00:00:00Z');
    const optedOut = { status: 'decided', choices: { analytics: true, marketing: false, experience: true } } as const;
    const decided = evaluate({ stored: optedOut, mode: 'opt-out', policy, gpc: false, now, region: 'CA' });
    expect(advertisingChoiceOf(decided)).toEqual({ marketingGranted: false, gpc: false });
    const untouched = evaluate({ stored: { status: 'unknown' }, mode: 'opt-out', policy, gpc: false, now });
    expect(advertisingChoiceOf(untouched)).toEqual({ marketingGranted: true, gpc: false });
    const withGpc = evaluate({ stored: { status: 'unknown' }, mode: 'opt-out', policy, gpc: true, now });
    expect(advertisingChoiceOf(withGpc)).toEqual({ marketingGranted: false, gpc: true });
  });

  it('places an opt-out visitor in the US, whatever the config says of the country', () => {
    expect(gppPlaceOf({ country: undefined, region: 'VA' }, 'opt-out')).toEqual({ country: 'US', region: 'VA' });
    expect(gppPlaceOf({ country: 'DE' }, 'opt-in')).toEqual({ country: 'DE' });
  });
});
