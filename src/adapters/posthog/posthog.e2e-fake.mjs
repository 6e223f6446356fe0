// PostHog in the end-to-end tests and the bench: a project key of no real project, on its US cloud
// (the `posthog` preset adds the EU host). Its capture endpoint is answered by the shared fake network.
export const e2eEnv = { VITE_POSTHOG_KEY: 'phc_e2ePostHogProjectKey42' };

// A string only its SDK's own code holds (not the adapter's), by the lazy chunk its descriptor puts it in:
// the build test (tests/vendor-chunks.test.ts) finds it in that chunk alone and in no script of the first visit.
export const sdkChunkMarkers = { 'sdk-insights': /\$posthog_cookieless|\[PostHog\.js\]/ }; // its cookieless sentinel id, its log prefix
