import { defineVendor } from '../../ports/vendor-descriptor';

export interface GoogleAnalyticsOptions {
  /** The GA4 web stream's measurement id, G-…: public, it names where the tag sends. */
  readonly measurementId: string;
}

/**
 * Google Analytics 4 through gtag.js: page views and named events, with Google's Consent Mode v2
 * set to denied before the tag loads and updated from the visitor's choices.
 */
export const googleAnalytics = defineVendor({
  id: 'google-analytics',
  label: 'Google Analytics',
  port: 'analytics',
  purpose: 'analytics',
  toldConsent:
    'Consent Mode v2: `default` all denied before gtag.js, then `update` with `analytics_storage` from analytics and `ad_storage`, `ad_user_data`, `ad_personalization` from marketing',
  // Consent Mode's ad_storage, ad_user_data and ad_personalization follow marketing.
  otherPurposes: { marketing: 'advertising-storage' },
  variables: (z) => ({
    VITE_GA4_MEASUREMENT_ID: z
      .string()
      .regex(
        /^G-[A-Z0-9]{4,20}$/,
        'must be a Google Analytics 4 measurement id: "G-" then 4 to 20 capital letters and digits, e.g. G-2X4B6D8F0H',
      ),
  }),
  switchedOnBy: 'VITE_GA4_MEASUREMENT_ID',
  variableDocs: {
    VITE_GA4_MEASUREMENT_ID: "Google Analytics 4 (gtag.js, with Consent Mode v2): the web stream's measurement id, G-...",
  },
  options: (env): GoogleAnalyticsOptions | undefined =>
    env.VITE_GA4_MEASUREMENT_ID ? { measurementId: env.VITE_GA4_MEASUREMENT_ID } : undefined,
  // Google's published list for GA4 ("Use a Content Security Policy", Google Analytics 4): gtag.js and
  // the scripts it loads come from *.googletagmanager.com; hits go by fetch or image to
  // *.google-analytics.com (www., region1.) and *.analytics.google.com. Google signals (advertising
  // features) would need *.g.doubleclick.net and google.com as well: left out, so they stay off.
  origins: () => ({
    scriptSrc: ['https://*.googletagmanager.com'],
    imgSrc: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
    connectSrc: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  }),
  // Google's "Google Analytics cookie usage on websites": GA4's two first-party cookies on the site's top
  // domain, and with ad_storage granted the conversion linker's _gcl_* (Google Ads, Floodlight).
  storage: [
    { name: '_ga', kind: 'cookie', purpose: 'visitor-id', lifetime: { years: 2 } },
    { name: '_ga_<container id>', kind: 'cookie', purpose: 'current-visit', lifetime: { years: 2 } },
    {
      name: '_gcl_*',
      kind: 'cookie',
      purpose: { role: 'ad-click', network: 'Google' },
      lifetime: { days: 90 },
      consentPurpose: 'marketing',
    },
  ],
  loading: { kind: 'script', source: 'www.googletagmanager.com/gtag/js?id={id}' },
  starts: 'after-first-paint',
  privacy: ['page-views-and-named-events', 'each-with-its-page', { advertisingStorageOf: 'Google' }],
  create: async (options, context) => (await import('./google-analytics-sink.adapter')).startGoogleAnalytics(options, context),
});
