import { injectScript } from '../../platform/inject-script';

/** X's pixel function: `twq('event', id, data)`, queued on `queue` until uwt.js sets `exe`. */
export type Twq = ((...args: unknown[]) => void) & { queue?: unknown[][]; exe?: (...args: unknown[]) => void; version?: string };

declare global {
  interface Window {
    twq?: Twq;
  }
}

export const X_PIXEL_URL = 'https://static.ads-twitter.com/uwt.js';

/**
 * X's base code, as code rather than an inline snippet (the CSP allows no inline script): a `twq`
 * that queues until uwt.js's `exe` is there (kept if the page already has one), `config` with the
 * pixel id (which counts the page it loads on), then uwt.js.
 */
export async function installXPixel(pixelId: string, target: Window = window): Promise<void> {
  if (!target.twq) {
    const twq: Twq = (...args) => (twq.exe ? twq.exe(...args) : void twq.queue?.push(args));
    twq.version = '1.1';
    twq.queue = [];
    target.twq = twq;
  }
  target.twq('config', pixelId);
  await injectScript(X_PIXEL_URL, target.document);
}
