import { injectScript } from '../../platform/inject-script';

/** One OneTag event: `{ event: 'viewItem', item: '42' }`. */
export type CriteoEvent = { readonly event: string } & Readonly<Record<string, unknown>>;

/** Criteo's queue: an array until ld.js takes it over with an object of its own that has `push`. */
export interface CriteoQ {
  push(...events: CriteoEvent[]): unknown;
}

declare global {
  interface Window {
    criteo_q?: CriteoQ;
  }
}

export const CRITEO_LOADER_URL = 'https://dynamic.criteo.com/js/ld/ld.js';

/**
 * Criteo's own OneTag events, the only ones it counts (Criteo's "All Criteo OneTag events and
 * parameters"); `viewHome` and `viewPage` are the page views the shell sends itself.
 */
export const CRITEO_EVENTS = [
  'viewItem',
  'viewList',
  'viewSearchResult',
  'viewCategory',
  'viewBasket',
  'addToCart',
  'trackTransaction',
] as const;

/** Criteo's site type, as its snippet works it out from the user agent: d(esktop), m(obile) or t(ablet). */
export function siteType(userAgent: string): 'd' | 'm' | 't' {
  if (/iPad/.test(userAgent)) return 't';
  return /Mobile|iP(hone|od)|Android|BlackBerry|IEMobile|Silk/.test(userAgent) ? 'm' : 'd';
}

/**
 * OneTag's loader, as code rather than an inline snippet (the CSP allows no inline script): the
 * `criteo_q` queue (kept if the page already has one), `setAccount` and `setSiteType`, then
 * `dynamic.criteo.com/js/ld/ld.js?a=<account>`. No view event here: the shell sends its own page views.
 */
export async function installCriteoOneTag(account: string, target: Window = window): Promise<void> {
  target.criteo_q ??= [] as CriteoEvent[];
  target.criteo_q.push(
    { event: 'setAccount', account: Number(account) },
    { event: 'setSiteType', type: siteType(target.navigator.userAgent) },
  );
  await injectScript(`${CRITEO_LOADER_URL}?a=${account}`, target.document);
}
