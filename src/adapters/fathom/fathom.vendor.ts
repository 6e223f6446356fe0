import { defineVendor } from '../../ports/vendor-descriptor';

export interface FathomOptions {
  /** The site id Fathom shows in the site's settings (capital letters): public, it is on every page's tag. */
  readonly siteId: string;
}

/**
 * Page views and named events to Fathom through its embed script, with automatic tracking off so the
 * shell sends each page view itself. Fathom sets no cookie and has no consent call: its script loads
 * only once analytics is granted, and a withdrawal while it is in the page reloads the page once.
 */
export const fathom = defineVendor({
  id: 'fathom',
  label: 'Fathom',
  port: 'analytics',
  purpose: 'analytics',
  toldConsent:
    'nothing: it has no consent call (and sets no cookie), so it is only loaded once `analytics` is granted, and a withdrawal once its script is in the page reloads the page once, keeping the URL and scroll position',
  consentCall: 'none',
  variables: (z) => ({
    VITE_FATHOM_SITE_ID: z
      .string()
      .regex(/^[A-Z0-9]{5,12}$/, "must be the site id from Fathom's site settings: 5 to 12 capital letters or digits, e.g. ABCDEFGH"),
  }),
  switchedOnBy: 'VITE_FATHOM_SITE_ID',
  variableDocs: {
    VITE_FATHOM_SITE_ID:
      'Fathom analytics (its script, cookieless; it has no consent call, so it loads only once analytics is granted): the site id, e.g. ABCDEFGH.',
  },
  options: (env): FathomOptions | undefined => (env.VITE_FATHOM_SITE_ID ? { siteId: env.VITE_FATHOM_SITE_ID } : undefined),
  // Its script comes from cdn.usefathom.com, and reports each call there (an image request or fetch).
  origins: () => ({
    scriptSrc: ['https://cdn.usefathom.com'],
    imgSrc: ['https://cdn.usefathom.com'],
    connectSrc: ['https://cdn.usefathom.com'],
  }),
  // Fathom sets no cookie and keeps nothing on the device ("cookie-free script", usefathom.com/data).
  storage: [],
  loading: { kind: 'script', source: 'cdn.usefathom.com/script.js' },
  starts: 'after-first-paint',
  privacy: ['page-views-and-named-events', 'without-cookies'],
  create: async (options, context) => (await import('./fathom-analytics-sink.adapter')).startFathom(options, context),
});
