import { describe, expect, it } from 'vitest';
import { ALL_GRANTED, decision, type PurposeChoices } from './consent';
import { decisionFrom, evaluate } from './consent-engine';

const policy = { revision: '1', maxAgeMonths: 12 };
const now = new Date('2026-11-28T12:00:00Z');
const OPTED_OUT: PurposeChoices = { analytics: true, marketing: false, experience: true };

describe('opt-out mode (issue 33 §2)', () => {
  it('runs every purpose from the first page, with no banner, and says so', () => {
    const first = evaluate({ stored: { flag: null, purposes: null }, mode: 'opt-out', policy, gpc: false, now, region: 'CA' });
    expect(first.bannerVisible).toBe(false);
    expect(first.purposes.marketing).toEqual({ permission: 'granted', reason: 'opt-out mode' });
    expect(first.purposes.analytics.permission).toBe('granted');
    expect(first.usOptOut).toEqual({ optedOut: false, optedOutByChoice: false, globalPrivacyControl: false, state: 'CA' });
  });

  it('the switch turns advertising off and leaves analytics and heatmaps on; the decision says opt-out', () => {
    const made = decisionFrom(OPTED_OUT, { mode: 'opt-out', policy, gpc: false, now, consentId: 'id-1' });
    expect(made.mode).toBe('opt-out');
    const after = evaluate({ stored: made, mode: 'opt-out', policy, gpc: false, now });
    expect(after.purposes.marketing).toEqual({ permission: 'denied', reason: 'marketing refused' });
    expect(after.purposes.analytics.permission).toBe('granted');
    expect(after.usOptOut).toEqual({ optedOut: true, optedOutByChoice: true, globalPrivacyControl: false });
  });

  it('Global Privacy Control is an opt-out from the first page, whatever the switch says', () => {
    const gpc = evaluate({ stored: decision(ALL_GRANTED, '1', now, 'opt-out', 'id-1'), mode: 'opt-out', policy, gpc: true, now });
    expect(gpc.purposes.marketing).toEqual({ permission: 'denied', reason: 'Global Privacy Control' });
    expect(gpc.usOptOut).toEqual({ optedOut: true, optedOutByChoice: false, globalPrivacyControl: true });
  });

  it('a stored opt-out stands whatever its age or revision, as in notice mode; and is read back as made in opt-out', () => {
    const old = decision(OPTED_OUT, 'old', new Date('2020-01-01T00:00:00Z'), 'opt-out', 'id-1');
    const { flag, purposes } = {
      flag: 'true',
      purposes: JSON.stringify({ purposes: OPTED_OUT, revision: 'old', decidedAt: old.decidedAt, mode: 'opt-out', consentId: 'id-1' }),
    };
    const read = evaluate({ stored: { flag, purposes }, mode: 'opt-out', policy, gpc: false, now });
    expect(read.state).toMatchObject({ status: 'decided', mode: 'opt-out', choices: OPTED_OUT });
    expect(read.usOptOut?.optedOut).toBe(true);
  });

  it('an opt-out is no consent asked for: opt-in mode asks again, unless everything was refused', () => {
    const optedOut = decision(OPTED_OUT, '1', now, 'opt-out', 'id-1');
    expect(evaluate({ stored: optedOut, mode: 'opt-in', policy, gpc: false, now }).bannerVisible).toBe(true);
    expect(evaluate({ stored: optedOut, mode: 'opt-in', policy, gpc: false, now }).usOptOut).toBeUndefined();
  });
});
