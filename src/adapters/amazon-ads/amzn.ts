import { injectScript } from '../../platform/inject-script';

/** Amazon's tag function: `amzn('trackEvent', name, attributes)`, queued on `q` (each call with its time) until amzn.js runs. */
export type Amzn = ((...args: unknown[]) => void) & { q?: [unknown[], number][]; version?: string };

/**
 * The Amazon Consent Signal (ACS) as its consent script takes it, the direct-object form (Amazon Ads
 * help, "Country code and consent requirements for Events Manager (AAT)").
 */
export interface AmazonConsent {
  readonly countryCode: string;
  readonly enableAdStorage: boolean;
  readonly enableUserData: boolean;
}

declare global {
  interface Window {
    amzn?: Amzn;
    amznConsent?: (consent: AmazonConsent) => unknown;
  }
}

export const AMAZON_TAG_URL = 'https://c.amazon-adsystem.com/aat/amzn.js';
export const AMAZON_CONSENT_URL = 'https://c.amazon-adsystem.com/aat/amzn-consent.js';

/**
 * Amazon's base code with its consent signal, as code rather than inline snippets (the CSP allows no
 * inline script), in the order Amazon requires: its consent script, the consent (`told`) before the tag,
 * then a queueing `amzn` (kept if the page already has one), `addTag` with the tag id, then amzn.js.
 * No `PageView` here: the shell sends its own page views.
 */
export async function installAmazonAdTag(tagId: string, tellConsent: () => void, target: Window = window): Promise<void> {
  await injectScript(AMAZON_CONSENT_URL, target.document);
  tellConsent();
  if (!target.amzn) {
    const amzn: Amzn = (...args) => void amzn.q?.push([args, Date.now()]);
    amzn.q = [];
    amzn.version = '0.0';
    target.amzn = amzn;
  }
  target.amzn('addTag', tagId);
  await injectScript(AMAZON_TAG_URL, target.document);
}
