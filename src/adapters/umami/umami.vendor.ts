import { defineVendor } from '../../ports/vendor-descriptor';

export interface UmamiOptions {
  /** The website's id in Umami, a UUID: public, it is in every page's tag. */
  readonly websiteId: string;
  /** Umami Cloud, a self-hosted instance or a first-party proxy: its script and its `/api/send` are here. */
  readonly hostUrl: string;
}

const UMAMI_CLOUD = 'https://cloud.umami.is';

/**
 * Page views and named events to Umami through its own tracker script (`{host}/script.js`), with
 * automatic tracking off so the shell sends each page view and event itself. Umami sets no cookie
 * and has no consent call, so, like Plausible, the shell's pipeline alone decides: its script loads
 * only once analytics is granted.
 */
export const umami = defineVendor({
  id: 'umami',
  label: 'Umami',
  port: 'analytics',
  purpose: 'analytics',
  variables: (z) => ({
    VITE_UMAMI_WEBSITE_ID: z.uuid({ error: 'must be the website id Umami shows under Settings → Websites, a UUID' }),
    VITE_UMAMI_HOST_URL: z
      .url({ protocol: /^https$/, error: 'must be an https URL such as https://cloud.umami.is, your own instance or a proxy', abort: true })
      .refine((value) => !new URL(value).search && !new URL(value).hash, 'must have no query or fragment')
      .transform((value) => value.replace(/\/+$/, '')),
  }),
  switchedOnBy: 'VITE_UMAMI_WEBSITE_ID',
  variableDocs: {
    VITE_UMAMI_WEBSITE_ID: 'Umami analytics (its tracker script, cookieless): the website id, a UUID.',
    VITE_UMAMI_HOST_URL:
      "Umami's host, an https URL whose /script.js and /api/send it uses: https://cloud.umami.is by default, or your instance or proxy. Only with VITE_UMAMI_WEBSITE_ID.",
  },
  options: (env): UmamiOptions | undefined =>
    env.VITE_UMAMI_WEBSITE_ID ? { websiteId: env.VITE_UMAMI_WEBSITE_ID, hostUrl: env.VITE_UMAMI_HOST_URL ?? UMAMI_CLOUD } : undefined,
  problems: (env) =>
    env.VITE_UMAMI_HOST_URL && !env.VITE_UMAMI_WEBSITE_ID
      ? [{ variable: 'VITE_UMAMI_HOST_URL', message: 'is set but VITE_UMAMI_WEBSITE_ID is not, so Umami is off' }]
      : [],
  // Its tracker comes from the host, and sends every call there with fetch (POST {host}/api/send).
  origins: ({ hostUrl }) => ({ scriptSrc: [new URL(hostUrl).origin], connectSrc: [new URL(hostUrl).origin] }),
  // Umami's tracker sets no cookie and keeps no identifier on the device ("no cookies", umami.is/docs).
  storage: [],
  loading: { kind: 'script', source: '{host}/script.js, by default cloud.umami.is/script.js' },
  starts: 'after-first-paint',
  privacy: ['page-views-and-named-events', 'without-cookies'],
  consentCall: 'none',
  create: async (options, context) => (await import('./umami-analytics-sink.adapter')).startUmami(options, context),
});
