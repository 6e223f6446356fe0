// Google Ads in the end-to-end tests and the bench: a tag id of no real account. It shares gtag.js
// (answered by the shared fake network's stand-in) with Google Analytics when both are on.
export const e2eEnv = { VITE_GOOGLE_ADS_ID: 'AW-123456789' };
