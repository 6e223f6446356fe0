import { describe, expect, it } from 'vitest';
import {
  CONSENT_ACCEPTED,
  CONSENT_DECLINED,
  CONSENT_STORAGE_KEY,
  CONSENT_UNKNOWN,
  consentFromStoredValue,
  isBannerVisible,
  nextConsent,
  storedValueOf,
} from './consent';

describe('consent (SPEC §4)', () => {
  it('is stored under cookieAccepted', () => {
    expect(CONSENT_STORAGE_KEY).toBe('cookieAccepted');
  });

  it('reads only the exact string "true" as accepted and "false" as declined; anything else is no decision', () => {
    expect(consentFromStoredValue('true')).toEqual({ status: 'accepted' });
    expect(consentFromStoredValue('false')).toEqual({ status: 'declined' });
    for (const other of [null, undefined, '', 'TRUE', ' true', 'False', '1', '0', 'yes']) {
      expect(consentFromStoredValue(other)).toEqual({ status: 'unknown' });
    }
  });

  it('stores a decision as the exact value it is read back from', () => {
    for (const state of [CONSENT_ACCEPTED, CONSENT_DECLINED]) expect(consentFromStoredValue(storedValueOf(state))).toEqual(state);
    expect(storedValueOf(CONSENT_UNKNOWN)).toBeNull();
  });

  it('notice mode (SPEC): the banner shows until accepted, whatever else is stored', () => {
    expect(isBannerVisible(CONSENT_UNKNOWN, 'notice')).toBe(true);
    expect(isBannerVisible(CONSENT_DECLINED, 'notice')).toBe(true);
    expect(isBannerVisible(nextConsent(CONSENT_UNKNOWN, 'accept'), 'notice')).toBe(false);
  });

  it('opt-in mode: the banner shows until the visitor decides either way', () => {
    expect(isBannerVisible(CONSENT_UNKNOWN, 'opt-in')).toBe(true);
    expect(isBannerVisible(nextConsent(CONSENT_UNKNOWN, 'accept'), 'opt-in')).toBe(false);
    expect(isBannerVisible(nextConsent(CONSENT_UNKNOWN, 'decline'), 'opt-in')).toBe(false);
  });

  it('either decision can follow any state: a visitor may change their mind', () => {
    expect(nextConsent(CONSENT_ACCEPTED, 'accept')).toBe(CONSENT_ACCEPTED);
    expect(nextConsent(CONSENT_ACCEPTED, 'decline')).toBe(CONSENT_DECLINED);
    expect(nextConsent(CONSENT_DECLINED, 'accept')).toBe(CONSENT_ACCEPTED);
  });
});
