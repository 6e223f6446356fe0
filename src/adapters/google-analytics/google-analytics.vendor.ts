import { GA4_COOKIES, GOOGLE_MEASUREMENT_ORIGINS } from '../google-tag/google-measurement';
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
  // Google's published lists, shared with Tag Manager (google-tag/google-measurement.ts).
  origins: () => GOOGLE_MEASUREMENT_ORIGINS,
  storage: GA4_COOKIES,
  loading: { kind: 'script', source: 'www.googletagmanager.com/gtag/js?id={id}' },
  starts: 'after-first-paint',
  privacy: ['page-views-and-named-events', 'each-with-its-page', { advertisingStorageOf: 'Google' }],
  create: async (options, context) => (await import('./google-analytics-sink.adapter')).startGoogleAnalytics(options, context),
});
