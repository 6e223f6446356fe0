import { defineVendor } from '../../ports/vendor-descriptor';

export interface MixpanelOptions {
  /** The project token: public, it only lets a browser send events. */
  readonly token: string;
  /** Where events go: Mixpanel's US or EU ingestion, or a first-party proxy; an https URL without a trailing slash. */
  readonly apiHost: string;
}

/** Mixpanel's own default api_host for the browser: its US ingestion. */
const MIXPANEL_US = 'https://api-js.mixpanel.com';

/**
 * Page views and named events to Mixpanel (its core build, from npm). Chosen over Amplitude for its
 * initial bytes: see docs/product/vendors.md, "What each vendor's variables mean".
 */
export const mixpanel = defineVendor({
  id: 'mixpanel',
  label: 'Mixpanel',
  port: 'analytics',
  purpose: 'analytics',
  toldConsent:
    'starts opted out (`opt_out_tracking_by_default`); `opt_in_tracking` while `analytics` is granted, `opt_out_tracking` when it is refused or withdrawn',
  variables: (z) => ({
    VITE_MIXPANEL_TOKEN: z.string().regex(/^[a-f0-9]{32}$/, 'must be a Mixpanel project token: 32 lowercase hexadecimal characters'),
    VITE_MIXPANEL_API_HOST: z
      .url({ protocol: /^https$/, error: 'must be an https URL such as https://api-eu.mixpanel.com or your own proxy', abort: true })
      .refine((value) => !/[?#]/.test(value), 'must have no query or fragment')
      .transform((value) => value.replace(/\/+$/, '')),
  }),
  switchedOnBy: 'VITE_MIXPANEL_TOKEN',
  variableDocs: {
    VITE_MIXPANEL_TOKEN: 'Mixpanel (its core build from npm): the project token (32 hexadecimal characters).',
    VITE_MIXPANEL_API_HOST:
      "Mixpanel's API host, optional: https://api-eu.mixpanel.com for EU data residency, or a first-party proxy. Only with VITE_MIXPANEL_TOKEN.",
  },
  options: (env): MixpanelOptions | undefined =>
    env.VITE_MIXPANEL_TOKEN ? { token: env.VITE_MIXPANEL_TOKEN, apiHost: env.VITE_MIXPANEL_API_HOST ?? MIXPANEL_US } : undefined,
  problems: (env) =>
    env.VITE_MIXPANEL_API_HOST && !env.VITE_MIXPANEL_TOKEN
      ? [{ variable: 'VITE_MIXPANEL_API_HOST', message: 'is set but VITE_MIXPANEL_TOKEN is not, so Mixpanel is off' }]
      : [],
  // Events only: the core build has no recorder or flags, and the adapter turns off everything else.
  origins: ({ apiHost }) => ({ connectSrc: [new URL(apiHost).origin] }),
  loading: {
    kind: 'sdk',
    packages: ['mixpanel-browser'],
    chunks: [{ name: 'sdk-funnels', modules: /[\\/]node_modules[\\/]mixpanel-browser[\\/]/ }],
  },
  starts: 'after-first-paint',
  storage: [
    {
      name: 'mp_<project token>_mixpanel',
      kind: 'localStorage',
      purpose: 'visitor-id-and-event-properties',
      lifetime: 'until-removed',
    },
    { name: '__mp_opt_in_out_<project token>', kind: 'localStorage', purpose: 'tracking-allowed', lifetime: 'until-removed' },
    { name: 'mp_tab_id_*', kind: 'sessionStorage', purpose: 'tab-id', lifetime: 'tab-session' },
    { name: 'mp_gen_new_tab_id_*', kind: 'sessionStorage', purpose: 'tab-id', lifetime: 'tab-session' },
  ],
  privacy: ['page-views-and-named-events', 'each-with-its-page'],
  create: async (options, context) => (await import('./mixpanel-analytics-sink.adapter')).startMixpanel(options, context),
});
