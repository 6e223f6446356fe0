// The configs the end-to-end tests run the shell on: each is the environment of a production server
// started from the one build (`npm run build`), so a config is variables, never a build. A spec picks
// one with `test.use({ shellEnv: CONFIGS.optin })`; each Playwright worker starts a server for the
// config of the tests it runs (tests/support/e2e-fixtures.ts). The values are each vendor's own, from
// its folder's e2e fake (`e2eEnv` in src/adapters/<vendor>/<vendor>.e2e-fake.mjs); the full tag set
// is every vendor there. So a new vendor changes nothing here, in playwright.config.ts or in
// scripts/run-all-tests.mjs. The bench measures the `vendors` config (scripts/bench). Plain
// JavaScript, so the bench can read it under Node.
import { FULL_TAG_SET_VENDORS, VENDOR_E2E_ENV } from '../support/vendor-e2e-fakes.mjs';

export { e2eVariable, VENDOR_E2E_ENV } from '../support/vendor-e2e-fakes.mjs';

/** The variables of the vendors named, each with its e2e values. */
const switchedOn = (...vendors) => Object.assign({}, ...vendors.map((vendor) => VENDOR_E2E_ENV[vendor]));

/** The DSN the end-to-end servers let through their /monitoring tunnel; its envelopes land on the worker's fake Sentry. */
export const E2E_SENTRY_DSN = VENDOR_E2E_ENV.sentry.VITE_SENTRY_DSN;

/**
 * Every e2e server has these besides its config's: the tunnel lets the e2e DSN through even where
 * the page runs no Sentry (a server-only variable: it changes nothing the page is handed).
 * SENTRY_INGEST_URL, PORT and HOST are the fixture's.
 */
export const SERVER_BASE_ENV = {
  SENTRY_TUNNEL_ALLOWED_DSNS: E2E_SENTRY_DSN,
  SHUTDOWN_TIMEOUT_MS: '2000',
  // One worker's server hears every test's envelopes from the same 127.0.0.1: the per-IP limit is a
  // visitor's, and its own tests are the server's (tests/server), so here it is out of the way.
  SENTRY_TUNNEL_RATE_LIMIT: '100000',
};

/** Segment, the Meta pixel loaded by the shell, Hotjar and Sentry: the bench's config, and many specs'. */
const VENDORS = switchedOn('segment', 'meta-pixel', 'hotjar', 'sentry');

export const CONFIGS = {
  /** No vendor variable: every port on its in-memory adapter, and the pixel port forwarding to a page's own `fbq` (issue 11). */
  memory: {},
  /** The default in opt-in consent mode: nothing reaches even a page's own pixel before "I Understand". */
  optinMemory: { VITE_CONSENT_MODE: 'opt-in' },
  /** The page's pixel switched off: pixel events are only recorded in memory. */
  pixelOff: { VITE_PIXEL_SINK: 'memory' },
  /** Segment, the Meta pixel loaded by the shell, Hotjar and Sentry. */
  vendors: VENDORS,
  /** The same vendors in opt-in consent mode. */
  optin: { ...VENDORS, VITE_CONSENT_MODE: 'opt-in' },
  /** The same vendors with the mode chosen per page by the visitor's country (CF-IPCountry, the EEA, UK and CH ask first). */
  auto: { ...VENDORS, VITE_CONSENT_MODE: 'auto' },
  /** auto behind CloudFront, asking first in a list of the site's own: France and Brazil. */
  autoCloudFront: {
    VITE_CONSENT_MODE: 'auto',
    CONSENT_COUNTRY_HEADER: 'CloudFront-Viewer-Country',
    CONSENT_OPT_IN_COUNTRIES: 'FR,BR',
  },
  /** auto behind Vercel, with the default countries. */
  autoVercel: {
    VITE_CONSENT_MODE: 'auto',
    CONSENT_COUNTRY_HEADER: 'X-Vercel-IP-Country',
  },
  /** The alternates, chosen by config alone: Clarity for the heatmap, and the pixel named explicitly as the page's own. */
  alternates: { ...switchedOn('clarity'), VITE_PIXEL_SINK: 'meta-pixel' },
  /** PostHog for analytics, on its EU cloud so VITE_POSTHOG_HOST is exercised (docs/adding-an-adapter.md). */
  posthog: { ...switchedOn('posthog'), VITE_POSTHOG_HOST: 'https://eu.i.posthog.com' },
  /** Plausible for analytics: no SDK, one fetch per call to its cloud. */
  plausible: switchedOn('plausible'),
  /** Google Analytics 4 for analytics: gtag.js (answered by a stand-in) with Consent Mode v2. */
  ga4: switchedOn('google-analytics'),
  /**
   * Opt-in mode with a vendor for each way of telling consent: Segment's consent object on every
   * event, the Meta pixel's consent call, Clarity's consentv2.
   */
  consentSignals: { VITE_CONSENT_MODE: 'opt-in', ...switchedOn('segment', 'meta-pixel', 'clarity') },
  /** Opt-in mode with Google Analytics 4 and its Consent Mode. */
  consentSignalsGa4: { VITE_CONSENT_MODE: 'opt-in', ...switchedOn('google-analytics') },
  /** Two analytics vendors side by side (issue 23): each its own pipeline, so one blocked never holds up the other. */
  twoAnalytics: switchedOn('segment', 'google-analytics'),
  /**
   * The full tag set a site runs at once (issue 23), in opt-in mode so each vendor's purpose shows:
   * every vendor with an e2e fake but those that say they are not in it (Clarity: a site runs one
   * heatmap); which they are is FULL_TAG_SET_VENDORS's to say, not a list here. LinkedIn takes
   * conversions only: the sample event is one.
   */
  fullTagSet: { VITE_CONSENT_MODE: 'opt-in', ...switchedOn(...FULL_TAG_SET_VENDORS) },
};
