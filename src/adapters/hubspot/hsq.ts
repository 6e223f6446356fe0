import { injectScript } from '../../platform/inject-script';
import { HUBSPOT_HOSTS, type HubSpotRegion } from './hubspot.vendor';

/** HubSpot's tracking code queue: calls pushed as arrays, `['trackPageView']`, replayed and taken over by its loader. */
export type Hsq = { push(call: unknown[]): unknown } & ArrayLike<unknown[]>;

declare global {
  interface Window {
    _hsq?: Hsq;
    /** HubSpot's flag that keeps its own consent banner from rendering: set before its loader runs. */
    disableHubSpotCookieBanner?: boolean;
  }
}

/** The tracking code's loader for a hub (HubSpot's embed snippet: `js.hs-scripts.com/<hub id>.js`, `js-eu1.…` in EU1). */
export const hubspotLoaderUrl = (hubId: string, region: HubSpotRegion) => `${HUBSPOT_HOSTS[region].loader}/${hubId}.js`;

/**
 * HubSpot's tracking code, as code rather than its snippet (the CSP allows no inline script): first
 * `disableHubSpotCookieBanner`, so HubSpot's own banner never shows (the shell is the site's consent
 * tool; HubSpot's consent banner API says the flag must be set before its banner loads), then the
 * `_hsq` queue (kept if the page already has one), then the loader, async, with the snippet's id. No
 * page view here: the tracking code counts the page it loads on by itself.
 */
export async function installHubSpotTrackingCode(hubId: string, region: HubSpotRegion, target: Window = window): Promise<void> {
  target.disableHubSpotCookieBanner = true;
  target._hsq ??= [];
  await injectScript(hubspotLoaderUrl(hubId, region), target.document, { id: 'hs-script-loader' });
}
