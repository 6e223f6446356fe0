import { defineVendor } from '../../ports/vendor-descriptor';

export interface PlausibleOptions {
  /** The site as registered in Plausible: "example.com". */
  readonly domain: string;
  /** Where events go: Plausible's cloud, a self-hosted instance or a first-party proxy; an origin. */
  readonly apiHost: string;
}

const PLAUSIBLE_CLOUD = 'https://plausible.io';

/**
 * Page views and named events to Plausible through its Events API: no SDK and no script, one
 * fetch per call, so the descriptor says it loads nothing. The worked example of a fetch-only
 * vendor in docs/adding-an-adapter.md.
 */
export const plausible = defineVendor({
  id: 'plausible',
  label: 'Plausible',
  port: 'analytics',
  purpose: 'analytics',
  // Each call's promise settles on Plausible's answer (the adapter rejects a refusal): the inspector says "sent" only then.
  confirmsDelivery: true,
  variables: (z) => ({
    VITE_PLAUSIBLE_DOMAIN: z
      .string()
      .regex(
        /^(?=.{1,253}$)[a-z0-9-]+(\.[a-z0-9-]+)+$/,
        'must be the site domain as registered in Plausible: lowercase letters, digits and "-", with at least one ".", e.g. example.com',
      ),
    VITE_PLAUSIBLE_HOST: z
      .url({ protocol: /^https$/, error: 'must be an https origin such as https://plausible.io or your own proxy', abort: true })
      .refine((value) => new URL(value).pathname === '/' && !new URL(value).search, 'must be an origin, with no path or query')
      .transform((value) => new URL(value).origin),
  }),
  switchedOnBy: 'VITE_PLAUSIBLE_DOMAIN',
  variableDocs: {
    VITE_PLAUSIBLE_DOMAIN: 'Plausible analytics (fetch only, no script): the site domain as registered in Plausible.',
    VITE_PLAUSIBLE_HOST:
      "Where Plausible's events go, an https origin: https://plausible.io by default, or your instance or proxy. Only with VITE_PLAUSIBLE_DOMAIN.",
  },
  options: (env): PlausibleOptions | undefined =>
    env.VITE_PLAUSIBLE_DOMAIN ? { domain: env.VITE_PLAUSIBLE_DOMAIN, apiHost: env.VITE_PLAUSIBLE_HOST ?? PLAUSIBLE_CLOUD } : undefined,
  problems: (env) =>
    env.VITE_PLAUSIBLE_HOST && !env.VITE_PLAUSIBLE_DOMAIN
      ? [{ variable: 'VITE_PLAUSIBLE_HOST', message: 'is set but VITE_PLAUSIBLE_DOMAIN is not, so Plausible is off' }]
      : [],
  origins: ({ apiHost }) => ({ connectSrc: [apiHost] }),
  // Plausible's Events API sets nothing on the device ("no cookies, no persistent identifiers").
  storage: [],
  loading: { kind: 'nothing' },
  starts: 'at-once',
  privacy: ['page-views-and-named-events', 'without-cookies'],
  consentCall: 'none',
  create: async (options) => new (await import('./plausible-analytics-sink.adapter')).PlausibleAnalyticsSink(options),
});
