import { MONITORING_POLICY } from '../../domain/monitoring-policy';
import { tunnelTargetOf, tunnelUrlFor } from '../../domain/sentry-dsn';
import { tunnelledDsn } from '../../domain/sentry-dsn.variable';
import { defineVendor } from '../../ports/vendor-descriptor';

export interface SentryOptions {
  readonly dsn: string;
  readonly environment: string;
  /** The SDK's `tunnel` option: the site's own path with o, p and r (SPEC §7). */
  readonly tunnel: string;
}

/**
 * SPEC §1, §7, §9: errors and traces to Sentry through the site's own tunnel, sessions sampled for
 * replay. Error reports are necessary (the site's legitimate interest); replay follows `experience`.
 */
export const sentry = defineVendor({
  id: 'sentry',
  label: 'Sentry',
  port: 'errors',
  purpose: 'necessary',
  toldConsent:
    'error reports are necessary; session replay only with `experience`: `stop()` on withdrawal, a new session when granted again (`replay on`, `replay off`, `replay on, a new session`)',
  // Error reports are the site's legitimate interest; recording sessions is not, so replay follows `experience`.
  otherPurposes: { experience: 'session-replay' },
  variables: (z) => ({
    VITE_SENTRY_DSN: tunnelledDsn(z),
    VITE_SENTRY_ENVIRONMENT: z.string().regex(/^[^\s/]{1,64}$/, 'must be 1 to 64 characters with no spaces or "/" (Sentry rejects those)'),
  }),
  switchedOnBy: 'VITE_SENTRY_DSN',
  variableDocs: {
    VITE_SENTRY_DSN:
      'Sentry: errors, traces and session replay, sent through SENTRY_TUNNEL_PATH on this site. The project the browser reports to and the tunnel forwards for; it needs the oNNN organisation host, e.g. https://KEY@o123.ingest.us.sentry.io/456.',
    VITE_SENTRY_ENVIRONMENT: "Sentry's environment (no spaces or /); defaults to production.",
  },
  options: (env, shell): SentryOptions | undefined => {
    const dsn = env.VITE_SENTRY_DSN;
    // The variable only lets through DSNs with an organisation host, so the target always exists.
    const target = dsn && tunnelTargetOf(dsn);
    if (!dsn || !target) return undefined;
    return {
      dsn: `${dsn.protocol}://${encodeURIComponent(dsn.publicKey)}@${dsn.host}/${dsn.projectId}`,
      environment: env.VITE_SENTRY_ENVIRONMENT ?? MONITORING_POLICY.defaultEnvironment,
      tunnel: tunnelUrlFor(shell.tunnelPath, target),
    };
  },
  problems: (env) =>
    env.VITE_SENTRY_ENVIRONMENT && !env.VITE_SENTRY_DSN
      ? [{ variable: 'VITE_SENTRY_ENVIRONMENT', message: 'is set but VITE_SENTRY_DSN is not, so Sentry is off' }]
      : [],
  // Reports go through the site's own tunnel, and replay's compression worker is served from the site.
  origins: () => ({}),
  // Sentry's error reports store nothing; session replay keeps its session in sessionStorage (@sentry/replay's REPLAY_SESSION_KEY).
  storage: [
    {
      name: 'sentryReplaySession',
      kind: 'sessionStorage',
      purpose: 'tab-recording',
      lifetime: 'tab-session',
      consentPurpose: 'experience',
    },
  ],
  loading: {
    kind: 'sdk',
    packages: ['@sentry/react', '@sentry/replay'],
    chunks: [
      {
        name: 'sdk-errors',
        modules: /[\\/]node_modules[\\/](@sentry[\\/](?!replay[\\/])|web-vitals[\\/])|[\\/]src[\\/]adapters[\\/]sentry[\\/]sentry-sdk\.ts$/,
      },
      {
        name: 'sdk-replay',
        modules: /[\\/]node_modules[\\/]@sentry[\\/]replay[\\/]|[\\/]src[\\/]adapters[\\/]sentry[\\/]sentry-replay\.ts$/,
      },
    ],
    // Sentry's documented tree-shaking flags: no debug logging, and no copy of replay's compression worker
    // inlined for a blob: URL (the CSP allows workers from 'self' only; sentry-replay.ts ships it as a file).
    buildFlags: { __SENTRY_DEBUG__: 'false', __SENTRY_EXCLUDE_REPLAY_WORKER__: 'true' },
  },
  starts: 'after-first-paint',
  privacy: ['errors-and-traces', 'sampled-session-recordings', 'through-site-address'],
  create: async (options, context) => (await import('./sentry-error-reporter.adapter')).startSentry(options, context),
});
