import type { ConsentMode } from '../domain/consent';
import type { ConsentDecision } from '../domain/consent-engine';
import type { GppSituation } from '../domain/gpp-sections';

/** Where the visitor is, as the page's server read it from its CDN's headers (the page's config). */
export interface VisitorPlace {
  /** ISO 3166-1 alpha-2, upper case; undefined when the server does not know. */
  readonly country: string | undefined;
  /** The state's postal code (CA, VA) when the CDN names it. */
  readonly region?: string | undefined;
}

/** What the visitor decided about advertising: whether marketing may run, and Global Privacy Control. */
export interface AdvertisingChoice {
  readonly marketingGranted: boolean;
  readonly gpc: boolean;
}

/**
 * The one seam between the shell's consent and GPP: a US visitor's opt-outs are what the marketing
 * purpose (the advertising pixels) is not granted; anywhere else no section applies. When the US
 * opt-out regime lands, this is the function to point at its state; nothing else in GPP changes.
 */
export function gppSituationOf(place: VisitorPlace, choice: AdvertisingChoice): GppSituation {
  if (place.country !== 'US') return { kind: 'not-applicable' };
  const optedOut = !choice.marketingGranted;
  return {
    kind: 'us',
    state: place.region,
    saleOptOut: optedOut,
    sharingOptOut: optedOut,
    targetedAdvertisingOptOut: optedOut,
    gpc: choice.gpc,
  };
}

/**
 * The advertising choice a consent decision makes. In opt-out mode, the visitor's US opt-out (its switch, or GPC:
 * `usOptOut`, issue 33 §2); in the other modes the marketing purpose ("pending" in opt-in is not granted: nothing is
 * sold meanwhile).
 */
export function advertisingChoiceOf(decision: ConsentDecision): AdvertisingChoice {
  const { usOptOut } = decision;
  if (usOptOut) return { marketingGranted: !usOptOut.optedOut, gpc: usOptOut.globalPrivacyControl };
  return { marketingGranted: decision.purposes.marketing.permission === 'granted', gpc: decision.globalPrivacyControl };
}

/** The place GPP reads: opt-out mode is the US regime, so its visitor is in the US whatever the config's country says. */
export function gppPlaceOf(place: VisitorPlace, mode: ConsentMode): VisitorPlace {
  return mode === 'opt-out' ? { ...place, country: 'US' } : place;
}
