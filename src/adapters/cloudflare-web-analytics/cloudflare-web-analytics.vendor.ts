import { defineVendor } from '../../ports/vendor-descriptor';

export interface CloudflareWebAnalyticsOptions {
  /** The site token Cloudflare shows for the site under Web Analytics (public: it is on every page's tag). */
  readonly token: string;
}

/**
 * Page views to Cloudflare Web Analytics through its beacon (beacon.min.js), which counts them itself in
 * SPA mode; it takes no named events. It sets no cookie and has no consent call: it loads only once
 * analytics is granted, and a withdrawal while it is in the page reloads the page once.
 */
export const cloudflareWebAnalytics = defineVendor({
  id: 'cloudflare-web-analytics',
  label: 'Cloudflare Web Analytics',
  port: 'analytics',
  purpose: 'analytics',
  toldConsent:
    'nothing: it has no consent call (and sets no cookie), so it is only loaded once `analytics` is granted, and a withdrawal once its beacon is in the page reloads the page once, keeping the URL and scroll position',
  consentCall: 'none',
  variables: (z) => ({
    VITE_CLOUDFLARE_WEB_ANALYTICS_TOKEN: z
      .string()
      .regex(/^[a-z0-9]{32}$/, 'must be the site token Cloudflare shows under Web Analytics: 32 lowercase letters or digits'),
  }),
  switchedOnBy: 'VITE_CLOUDFLARE_WEB_ANALYTICS_TOKEN',
  variableDocs: {
    VITE_CLOUDFLARE_WEB_ANALYTICS_TOKEN:
      'Cloudflare Web Analytics (its beacon, cookieless, page views only; it has no consent call, so it loads only once analytics is granted): the site token.',
  },
  options: (env): CloudflareWebAnalyticsOptions | undefined =>
    env.VITE_CLOUDFLARE_WEB_ANALYTICS_TOKEN ? { token: env.VITE_CLOUDFLARE_WEB_ANALYTICS_TOKEN } : undefined,
  // The beacon comes from static.cloudflareinsights.com and reports to cloudflareinsights.com/cdn-cgi/rum.
  origins: () => ({
    scriptSrc: ['https://static.cloudflareinsights.com'],
    connectSrc: ['https://cloudflareinsights.com'],
  }),
  // No cookie, nothing kept on the device (developers.cloudflare.com/web-analytics: "does not use any client-side state").
  storage: [],
  loading: { kind: 'script', source: 'static.cloudflareinsights.com/beacon.min.js' },
  starts: 'after-first-paint',
  privacy: ['page-views', 'without-cookies'],
  create: async (options, context) =>
    (await import('./cloudflare-web-analytics-sink.adapter')).startCloudflareWebAnalytics(options, context),
});
