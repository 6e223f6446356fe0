import { injectScript } from '../../platform/inject-script';

/** The pixel's global function, as Meta's snippet defines it. */
export interface Fbq {
  (...args: unknown[]): void;
  callMethod?: (...args: unknown[]) => void;
  queue?: unknown[];
  push?: Fbq;
  loaded?: boolean;
  version?: string;
}

declare global {
  interface Window {
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

export const FBEVENTS_URL = 'https://connect.facebook.net/en_US/fbevents.js';

/** Meta's consent call: `fbq('consent', 'revoke')` holds back what the pixel sends until `fbq('consent', 'grant')`. */
export type PixelConsent = 'grant' | 'revoke';

/**
 * Meta's base code, as code rather than an inline snippet (the CSP allows no inline script): a
 * queueing `fbq` that fbevents.js takes over when it arrives, the visitor's consent (Meta asks for it
 * before `init`), `init` with the pixel id, and the script. A page that already has `fbq` (a tag
 * manager put it there) is left as it is. `consent` runs right after the consent call is queued.
 */
export async function installMetaPixel(
  pixelId: string,
  consent: { readonly first: PixelConsent; told(fbq: Fbq): void },
  target: Window = window,
): Promise<Fbq> {
  const existing = target.fbq;
  if (existing) return existing;
  const fbq: Fbq = function (...args: unknown[]) {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue?.push(args);
  };
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  fbq.queue = [];
  target.fbq = fbq;
  target._fbq ??= fbq;
  fbq('consent', consent.first);
  consent.told(fbq);
  fbq('init', pixelId);
  await injectScript(FBEVENTS_URL, target.document);
  return fbq;
}
