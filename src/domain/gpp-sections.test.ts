import { describe, expect, it } from 'vitest';
import { gppSignalOf, type GppSituation } from './gpp-sections';

const inCalifornia = (overrides: Partial<Extract<GppSituation, { kind: 'us' }>> = {}): GppSituation => ({
  kind: 'us',
  state: 'CA',
  saleOptOut: false,
  sharingOptOut: false,
  targetedAdvertisingOptOut: false,
  gpc: false,
  ...overrides,
});

describe('gppSignalOf', () => {
  it('applies no section outside the US', () => {
    expect(gppSignalOf({ kind: 'not-applicable' })).toEqual({ applicableSections: [], sections: [] });
  });

  it('gives usnat and the state section, with the notices given and no opt-out yet', () => {
    const signal = gppSignalOf(inCalifornia());
    expect(signal.applicableSections).toEqual(['usnat', 'usca']);
    expect(signal.sections.map((section) => section.name)).toEqual(['usnat', 'usca']);
    expect(signal.sections[0]?.fields).toMatchObject({
      SaleOptOutNotice: 1,
      SharingOptOutNotice: 1,
      TargetedAdvertisingOptOutNotice: 1,
      SaleOptOut: 2,
      SharingOptOut: 2,
      TargetedAdvertisingOptOut: 2,
      Gpc: false,
      MspaCoveredTransaction: 2,
    });
  });

  it('gives usnat alone for a state without a section of its own, or none known', () => {
    expect(gppSignalOf(inCalifornia({ state: 'WA' })).applicableSections).toEqual(['usnat']);
    expect(gppSignalOf(inCalifornia({ state: undefined })).applicableSections).toEqual(['usnat']);
    expect(gppSignalOf(inCalifornia({ state: 'va' })).applicableSections).toEqual(['usnat', 'usva']);
  });

  it('says each opt-out the visitor made', () => {
    const fields = gppSignalOf(inCalifornia({ saleOptOut: true, targetedAdvertisingOptOut: true })).sections[0]?.fields;
    expect(fields).toMatchObject({ SaleOptOut: 1, SharingOptOut: 2, TargetedAdvertisingOptOut: 1 });
  });

  it('takes Global Privacy Control as an opt-out of sale, sharing and targeted advertising', () => {
    const fields = gppSignalOf(inCalifornia({ gpc: true })).sections[0]?.fields;
    expect(fields).toMatchObject({ SaleOptOut: 1, SharingOptOut: 1, TargetedAdvertisingOptOut: 1, Gpc: true });
  });
});
