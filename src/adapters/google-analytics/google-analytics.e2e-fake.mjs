// Google Analytics 4 in the end-to-end tests and the bench: a measurement id of no real stream.
// gtag.js is answered by the shared fake network's stand-in, which reports each command it receives.
export const e2eEnv = { VITE_GA4_MEASUREMENT_ID: 'G-E2ETEST42' };
