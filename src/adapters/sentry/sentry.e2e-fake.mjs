// Sentry in the end-to-end tests and the bench: a DSN of no real project. Its envelopes go through
// the server's /monitoring tunnel, which lets this DSN through (SERVER_BASE_ENV in
// tests/e2e/shell-configs.mjs) and forwards them to the worker's fake Sentry (tests/support/fake-sentry.mjs).
export const e2eEnv = { VITE_SENTRY_DSN: 'https://e2ekey@o123.ingest.us.sentry.io/456' };
