import { injectScript } from '../../platform/inject-script';

declare global {
  interface Window {
    /** What beacon.min.js defines when it runs (its only global). */
    __cfBeacon?: unknown;
  }
}

export const CLOUDFLARE_BEACON_URL = 'https://static.cloudflareinsights.com/beacon.min.js';

/**
 * Cloudflare Web Analytics' beacon on its own tag, as its JS snippet installs it: the site token, and
 * SPA mode on (`"spa": true`, its default, said here), so it counts the page it loads on and each
 * change of address it sees (`history.pushState`, `popstate`). It has no API for page views or events:
 * that is all it counts. Rejects when the beacon is blocked.
 */
export async function installCloudflareBeacon(token: string, target: Window = window): Promise<void> {
  await injectScript(CLOUDFLARE_BEACON_URL, target.document, { 'data-cf-beacon': JSON.stringify({ token, spa: true }) });
}
