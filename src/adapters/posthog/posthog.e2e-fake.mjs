// PostHog in the end-to-end tests and the bench: a project key of no real project, on its US cloud
// (the `posthog` preset adds the EU host). Its capture endpoint is answered by the shared fake network.
export const e2eEnv = { VITE_POSTHOG_KEY: 'phc_e2ePostHogProjectKey42' };
