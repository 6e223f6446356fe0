import { injectScript } from '../../platform/inject-script';

/** Quora's pixel function: `qp('track', event)`, queued on `queue` until qevents.js sets `qp.qp`. */
export type Qp = ((...args: unknown[]) => void) & { queue?: unknown[][]; qp?: (...args: unknown[]) => void };

declare global {
  interface Window {
    qp?: Qp;
  }
}

export const QUORA_PIXEL_URL = 'https://a.quora.com/qevents.js';

/**
 * Quora's own event names, the only ones its pixel counts (Quora Ads help, "Pixels & Tracking": its
 * standard events; it has no custom events). `ViewContent` is the page view its base code sends.
 */
export const QUORA_EVENTS = [
  'ViewContent',
  'Generic',
  'AppInstall',
  'Purchase',
  'GenerateLead',
  'CompleteRegistration',
  'AddPaymentInfo',
  'AddToCart',
  'AddToWishlist',
  'InitiateCheckout',
  'Search',
] as const;

/**
 * Quora's base code, as code rather than an inline snippet (the CSP allows no inline script): a `qp`
 * that queues until qevents.js sets `qp.qp` (kept if the page already has one), `init` with the pixel
 * id, then qevents.js. No `qp('track', 'ViewContent')` here: the shell sends its own page views.
 */
export async function installQuoraPixel(pixelId: string, target: Window = window): Promise<void> {
  if (!target.qp) {
    const qp: Qp = (...args) => (qp.qp ? qp.qp(...args) : void qp.queue?.push(args));
    qp.queue = [];
    target.qp = qp;
  }
  target.qp('init', pixelId);
  await injectScript(QUORA_PIXEL_URL, target.document);
}
