import { injectScript } from '../../platform/inject-script';

/** Outbrain's pixel function: `obApi('track', name, data)`, queued on `queue` until obtp.js sets `dispatch`. */
export type ObApi = ((...args: unknown[]) => void) & {
  queue?: unknown[][];
  dispatch?: (...args: unknown[]) => void;
  marketerId?: string | string[];
  version?: string;
  loaded?: boolean;
};

declare global {
  interface Window {
    obApi?: ObApi;
  }
}

export const OUTBRAIN_PIXEL_URL = 'https://amplify.outbrain.com/cp/obtp.js';

/**
 * Outbrain's pixel base code, as code rather than an inline snippet (the CSP allows no inline script):
 * an `obApi` that queues until obtp.js sets `dispatch`, with the marketer id; a page that already has
 * one gets the id added to its `marketerId`, as the snippet does. Then obtp.js. No `PAGE_VIEW` here:
 * the shell sends its own page views.
 */
export async function installOutbrainPixel(marketerId: string, target: Window = window): Promise<void> {
  const existing = target.obApi;
  if (existing) {
    existing.marketerId = [existing.marketerId ?? []].flat().concat(marketerId);
  } else {
    const obApi: ObApi = (...args) => (obApi.dispatch ? obApi.dispatch(...args) : void obApi.queue?.push(args));
    obApi.version = '1.1';
    obApi.loaded = true;
    obApi.marketerId = marketerId;
    obApi.queue = [];
    target.obApi = obApi;
  }
  await injectScript(OUTBRAIN_PIXEL_URL, target.document);
}
