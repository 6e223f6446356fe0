import { defineVendor } from '../../ports/vendor-descriptor';

export interface PostHogOptions {
  /** The project API key (phc_…): public, it only lets a browser send events. */
  readonly apiKey: string;
  /** Where events go: PostHog's US or EU cloud, or a first-party proxy; an https URL without a trailing slash. */
  readonly apiHost: string;
}

/** PostHog's own default api_host: its US cloud. */
const POSTHOG_US_CLOUD = 'https://us.i.posthog.com';

/** Page views and named events to PostHog (its slim build; nothing it would do on its own). */
export const posthog = defineVendor({
  id: 'posthog',
  label: 'PostHog',
  port: 'analytics',
  purpose: 'analytics',
  toldConsent:
    'starts opted out; `opt_in_capturing` while `analytics` is granted, `opt_out_capturing` then `reset()` when it is refused or withdrawn (a later grant starts with a new id)',
  variables: (z) => ({
    VITE_POSTHOG_KEY: z
      .string()
      .regex(
        /^phc_[A-Za-z0-9]{8,64}$/,
        'must be a PostHog project API key: "phc_" then 8 to 64 letters and digits (never a personal API key, "phx_…", which is a secret)',
      ),
    VITE_POSTHOG_HOST: z
      .url({ protocol: /^https$/, error: 'must be an https URL such as https://eu.i.posthog.com or your own proxy', abort: true })
      .refine((value) => !/[?#]/.test(value), 'must have no query or fragment')
      .transform((value) => value.replace(/\/+$/, '')),
  }),
  switchedOnBy: 'VITE_POSTHOG_KEY',
  variableDocs: {
    VITE_POSTHOG_KEY:
      'PostHog analytics, beside other analytics vendors or instead of them (any number of vendors run at once): the project API key (phc_..., public; never a personal phx_ key).',
    VITE_POSTHOG_HOST:
      "Where PostHog's events go, an https URL: its US cloud by default, https://eu.i.posthog.com for the EU cloud, or your own proxy. Only with VITE_POSTHOG_KEY.",
  },
  options: (env): PostHogOptions | undefined =>
    env.VITE_POSTHOG_KEY ? { apiKey: env.VITE_POSTHOG_KEY, apiHost: env.VITE_POSTHOG_HOST ?? POSTHOG_US_CLOUD } : undefined,
  problems: (env) =>
    env.VITE_POSTHOG_HOST && !env.VITE_POSTHOG_KEY
      ? [{ variable: 'VITE_POSTHOG_HOST', message: 'is set but VITE_POSTHOG_KEY is not, so PostHog is off' }]
      : [],
  // Events only: the adapter turns off remote config, feature flags and every script PostHog could load.
  origins: ({ apiHost }) => ({ connectSrc: [new URL(apiHost).origin] }),
  // PostHog's "Persistence" docs, with the adapter's persistence: 'localStorage' (so no ph_… cookie): its
  // state in localStorage, the opt-in/out choice beside it, and the tab's window id in sessionStorage.
  storage: [
    {
      name: 'ph_<project key>_posthog',
      kind: 'localStorage',
      purpose: 'visitor-id-and-session',
      lifetime: 'until-removed',
    },
    { name: '__ph_opt_in_out_<project key>', kind: 'localStorage', purpose: 'tracking-allowed', lifetime: 'until-removed' },
    {
      name: 'ph_<project key>_*',
      kind: 'sessionStorage',
      purpose: 'tab-id',
      lifetime: 'tab-session',
    },
  ],
  // PostHog's build is one self-contained file, dependencies inlined.
  loading: {
    kind: 'sdk',
    packages: ['posthog-js'],
    chunks: [{ name: 'sdk-insights', modules: /[\\/]node_modules[\\/]posthog-js[\\/]/ }],
  },
  starts: 'after-first-paint',
  privacy: ['page-views-and-named-events', 'each-with-its-page'],
  create: async (options, context) => (await import('./posthog-analytics-sink.adapter')).startPostHog(options, context),
});
