import { describe, expect, it } from 'vitest';
import {
  CONSENT_ACCEPTED,
  CONSENT_STORAGE_KEY,
  CONSENT_UNKNOWN,
  consentFromStoredValue,
  isBannerVisible,
  nextConsent,
} from './consent';

describe('consent (SPEC §4)', () => {
  it('is stored under cookieAccepted', () => {
    expect(CONSENT_STORAGE_KEY).toBe('cookieAccepted');
  });

  it('reads only the exact string "true" as accepted', () => {
    expect(consentFromStoredValue('true')).toEqual({ status: 'accepted' });
    for (const other of [null, undefined, '', 'false', 'TRUE', ' true', '1', 'yes']) {
      expect(consentFromStoredValue(other)).toEqual({ status: 'unknown' });
    }
  });

  it('shows the banner while unknown and hides it once accepted', () => {
    expect(isBannerVisible(CONSENT_UNKNOWN)).toBe(true);
    expect(isBannerVisible(nextConsent(CONSENT_UNKNOWN, 'accept'))).toBe(false);
  });

  it('stays accepted: Hidden has no way back (accepting again changes nothing)', () => {
    expect(nextConsent(CONSENT_ACCEPTED, 'accept')).toBe(CONSENT_ACCEPTED);
  });
});
