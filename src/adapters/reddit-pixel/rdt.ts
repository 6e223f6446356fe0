import { injectScript } from '../../platform/inject-script';

/** Reddit's pixel function: `rdt('track', event, data)`, queued on `callQueue` until pixel.js sets `sendEvent`. */
export type Rdt = ((...args: unknown[]) => void) & { callQueue?: unknown[][]; sendEvent?: (...args: unknown[]) => void };

declare global {
  interface Window {
    rdt?: Rdt;
  }
}

export const REDDIT_PIXEL_URL = 'https://www.redditstatic.com/ads/pixel.js';

/** Reddit's standard events: any other name goes as `Custom` with its `customEventName`. */
export const REDDIT_STANDARD_EVENTS: ReadonlySet<string> = new Set([
  'PageVisit',
  'ViewContent',
  'Search',
  'AddToCart',
  'AddToWishlist',
  'Purchase',
  'Lead',
  'SignUp',
]);

/**
 * Reddit's base code, as code rather than an inline snippet (the CSP allows no inline script): an `rdt`
 * that queues until pixel.js's `sendEvent` is there (kept if the page already has one), `init` with the
 * pixel id, then pixel.js. No `PageVisit` here: the shell sends its own page views.
 */
export async function installRedditPixel(pixelId: string, target: Window = window): Promise<void> {
  if (!target.rdt) {
    const rdt: Rdt = (...args) => (rdt.sendEvent ? rdt.sendEvent(...args) : void rdt.callQueue?.push(args));
    rdt.callQueue = [];
    target.rdt = rdt;
  }
  target.rdt('init', pixelId);
  await injectScript(REDDIT_PIXEL_URL, target.document);
}
