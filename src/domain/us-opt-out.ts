import type { ConsentState } from './consent';
import type { ChoosablePurpose } from './consent';

/**
 * The purposes "sale, sharing and targeted advertising" covers: the one switch of "Your Privacy Choices" turns
 * these off, and Global Privacy Control keeps them off. Advertising pixels are the sale and sharing the US laws
 * name (an ad network gets the visitor's events for its own use); analytics and heatmaps serve the site alone
 * and stay on (docs/privacy/consent-modes.md).
 */
export const SALE_AND_SHARING_PURPOSES = ['marketing'] as const satisfies readonly ChoosablePurpose[];

/**
 * A visitor's US opt-out, in opt-out mode: the one type its readers share (the choice view, each vendor's own
 * restricted-processing call, and the GPP section of the `gpp` branch).
 */
export interface UsOptOut {
  /** Opted out of the sale and sharing of their data and of targeted advertising: by the switch, or by GPC. */
  readonly optedOut: boolean;
  /** The switch's own position, what the visitor chose (GPC aside): true once they opted out there. */
  readonly optedOutByChoice: boolean;
  /** Global Privacy Control, the browser's or the request's `Sec-GPC: 1`: an opt-out honoured whatever the switch says. */
  readonly globalPrivacyControl: boolean;
  /** The visitor's state (USPS code) when the CDN's region header named one; absent, unknown. */
  readonly state?: string;
}

/** The opt-out a decision in force, GPC and the visitor's state make. */
export function usOptOutOf(consent: ConsentState, globalPrivacyControl: boolean, state: string | undefined): UsOptOut {
  const optedOutByChoice = consent.status === 'decided' && SALE_AND_SHARING_PURPOSES.some((purpose) => !consent.choices[purpose]);
  return {
    optedOut: optedOutByChoice || globalPrivacyControl,
    optedOutByChoice,
    globalPrivacyControl,
    ...(state ? { state } : {}),
  };
}
