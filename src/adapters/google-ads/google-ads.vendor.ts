import { eventMapVariable } from '../../platform/event-map-variable';
import { GOOGLE_AD_CLICK_COOKIES } from '../google-tag/google-measurement';
import { defineVendor } from '../../ports/vendor-descriptor';

export interface GoogleAdsOptions {
  /** The Google Ads tag id, AW-…: public, it names the account the tag reports to. */
  readonly adsId: string;
  /** The shell's event names that are conversions, each with its conversion label (`send_to: AW-…/label`). */
  readonly conversions: Readonly<Record<string, string>>;
}

/**
 * Google Ads through Google's tag: named events for remarketing, and conversions for the events
 * mapped to a conversion label. It shares gtag.js and one Consent Mode v2 state with GA4 when both are on.
 */
export const googleAds = defineVendor({
  id: 'google-ads',
  label: 'Google Ads',
  port: 'pixel',
  purpose: 'marketing',
  toldConsent:
    'Consent Mode v2, one state shared with Google Analytics: `default` all denied before gtag.js, then `update` with `ad_storage`, `ad_user_data`, `ad_personalization` from marketing and `analytics_storage` from analytics',
  // Remarketing audiences are built from page views; the tag is configured without its own (`send_page_view: false`).
  countsPageViews: true,
  // Consent Mode's analytics_storage follows analytics, for the tag it shares with GA4.
  otherPurposes: { analytics: 'google-tag-measurement-storage' },
  variables: (z) => ({
    VITE_GOOGLE_ADS_ID: z.string().regex(/^AW-\d{6,12}$/, 'must be a Google Ads tag id: "AW-" then 6 to 12 digits, e.g. AW-123456789'),
    VITE_GOOGLE_ADS_CONVERSIONS: eventMapVariable(z, {
      pattern: /^[A-Za-z0-9_-]{4,40}$/,
      described: 'conversion label (letters, digits, - and _, e.g. AbC-D_efG)',
    }),
  }),
  switchedOnBy: 'VITE_GOOGLE_ADS_ID',
  variableDocs: {
    VITE_GOOGLE_ADS_ID: 'Google Ads, beside the other pixels: the tag id, AW-..., sharing gtag.js and Consent Mode with GA4.',
    VITE_GOOGLE_ADS_CONVERSIONS:
      'Optionally, the events that are Google Ads conversions, with their labels, e.g. "Sign Up=AbC-D_efG,Purchase=XyZ12345".',
  },
  options: (env): GoogleAdsOptions | undefined =>
    env.VITE_GOOGLE_ADS_ID ? { adsId: env.VITE_GOOGLE_ADS_ID, conversions: env.VITE_GOOGLE_ADS_CONVERSIONS ?? {} } : undefined,
  problems: (env) =>
    env.VITE_GOOGLE_ADS_CONVERSIONS && !env.VITE_GOOGLE_ADS_ID
      ? [{ variable: 'VITE_GOOGLE_ADS_CONVERSIONS', message: 'is set but VITE_GOOGLE_ADS_ID is not, so Google Ads is off' }]
      : [],
  // Google's published list for Google Ads conversions and remarketing ("Use a Content Security Policy"):
  // the tag from *.googletagmanager.com and www.googleadservices.com, conversion and remarketing hits to
  // googleads.g.doubleclick.net and www.google.com by image or fetch. Google may redirect a hit on to a
  // country domain (www.google.co.uk): left out, so that last hop is refused, not the conversion.
  origins: () => ({
    scriptSrc: ['https://*.googletagmanager.com', 'https://www.googleadservices.com', 'https://googleads.g.doubleclick.net'],
    imgSrc: ['https://*.googletagmanager.com', 'https://googleads.g.doubleclick.net', 'https://www.google.com'],
    connectSrc: [
      'https://*.googletagmanager.com',
      'https://www.googleadservices.com',
      'https://googleads.g.doubleclick.net',
      'https://www.google.com',
    ],
  }),
  loading: { kind: 'script', source: 'www.googletagmanager.com/gtag/js?id={id}, one for GA4 and Google Ads' },
  starts: 'when-idle',
  storage: [GOOGLE_AD_CLICK_COOKIES],
  privacy: ['named-events-and-conversions', 'measures-and-targets-advertising'],
  create: async (options, context) => (await import('./google-ads-pixel-sink.adapter')).startGoogleAds(options, context),
});
