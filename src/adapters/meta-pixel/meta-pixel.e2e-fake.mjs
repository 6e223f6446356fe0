// The Meta pixel loaded by the shell, in the end-to-end tests and the bench: a pixel id of no real
// pixel. fbevents.js is answered by the shared fake network's stand-in, which beacons each call.
export const e2eEnv = { VITE_META_PIXEL_ID: '1234567890123' };

// Meta's own pixel code, which the adapter fetches from Meta's CDN and the build never bundles: the build
// test (tests/vendor-chunks.test.ts) finds it in no script of the first visit.
export const notInFirstVisit = { 'Meta pixel': /SignalsFBEvents|getFbeventsModules/ };
