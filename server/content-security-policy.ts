import type { ShellConfig } from '../src/domain/shell-config';

export interface CspDirectives {
  readonly defaultSrc: string[];
  readonly scriptSrc: string[];
  readonly styleSrc: string[];
  readonly imgSrc: string[];
  readonly fontSrc: string[];
  readonly connectSrc: string[];
  readonly workerSrc: string[];
  readonly frameAncestors: string[];
  readonly baseUri: string[];
  readonly formAction: string[];
  readonly objectSrc: string[];
}

/** The origins one vendor needs, per directive; only what its script, beacons and assets use. */
type VendorOrigins = Partial<Record<'scriptSrc' | 'imgSrc' | 'fontSrc' | 'connectSrc', readonly string[]>>;

const SEGMENT_CDN = 'https://cdn.segment.com';
const SEGMENT_API = 'https://api.segment.io';

const originOf = (url: string) => new URL(url).origin;

function analyticsOrigins(analytics: ShellConfig['analytics']): VendorOrigins {
  switch (analytics.adapter) {
    case 'segment': {
      // Settings come from the CDN (or its proxy), events go to the API host (or its proxy).
      const cdn = analytics.cdnUrl ? originOf(analytics.cdnUrl) : SEGMENT_CDN;
      const api = analytics.apiHost ? originOf(`https://${analytics.apiHost}`) : SEGMENT_API;
      return { connectSrc: [cdn, api] };
    }
    case 'posthog':
      // Events only: the adapter turns off remote config, feature flags and every script PostHog could load.
      return { connectSrc: [originOf(analytics.apiHost)] };
    case 'memory':
      return {};
  }
}

function pixelOrigins(pixel: ShellConfig['pixel']): VendorOrigins {
  if (pixel.adapter !== 'meta-pixel') return {};
  // fbevents.js comes from connect.facebook.net and reports by image beacon or fetch to www.facebook.com.
  return {
    scriptSrc: ['https://connect.facebook.net'],
    imgSrc: ['https://www.facebook.com'],
    connectSrc: ['https://connect.facebook.net', 'https://www.facebook.com'],
  };
}

function heatmapOrigins(heatmap: ShellConfig['heatmap']): VendorOrigins {
  switch (heatmap.adapter) {
    case 'hotjar':
      // Hotjar's published CSP list: static.hotjar.com serves the loader, script.hotjar.com the rest,
      // and data goes over https and websockets to *.hotjar.com and *.hotjar.io.
      return {
        scriptSrc: ['https://static.hotjar.com', 'https://script.hotjar.com'],
        imgSrc: ['https://*.hotjar.com'],
        fontSrc: ['https://script.hotjar.com'],
        connectSrc: ['https://*.hotjar.com', 'https://*.hotjar.io', 'wss://*.hotjar.com'],
      };
    case 'clarity':
      // The tag at www.clarity.ms loads scripts.clarity.ms; data goes to *.clarity.ms and c.bing.com.
      return {
        scriptSrc: ['https://www.clarity.ms', 'https://scripts.clarity.ms'],
        imgSrc: ['https://*.clarity.ms', 'https://c.bing.com'],
        connectSrc: ['https://*.clarity.ms', 'https://c.bing.com'],
      };
    case 'memory':
      return {};
  }
}

/**
 * The Content-Security-Policy for this config: 'self' plus exactly the origins of the vendors the
 * config enables, and no inline script (every vendor snippet is written as code in its adapter).
 * Error reports need nothing more: they go through the site's own tunnel, and replay's
 * compression worker is served from the site too.
 */
export function contentSecurityPolicy(config: ShellConfig): CspDirectives {
  const vendors = [analyticsOrigins(config.analytics), pixelOrigins(config.pixel), heatmapOrigins(config.heatmap)];
  const withVendors = (directive: keyof VendorOrigins, base: string[]) => [
    ...new Set([...base, ...vendors.flatMap((origins) => origins[directive] ?? [])]),
  ];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: withVendors('scriptSrc', ["'self'"]),
    styleSrc: ["'self'"],
    imgSrc: withVendors('imgSrc', ["'self'", 'data:']),
    fontSrc: withVendors('fontSrc', ["'self'"]),
    connectSrc: withVendors('connectSrc', ["'self'"]),
    workerSrc: ["'self'"],
    frameAncestors: ["'self'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    objectSrc: ["'none'"],
  };
}
