import { describe, expect, it } from 'vitest';
import { gppSituationOf } from './gpp-situation';

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
});
