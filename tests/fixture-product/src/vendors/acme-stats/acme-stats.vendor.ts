import { defineVendor } from 'shellkit/vendors';

export interface AcmeStatsOptions {
  /** The site's id at Acme Stats. */
  readonly site: string;
  /** Where its events go: an http(s) origin. */
  readonly endpoint: string;
}

const ACME_STATS_CLOUD = 'https://stats.acme.example';

/**
 * The test product's own vendor (issue 31 §4): a fetch-only analytics service the shell does not know, written as a
 * product writes one, with `defineVendor` from `shellkit/vendors`, and listed in the product's src/vendors.ts. The
 * shell's tests switch it on to prove a product's vendor gets the config, the CSP, the privacy page and the pipeline
 * a built-in one gets (tests/e2e/vendors/product-vendor.spec.ts).
 */
export const acmeStats = defineVendor({
  id: 'acme-stats',
  label: 'Acme Stats',
  port: 'analytics',
  purpose: 'analytics',
  confirmsDelivery: true,
  variables: (z) => ({
    VITE_ACME_STATS_SITE: z
      .string()
      .regex(/^[a-z0-9-]{3,40}$/, 'must be the site id Acme Stats gave: 3 to 40 lowercase letters, digits or "-"'),
    VITE_ACME_STATS_ENDPOINT: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) origin such as https://stats.acme.example', abort: true })
      .refine((value) => new URL(value).pathname === '/' && !new URL(value).search, 'must be an origin, with no path or query')
      .transform((value) => new URL(value).origin),
  }),
  switchedOnBy: 'VITE_ACME_STATS_SITE',
  variableDocs: {
    VITE_ACME_STATS_SITE: 'Acme Stats analytics (fetch only): the site id.',
    VITE_ACME_STATS_ENDPOINT: 'Where Acme Stats events go, an http(s) origin: https://stats.acme.example by default.',
  },
  options: (env): AcmeStatsOptions | undefined =>
    env.VITE_ACME_STATS_SITE ? { site: env.VITE_ACME_STATS_SITE, endpoint: env.VITE_ACME_STATS_ENDPOINT ?? ACME_STATS_CLOUD } : undefined,
  problems: (env) =>
    env.VITE_ACME_STATS_ENDPOINT && !env.VITE_ACME_STATS_SITE
      ? [{ variable: 'VITE_ACME_STATS_ENDPOINT', message: 'is set but VITE_ACME_STATS_SITE is not, so Acme Stats is off' }]
      : [],
  origins: ({ endpoint }) => ({ connectSrc: [endpoint] }),
  storage: [],
  loading: { kind: 'nothing' },
  starts: 'at-once',
  privacy: ['page-views-and-named-events', 'without-cookies'],
  consentCall: 'none',
  toldConsent:
    'nothing: it has no consent call of its own; the shell holds its calls until analytics is granted and drops them on a refusal',
  create: async (options) => new (await import('./acme-stats.adapter')).AcmeStatsSink(options),
});
