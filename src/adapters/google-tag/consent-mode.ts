import type { VendorPermission } from '../../domain/vendor-permission';
import type { AdapterContext } from '../../ports/vendor-descriptor';

type ConsentValue = 'granted' | 'denied';

/** Google's Consent Mode v2: the four types Google's tags read, in the order the inspector names them. */
export interface ConsentModeState {
  readonly analytics_storage: ConsentValue;
  readonly ad_storage: ConsentValue;
  readonly ad_user_data: ConsentValue;
  readonly ad_personalization: ConsentValue;
}

/** Before anything is known: everything denied, as Consent Mode's default must be set before the tag runs. */
export const CONSENT_DEFAULT: ConsentModeState = {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
};

const value = (permission: VendorPermission): ConsentValue => (permission === 'granted' ? 'granted' : 'denied');

/**
 * The visitor's choices in Consent Mode's terms: analytics_storage follows `analytics`; the three
 * advertising types (ad cookies, user data sent to Google for ads, ad personalisation) follow `marketing`.
 * `pending` is `denied`: no decision is no consent.
 */
export function consentModeState(context: Pick<AdapterContext, 'consentFor'>): ConsentModeState {
  const marketing = value(context.consentFor('marketing').current());
  return {
    analytics_storage: value(context.consentFor('analytics').current()),
    ad_storage: marketing,
    ad_user_data: marketing,
    ad_personalization: marketing,
  };
}

/** The state as the inspector shows it: `analytics_storage=granted ad_storage=denied …`. */
export const describedConsent = (state: ConsentModeState) =>
  (Object.keys(state) as (keyof ConsentModeState)[]).map((type) => `${type}=${state[type]}`).join(' ');
