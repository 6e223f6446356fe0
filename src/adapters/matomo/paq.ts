import { injectScript } from '../../platform/inject-script';

/** One command on Matomo's queue: `['trackEvent', category, action]`. */
export type PaqCommand = readonly [string, ...unknown[]];

/** Matomo's `_paq`: an array of commands until matomo.js runs, then an object whose `push` runs each one. */
export interface Paq {
  push(command: PaqCommand): unknown;
}

declare global {
  interface Window {
    _paq?: Paq;
  }
}

export const matomoScriptUrl = (matomoUrl: string): string => `${matomoUrl}/matomo.js`;
export const matomoTrackerUrl = (matomoUrl: string): string => `${matomoUrl}/matomo.php`;

/**
 * Matomo's tracking code, as code rather than an inline snippet (the CSP allows no inline script):
 * the page's `_paq` (a queue until matomo.js runs; kept if the page has one), `requireConsent` first,
 * so the tracker sends nothing and sets no cookie until it is told consent was given, then the
 * tracker URL and the site id. Without the snippet's `trackPageView` and `enableLinkTracking`: the
 * shell sends its own page views and events. Returns the queue; matomo.js is `loadMatomoScript`.
 */
export function queueMatomoSetup(matomoUrl: string, siteId: string, target: Window = window): Paq {
  target._paq ??= [] as PaqCommand[];
  const paq = target._paq;
  paq.push(['requireConsent']);
  paq.push(['setTrackerUrl', matomoTrackerUrl(matomoUrl)]);
  paq.push(['setSiteId', siteId]);
  return paq;
}

/** matomo.js itself, which takes `_paq` over and runs what was queued; rejects when it is blocked. */
export async function loadMatomoScript(matomoUrl: string, target: Window = window): Promise<void> {
  await injectScript(matomoScriptUrl(matomoUrl), target.document);
  if (!target._paq || Array.isArray(target._paq)) throw new Error(`${matomoScriptUrl(matomoUrl)} ran but did not take _paq over`);
}
