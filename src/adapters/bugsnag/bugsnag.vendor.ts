import { MONITORING_POLICY } from '../../domain/monitoring-policy';
import { defineVendor } from '../../ports/vendor-descriptor';

export interface BugsnagOptions {
  /** The project's notifier API key: public, it only lets a browser report errors. */
  readonly apiKey: string;
  /** Bugsnag's release stage (its word for the environment). */
  readonly releaseStage: string;
}

/** Where Bugsnag's browser SDK sends an error report (its `endpoints.notify` default). */
export const BUGSNAG_NOTIFY = 'https://notify.bugsnag.com';

/**
 * Errors to Bugsnag (its browser SDK, `@bugsnag/browser`, from npm), beside Sentry on the errors port,
 * chosen over Datadog RUM for its bytes: see README.md. Necessary, as Sentry's error reports are: it
 * stores nothing on the device and records no session.
 */
export const bugsnag = defineVendor({
  id: 'bugsnag',
  label: 'Bugsnag',
  port: 'errors',
  purpose: 'necessary',
  toldConsent:
    'nothing: error reports are necessary, as Sentry’s are, and it stores nothing on the device (`generateAnonymousId: false`) and tracks no sessions (`autoTrackSessions: false`)',
  consentCall: 'none',
  variables: (z) => ({
    VITE_BUGSNAG_API_KEY: z.string().regex(/^[a-f0-9]{32}$/, 'must be a Bugsnag notifier API key: 32 lowercase hexadecimal characters'),
    VITE_BUGSNAG_RELEASE_STAGE: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, 'must be 1 to 64 letters, digits, ".", "_" or "-"'),
  }),
  switchedOnBy: 'VITE_BUGSNAG_API_KEY',
  variableDocs: {
    VITE_BUGSNAG_API_KEY:
      'Bugsnag (its browser SDK from npm): errors reported to notify.bugsnag.com; the notifier API key (32 hexadecimal characters).',
    VITE_BUGSNAG_RELEASE_STAGE: "Bugsnag's release stage, optional; defaults to production. Only with VITE_BUGSNAG_API_KEY.",
  },
  options: (env): BugsnagOptions | undefined =>
    env.VITE_BUGSNAG_API_KEY
      ? { apiKey: env.VITE_BUGSNAG_API_KEY, releaseStage: env.VITE_BUGSNAG_RELEASE_STAGE ?? MONITORING_POLICY.defaultEnvironment }
      : undefined,
  problems: (env) =>
    env.VITE_BUGSNAG_RELEASE_STAGE && !env.VITE_BUGSNAG_API_KEY
      ? [{ variable: 'VITE_BUGSNAG_RELEASE_STAGE', message: 'is set but VITE_BUGSNAG_API_KEY is not, so Bugsnag is off' }]
      : [],
  // Error reports only: sessions (sessions.bugsnag.com) are not tracked.
  origins: () => ({ connectSrc: [BUGSNAG_NOTIFY] }),
  // Its only key, `bugsnag-anonymous-id` (localStorage, the SDK's BUGSNAG_ANONYMOUS_ID_KEY), is written only with
  // `generateAnonymousId`, which the adapter turns off; it sets no cookie.
  storage: [],
  loading: {
    kind: 'sdk',
    packages: ['@bugsnag/browser'],
    chunks: [{ name: 'sdk-faults', modules: /[\\/]node_modules[\\/]@bugsnag[\\/]/ }],
  },
  starts: 'after-first-paint',
  privacy: ['errors'],
  create: async (options, context) => (await import('./bugsnag-error-reporter.adapter')).startBugsnag(options, context),
});
