import { defineVendor } from '../../ports/vendor-descriptor';

/** Where Amplitude keeps a project's data: its US or its EU data centre (its `serverZone`). */
export type AmplitudeServerZone = 'US' | 'EU';

export interface AmplitudeOptions {
  /** The project's API key: public, it only lets a browser send events. */
  readonly apiKey: string;
  readonly serverZone: AmplitudeServerZone;
}

/** Amplitude's HTTP V2 API, by server zone: the only host the adapter's SDK talks to. */
export const AMPLITUDE_API: Readonly<Record<AmplitudeServerZone, string>> = {
  US: 'https://api2.amplitude.com',
  EU: 'https://api.eu.amplitude.com',
};

/**
 * Page views and named events to Amplitude (its Browser SDK 2, `@amplitude/analytics-browser`, from
 * npm), told consent with its own `setOptOut`; its autocapture, remote configuration and diagnostics off.
 */
export const amplitude = defineVendor({
  id: 'amplitude',
  label: 'Amplitude',
  port: 'analytics',
  purpose: 'analytics',
  toldConsent:
    'initialised only once `analytics` is granted (no cookie, nothing stored before); `setOptOut(true)` when it is refused or withdrawn, `setOptOut(false)` when it is given back',
  variables: (z) => ({
    VITE_AMPLITUDE_API_KEY: z.string().regex(/^[a-f0-9]{32}$/, 'must be an Amplitude project API key: 32 lowercase hexadecimal characters'),
    VITE_AMPLITUDE_SERVER_ZONE: z.enum(['US', 'EU'], { error: 'must be US or EU, the data centre of the Amplitude project' }),
  }),
  switchedOnBy: 'VITE_AMPLITUDE_API_KEY',
  variableDocs: {
    VITE_AMPLITUDE_API_KEY: 'Amplitude (its Browser SDK 2 from npm): the project API key (32 hexadecimal characters).',
    VITE_AMPLITUDE_SERVER_ZONE: "Amplitude's data centre, optional: US (the default) or EU. Only with VITE_AMPLITUDE_API_KEY.",
  },
  options: (env): AmplitudeOptions | undefined =>
    env.VITE_AMPLITUDE_API_KEY ? { apiKey: env.VITE_AMPLITUDE_API_KEY, serverZone: env.VITE_AMPLITUDE_SERVER_ZONE ?? 'US' } : undefined,
  problems: (env) =>
    env.VITE_AMPLITUDE_SERVER_ZONE && !env.VITE_AMPLITUDE_API_KEY
      ? [{ variable: 'VITE_AMPLITUDE_SERVER_ZONE', message: 'is set but VITE_AMPLITUDE_API_KEY is not, so Amplitude is off' }]
      : [],
  // Events only: the adapter turns off its remote configuration (sr-client-cfg.amplitude.com) and diagnostics.
  origins: ({ serverZone }) => ({ connectSrc: [AMPLITUDE_API[serverZone]] }),
  loading: {
    kind: 'sdk',
    packages: ['@amplitude/analytics-browser'],
    // Amplitude's packages (its web-vitals copy is nested under its plugin) and the small libraries only they use. Not
    // the top-level web-vitals, which Sentry's chunk holds: here, loading Sentry would fetch all of Amplitude.
    chunks: [
      {
        name: 'sdk-cohorts',
        modules: /[\\/]node_modules[\\/](@amplitude[\\/]|zen-observable[\\/]|safe-json-stringify[\\/])/,
      },
    ],
  },
  starts: 'after-first-paint',
  // Amplitude's "Cookies and consent management (Browser SDK)" page (amplitude.com/docs/sdks/analytics/browser/
  // cookies-and-consent-management) names AMP_<first 10 characters of the API key> (device id, session id, last
  // event time, opt-out) and AMP_MKTG_<…> (campaign attribution, off here), both cookies by default. The adapter
  // asks for `identityStorage: 'localStorage'`, so the first is a localStorage key and no cookie is set, not even
  // its AMP_TEST_/AMP_TLDTEST_ test cookies (read in the SDK, 2.48.1, config.js: only cookie storage tests them).
  // Events not yet accepted wait under AMP_unsent_<…> (the SDK's STORAGE_PREFIX, analytics-core).
  storage: [
    {
      name: 'AMP_<first 10 characters of the API key>',
      kind: 'localStorage',
      purpose: 'visitor-id-and-session',
      lifetime: 'until-removed',
    },
    { name: 'AMP_unsent_<first 10 characters of the API key>', kind: 'localStorage', purpose: 'retry-queue', lifetime: 'until-sent' },
  ],
  privacy: ['page-views-and-named-events', 'each-with-its-page'],
  create: async (options, context) => (await import('./amplitude-analytics-sink.adapter')).startAmplitude(options, context),
});
