/** SPEC §9, monitoring configuration: the same for every error-reporting adapter. */
export const MONITORING_POLICY = {
  defaultEnvironment: 'production',
  /** Every trace. */
  tracesSampleRate: 1,
  /** One session in ten is replayed. */
  replaysSessionSampleRate: 0.1,
  /** Every session with an error is replayed. */
  replaysOnErrorSampleRate: 1,
} as const;
