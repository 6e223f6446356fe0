import { injectScript } from '../../platform/inject-script';

/** Pinterest's tag function: `pintrk('track', name, data)`, queued on `queue` until core.js takes it over. */
export type Pintrk = ((...args: unknown[]) => void) & { queue?: unknown[][]; version?: string };

declare global {
  interface Window {
    pintrk?: Pintrk;
  }
}

export const PINTEREST_CORE_URL = 'https://s.pinimg.com/ct/core.js';

/**
 * Pinterest's base code, as code rather than an inline snippet (the CSP allows no inline script): a
 * queueing `pintrk` (kept if the page already has one), `load` with the tag id, then core.js. No
 * `pintrk('page')` here: the shell sends its own page views.
 */
export async function installPinterestTag(tagId: string, target: Window = window): Promise<void> {
  if (!target.pintrk) {
    const pintrk: Pintrk = (...args) => void pintrk.queue?.push(args);
    pintrk.queue = [];
    pintrk.version = '3.0';
    target.pintrk = pintrk;
  }
  target.pintrk('load', tagId);
  await injectScript(PINTEREST_CORE_URL, target.document);
}
