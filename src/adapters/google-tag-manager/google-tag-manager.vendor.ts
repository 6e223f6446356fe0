import { GA4_COOKIES, GOOGLE_MEASUREMENT_ORIGINS } from '../google-tag/google-measurement';
import { defineVendor } from '../../ports/vendor-descriptor';

export interface GoogleTagManagerOptions {
  /** The web container's id, GTM-…: public, it names the container gtm.js loads. */
  readonly containerId: string;
}

/**
 * Google Tag Manager: the site's container, loaded once analytics is granted, with Google's Consent
 * Mode v2 set on the dataLayer before gtm.js (default all denied, then the visitor's choices, on every
 * change). The container's own tags are left to Consent Mode; the shell's page views and named events
 * go to the dataLayer as events the container's triggers can use.
 */
export const googleTagManager = defineVendor({
  id: 'google-tag-manager',
  label: 'Google Tag Manager',
  port: 'analytics',
  purpose: 'analytics',
  toldConsent:
    'Consent Mode v2 on the dataLayer before gtm.js: `default` all denied, then `update` with `analytics_storage` from analytics and `ad_storage`, `ad_user_data`, `ad_personalization` from marketing, on every change; the container’s tags read it (one state with Google Analytics and Google Ads)',
  // Consent Mode's ad_storage, ad_user_data and ad_personalization follow marketing.
  otherPurposes: { marketing: 'advertising-storage' },
  variables: (z) => ({
    VITE_GTM_CONTAINER_ID: z
      .string()
      .regex(
        /^GTM-[A-Z0-9]{4,12}$/,
        'must be a Google Tag Manager container id: "GTM-" then 4 to 12 capital letters and digits, e.g. GTM-ABC1234',
      ),
  }),
  switchedOnBy: 'VITE_GTM_CONTAINER_ID',
  variableDocs: {
    VITE_GTM_CONTAINER_ID:
      'Google Tag Manager (gtm.js, with Consent Mode v2 set before it): the web container id, GTM-...; its tags follow Consent Mode.',
  },
  options: (env): GoogleTagManagerOptions | undefined =>
    env.VITE_GTM_CONTAINER_ID ? { containerId: env.VITE_GTM_CONTAINER_ID } : undefined,
  // gtm.js and the Google tags a container usually runs (GA4): Google's published lists (google-tag/google-measurement.ts).
  // A container's other vendors need their own origins.
  origins: () => GOOGLE_MEASUREMENT_ORIGINS,
  // Tag Manager itself stores nothing ("Tag Manager does not set cookies", Google's Tag Manager help); the
  // Google tags its container runs do, under Consent Mode: GA4's two cookies and, with ad_storage granted, _gcl_*.
  storage: GA4_COOKIES,
  loading: { kind: 'script', source: 'www.googletagmanager.com/gtm.js?id={id}' },
  starts: 'after-first-paint',
  privacy: ['page-views-and-named-events', 'each-with-its-page', { advertisingStorageOf: 'Google' }],
  create: async (options, context) => (await import('./google-tag-manager-sink.adapter')).startGoogleTagManager(options, context),
});
