// SPEC §3, §9: the consent flag lives in local storage under this key, with this value.
export const CONSENT_STORAGE_KEY = 'cookieAccepted';
export const CONSENT_ACCEPTED_VALUE = 'true';
/** Opt-in mode's "Decline": stored so the choice survives reloads, and never read as acceptance. */
export const CONSENT_DECLINED_VALUE = 'false';

/** The visitor's decision: none yet, accepted ("I Understand"), or declined (opt-in mode only). */
export type ConsentState = { readonly status: 'unknown' } | { readonly status: 'accepted' } | { readonly status: 'declined' };

export const CONSENT_UNKNOWN: ConsentState = Object.freeze({ status: 'unknown' });
export const CONSENT_ACCEPTED: ConsentState = Object.freeze({ status: 'accepted' });
export const CONSENT_DECLINED: ConsentState = Object.freeze({ status: 'declined' });

export type ConsentEvent = 'accept' | 'decline';

/**
 * SPEC §4 / consent modes: SPEC's banner is a notice, and a site may instead ask first.
 * `notice`: vendors run from the first page; "I Understand" only hides the banner.
 * `opt-in`: no vendor runs until the visitor accepts; "Decline" keeps them off for good.
 */
export type ConsentMode = 'notice' | 'opt-in';

/** The exact stored values are decisions; anything else (absent, "yes", garbage) counts as no decision. */
export function consentFromStoredValue(value: string | null | undefined): ConsentState {
  if (value === CONSENT_ACCEPTED_VALUE) return CONSENT_ACCEPTED;
  if (value === CONSENT_DECLINED_VALUE) return CONSENT_DECLINED;
  return CONSENT_UNKNOWN;
}

export function storedValueOf(state: ConsentState): string | null {
  switch (state.status) {
    case 'accepted':
      return CONSENT_ACCEPTED_VALUE;
    case 'declined':
      return CONSENT_DECLINED_VALUE;
    case 'unknown':
      return null;
  }
}

// Either decision can follow any state: the privacy page's "Cookie settings" lets a visitor change their mind.
export function nextConsent(_state: ConsentState, event: ConsentEvent): ConsentState {
  switch (event) {
    case 'accept':
      return CONSENT_ACCEPTED;
    case 'decline':
      return CONSENT_DECLINED;
  }
}

/**
 * SPEC §4: in notice mode the banner shows until the visitor has accepted (there is no decline);
 * in opt-in mode it shows until they have decided either way.
 */
export function isBannerVisible(state: ConsentState, mode: ConsentMode = 'notice'): boolean {
  return mode === 'notice' ? state.status !== 'accepted' : state.status === 'unknown';
}
