import { defineVendor } from '../../ports/vendor-descriptor';

export interface SimpleAnalyticsOptions {
  /** The site's hostname as added in Simple Analytics (it counts by hostname, with no id). */
  readonly hostname: string;
}

/**
 * Page views and named events to Simple Analytics through its script, with automatic collection off
 * so the shell sends each page view itself. It sets no cookie and has no consent call: its script loads
 * only once analytics is granted, and a withdrawal while it is in the page reloads the page once.
 */
export const simpleAnalytics = defineVendor({
  id: 'simple-analytics',
  label: 'Simple Analytics',
  port: 'analytics',
  purpose: 'analytics',
  toldConsent:
    'nothing: it has no consent call (and sets no cookie), so it is only loaded once `analytics` is granted, and a withdrawal once its script is in the page reloads the page once, keeping the URL and scroll position',
  consentCall: 'none',
  variables: (z) => ({
    VITE_SIMPLE_ANALYTICS_HOSTNAME: z
      .string()
      .regex(
        /^(?=.{1,253}$)[a-z0-9-]+(\.[a-z0-9-]+)+$/,
        'must be the site’s hostname as added in Simple Analytics, lowercase with no scheme or path, e.g. example.com',
      ),
  }),
  switchedOnBy: 'VITE_SIMPLE_ANALYTICS_HOSTNAME',
  variableDocs: {
    VITE_SIMPLE_ANALYTICS_HOSTNAME:
      'Simple Analytics (its script, cookieless; it has no consent call, so it loads only once analytics is granted): the site’s hostname as added in Simple Analytics, e.g. example.com.',
  },
  options: (env): SimpleAnalyticsOptions | undefined =>
    env.VITE_SIMPLE_ANALYTICS_HOSTNAME ? { hostname: env.VITE_SIMPLE_ANALYTICS_HOSTNAME } : undefined,
  // Its CSP page (docs.simpleanalytics.com/csp): the script from scripts.simpleanalyticscdn.com, and its
  // data to queue.simpleanalyticscdn.com by the Beacon API, fetch or its pixel.
  origins: () => ({
    scriptSrc: ['https://scripts.simpleanalyticscdn.com'],
    connectSrc: ['https://queue.simpleanalyticscdn.com'],
    imgSrc: ['https://queue.simpleanalyticscdn.com'],
  }),
  // No cookie and nothing kept on the device (docs.simpleanalytics.com, "Privacy": no cookies, no identifiers).
  storage: [],
  loading: { kind: 'script', source: 'scripts.simpleanalyticscdn.com/latest.js' },
  starts: 'after-first-paint',
  privacy: ['page-views-and-named-events', 'without-cookies'],
  create: async (options, context) => (await import('./simple-analytics-sink.adapter')).startSimpleAnalytics(options, context),
});
