import { defineVendor } from '../../ports/vendor-descriptor';

export interface MatomoOptions {
  /** The Matomo instance (Matomo Cloud or your own), an https URL without a trailing slash: its matomo.js and matomo.php are here. */
  readonly matomoUrl: string;
  /** The site's id in that instance (digits): public, it is in every page's tracking code. */
  readonly siteId: string;
}

/**
 * Page views and named events to Matomo through its own tracker (`{url}/matomo.js`, `_paq`), told
 * consent in its own API: `requireConsent` before the tracker loads, `setConsentGiven` once analytics
 * is granted, `forgetConsentGiven` on a withdrawal. Like every analytics vendor it loads only once
 * analytics is granted.
 */
export const matomo = defineVendor({
  id: 'matomo',
  label: 'Matomo',
  port: 'analytics',
  purpose: 'analytics',
  toldConsent:
    '`_paq.push(["requireConsent"])` before matomo.js loads; `setConsentGiven` while `analytics` is granted, `forgetConsentGiven` when it is withdrawn (Matomo then sends nothing and deletes its cookies, with no reload)',
  variables: (z) => ({
    VITE_MATOMO_URL: z
      .url({ protocol: /^https$/, error: 'must be the https URL of your Matomo, e.g. https://example.matomo.cloud', abort: true })
      .refine((value) => !new URL(value).search && !new URL(value).hash, 'must have no query or fragment')
      .transform((value) => value.replace(/\/+$/, '')),
    VITE_MATOMO_SITE_ID: z
      .string()
      .regex(/^[1-9]\d{0,8}$/, 'must be the site id Matomo shows under Websites → Manage: a whole number from 1, e.g. 3'),
  }),
  switchedOnBy: 'VITE_MATOMO_URL',
  variableDocs: {
    VITE_MATOMO_URL:
      'Matomo analytics (its tracker matomo.js, told consent with requireConsent): the https URL of your Matomo, Cloud or your own, whose /matomo.js and /matomo.php it uses. With VITE_MATOMO_SITE_ID.',
    VITE_MATOMO_SITE_ID: "Matomo's site id (digits). Only with VITE_MATOMO_URL.",
  },
  options: (env): MatomoOptions | undefined =>
    env.VITE_MATOMO_URL && env.VITE_MATOMO_SITE_ID ? { matomoUrl: env.VITE_MATOMO_URL, siteId: env.VITE_MATOMO_SITE_ID } : undefined,
  problems: (env) => [
    ...(env.VITE_MATOMO_URL && !env.VITE_MATOMO_SITE_ID
      ? [{ variable: 'VITE_MATOMO_URL' as const, message: 'is set but VITE_MATOMO_SITE_ID is not, so Matomo is off' }]
      : []),
    ...(env.VITE_MATOMO_SITE_ID && !env.VITE_MATOMO_URL
      ? [{ variable: 'VITE_MATOMO_SITE_ID' as const, message: 'is set but VITE_MATOMO_URL is not, so Matomo is off' }]
      : []),
  ],
  // matomo.js comes from the instance, and sends each request to its matomo.php (sendBeacon, fetch or an image).
  origins: ({ matomoUrl }) => {
    const origin = new URL(matomoUrl).origin;
    return { scriptSrc: [origin], connectSrc: [origin], imgSrc: [origin] };
  },
  loading: { kind: 'script', source: '{url}/matomo.js' },
  starts: 'after-first-paint',
  // Matomo's FAQ "What are the cookies created by Matomo JavaScript Tracking client?"
  // (matomo.org/faq/general/faq_146/): first-party cookies, named `_pk_<name>.<site id>.<domain hash>`.
  // mtm_consent_removed is what forgetConsentGiven sets (30 years); setConsentGiven deletes it.
  pageGlobals: ['_paq'],
  storage: [
    { name: '_pk_id.<site id>.<domain hash>', kind: 'cookie', purpose: 'visitor-id', lifetime: { months: 13 } },
    { name: '_pk_ses.<site id>.<domain hash>', kind: 'cookie', purpose: 'current-visit', lifetime: { minutes: 30 } },
    { name: '_pk_ref.<site id>.<domain hash>', kind: 'cookie', purpose: 'arrival-source', lifetime: { months: 6 } },
    { name: '_pk_cvar.<site id>.<domain hash>', kind: 'cookie', purpose: 'current-visit', lifetime: { minutes: 30 } },
    { name: '_pk_testcookie*', kind: 'cookie', purpose: 'working-data', lifetime: 'at-most-session' },
    { name: 'mtm_consent_removed', kind: 'cookie', purpose: 'tracking-allowed', lifetime: { years: 30 } },
  ],
  privacy: ['page-views-and-named-events', 'each-with-its-page'],
  create: async (options, context) => (await import('./matomo-analytics-sink.adapter')).startMatomo(options, context),
});
