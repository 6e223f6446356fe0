// SPEC §3, §9: the consent flag lives in local storage under this key, with this value.
export const CONSENT_STORAGE_KEY = 'cookieAccepted';
export const CONSENT_ACCEPTED_VALUE = 'true';

/** SPEC §4: the banner is Visible while consent is unknown and Hidden once accepted. */
export type ConsentState = { readonly status: 'unknown' } | { readonly status: 'accepted' };

export const CONSENT_UNKNOWN: ConsentState = Object.freeze({ status: 'unknown' });
export const CONSENT_ACCEPTED: ConsentState = Object.freeze({ status: 'accepted' });

export type ConsentEvent = 'accept';

/** Anything but the exact accepted value (absent, "false", garbage) counts as no decision. */
export function consentFromStoredValue(value: string | null | undefined): ConsentState {
  return value === CONSENT_ACCEPTED_VALUE ? CONSENT_ACCEPTED : CONSENT_UNKNOWN;
}

// SPEC §4: Hidden has no outgoing transition, so accepting twice is harmless.
export function nextConsent(_state: ConsentState, event: ConsentEvent): ConsentState {
  switch (event) {
    case 'accept':
      return CONSENT_ACCEPTED;
  }
}

export function isBannerVisible(state: ConsentState): boolean {
  return state.status !== 'accepted';
}
