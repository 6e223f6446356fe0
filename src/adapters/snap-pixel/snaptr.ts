import { injectScript } from '../../platform/inject-script';

/** Snap's pixel function: `snaptr('track', name, data)`, queued on `queue` until scevent.min.js handles requests. */
export type Snaptr = ((...args: unknown[]) => void) & { queue?: unknown[][]; handleRequest?: (...args: unknown[]) => void };

declare global {
  interface Window {
    snaptr?: Snaptr;
  }
}

export const SNAP_EVENTS_URL = 'https://sc-static.net/scevent.min.js';

/**
 * Snap's base code, as code rather than an inline snippet (the CSP allows no inline script): a
 * `snaptr` that queues until the script's `handleRequest` is there (kept if the page already has one),
 * `init` with the pixel id, then scevent.min.js. No `PAGE_VIEW` here: the shell sends its own page views.
 */
export async function installSnapPixel(pixelId: string, target: Window = window): Promise<void> {
  if (!target.snaptr) {
    const snaptr: Snaptr = (...args) => (snaptr.handleRequest ? snaptr.handleRequest(...args) : void snaptr.queue?.push(args));
    snaptr.queue = [];
    target.snaptr = snaptr;
  }
  target.snaptr('init', pixelId, {});
  await injectScript(SNAP_EVENTS_URL, target.document);
}
