// Sentry in the end-to-end tests and the bench: a DSN of no real project. Its envelopes go through
// the server's /monitoring tunnel, which lets this DSN through (SERVER_BASE_ENV in
// tests/e2e/shell-configs.mjs) and forwards them to the worker's fake Sentry (tests/support/fake-sentry.mjs).
export const e2eEnv = { VITE_SENTRY_DSN: 'https://e2ekey@o123.ingest.us.sentry.io/456' };

// Strings only its SDKs' own code holds (not the adapter's), by the lazy chunk its descriptor puts each in:
// the build test (tests/vendor-chunks.test.ts) finds each in that chunk alone and in no script of the first visit.
export const sdkChunkMarkers = {
  'sdk-errors': /__SENTRY__|sentry_key/, // the global carrier, the auth query parameter
  'sdk-replay': /__rrweb__/, // rrweb's global (other SDKs of this build hold only __rrweb_original__, or name rr-block in their config)
};

// The SDK's name, which both chunks carry, so it marks no single chunk: in no script of the first visit either.
export const notInFirstVisit = { 'Sentry SDK name': /sentry\.javascript/ };
