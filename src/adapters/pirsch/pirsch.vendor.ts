import { defineVendor } from '../../ports/vendor-descriptor';

export interface PirschOptions {
  /** The identification code from the dashboard's integration settings (public: it is on every page's tag). */
  readonly identificationCode: string;
}

/**
 * Page views and named events to Pirsch through its script (pa.js), which counts the page views itself (it
 * has no call for one); the shell sends the named events. It sets no cookie and has no consent call: it loads
 * only once analytics is granted, and a withdrawal while it is in the page reloads the page once.
 */
export const pirsch = defineVendor({
  id: 'pirsch',
  label: 'Pirsch',
  port: 'analytics',
  purpose: 'analytics',
  toldConsent:
    'nothing: it has no consent call (and sets no cookie), so it is only loaded once `analytics` is granted, and a withdrawal once its script is in the page reloads the page once, keeping the URL and scroll position',
  consentCall: 'none',
  variables: (z) => ({
    VITE_PIRSCH_CODE: z
      .string()
      .regex(/^[A-Za-z0-9]{16,64}$/, "must be the identification code from Pirsch's integration settings: 16 to 64 letters or digits"),
  }),
  switchedOnBy: 'VITE_PIRSCH_CODE',
  variableDocs: {
    VITE_PIRSCH_CODE:
      'Pirsch analytics (its script pa.js, cookieless; it has no consent call, so it loads only once analytics is granted): the identification code.',
  },
  options: (env): PirschOptions | undefined => (env.VITE_PIRSCH_CODE ? { identificationCode: env.VITE_PIRSCH_CODE } : undefined),
  // pa.js comes from api.pirsch.io, and sends page views there (XHR to /hit) and events (sendBeacon to /event).
  origins: () => ({ scriptSrc: ['https://api.pirsch.io'], connectSrc: ['https://api.pirsch.io'] }),
  // No cookie and nothing written on the device ("cookie-free", docs.pirsch.io). pa.js reads a `disable_pirsch`
  // localStorage key a site owner sets to exclude their own visits; it never writes it.
  storage: [],
  loading: { kind: 'script', source: 'api.pirsch.io/pa.js' },
  starts: 'after-first-paint',
  privacy: ['page-views-and-named-events', 'without-cookies'],
  create: async (options, context) => (await import('./pirsch-analytics-sink.adapter')).startPirsch(options, context),
});
