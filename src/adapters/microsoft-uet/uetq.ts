import { injectScript } from '../../platform/inject-script';

/** UET's queue: an array until bat.js arrives, then the UET object, which takes the same `push` calls. */
export interface Uetq {
  push(...command: unknown[]): unknown;
}

/** The constructor bat.js defines: `new UET({ ti, q })` replays the queue `q` and becomes the page's `uetq`. */
export type UetConstructor = new (settings: { readonly ti: string; readonly q: Uetq }) => Uetq;

declare global {
  interface Window {
    uetq?: Uetq;
    UET?: UetConstructor;
  }
}

export const BAT_JS_URL = 'https://bat.bing.com/bat.js';

/** Microsoft's consent mode, one type: `ad_storage` (whether UET may store and read its cookies). */
export type UetConsent = { readonly ad_storage: 'granted' | 'denied' };

/**
 * UET's snippet, as code rather than an inline snippet (the CSP allows no inline script): the
 * page's `uetq` (kept if a tag manager made it), the consent default (denied) before the tag, then
 * bat.js, and once it has run, `new UET({ ti, q })` taking the queue over. No `pageLoad` here: the
 * shell sends its own page views. `before` runs after the default is queued and before bat.js.
 */
export async function installUet(tagId: string, before: (uetq: Uetq) => void, target: Window = window): Promise<void> {
  const queue = (target.uetq ??= [] as unknown as Uetq);
  queue.push('consent', 'default', { ad_storage: 'denied' } satisfies UetConsent);
  before(queue);
  await injectScript(BAT_JS_URL, target.document);
  // A uetq that is no longer the array was taken over already (a tag manager runs UET on this page).
  if (Array.isArray(target.uetq) && target.UET) target.uetq = new target.UET({ ti: tagId, q: target.uetq });
}
