import type { VendorOrigins } from '../src/domain/vendor-facts';

export interface CspDirectives {
  readonly defaultSrc: string[];
  readonly scriptSrc: string[];
  readonly styleSrc: string[];
  readonly imgSrc: string[];
  readonly fontSrc: string[];
  readonly connectSrc: string[];
  readonly frameSrc: string[];
  readonly workerSrc: string[];
  readonly frameAncestors: string[];
  readonly baseUri: string[];
  readonly formAction: string[];
  readonly objectSrc: string[];
}

/**
 * The Content-Security-Policy for a config: 'self' plus exactly the origins its vendors' descriptors
 * ask for, and no inline script (every vendor snippet is written as code in its adapter) but the
 * page's own, each allowed by the hash of its exact text (`inlineScripts`: the boot script in
 * `<head>`, see src/boot/boot.ts), never by 'unsafe-inline'. Error
 * reports need nothing more: they go through the site's own tunnel, and replay's compression
 * worker is served from the site too.
 */
export function contentSecurityPolicy(vendors: readonly VendorOrigins[], inlineScripts: readonly string[] = []): CspDirectives {
  const withVendors = (directive: keyof VendorOrigins, base: string[]) => [
    ...new Set([...base, ...vendors.flatMap((origins) => origins[directive] ?? [])]),
  ];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: withVendors('scriptSrc', ["'self'", ...inlineScripts]),
    styleSrc: ["'self'"],
    imgSrc: withVendors('imgSrc', ["'self'", 'data:']),
    fontSrc: withVendors('fontSrc', ["'self'"]),
    connectSrc: withVendors('connectSrc', ["'self'"]),
    // Embedded content (issue 34 §1): the frames of the embed services the config lists, and nothing else.
    frameSrc: withVendors('frameSrc', ["'self'"]),
    workerSrc: ["'self'"],
    frameAncestors: ["'self'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    objectSrc: ["'none'"],
  };
}
