import { defineVendor } from '../../ports/vendor-descriptor';

export interface VercelAnalyticsOptions {
  /** Where its script and endpoint are: a path on the site's own origin (`/_vercel/insights`), or an https URL (a proxy). */
  readonly base: string;
}

/** A path on the site (no query, fragment or `//`), or an https URL with no query or fragment; trailing slashes dropped. */
const isBase = (value: string): boolean => {
  if (/^\/(?!\/)[^?#\s]*$/.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !url.search && !url.hash;
  } catch {
    return false;
  }
};

/**
 * Page views and named events to Vercel Web Analytics through its script on the site's own origin
 * (`/_vercel/insights/script.js`, what `@vercel/analytics`'s `inject` adds; no npm dependency), with
 * automatic tracking off so the shell sends each page view itself. It sets no cookie and has no consent
 * call: its script loads only once analytics is granted, and a withdrawal while it is in the page reloads
 * the page once.
 */
export const vercelAnalytics = defineVendor({
  id: 'vercel-analytics',
  label: 'Vercel Web Analytics',
  port: 'analytics',
  purpose: 'analytics',
  toldConsent:
    'nothing: it has no consent call (and sets no cookie), so it is only loaded once `analytics` is granted, and a withdrawal once its script is in the page reloads the page once, keeping the URL and scroll position',
  consentCall: 'none',
  variables: (z) => ({
    VITE_VERCEL_ANALYTICS_BASE: z
      .string()
      .refine(isBase, 'must be /_vercel/insights (Vercel’s path on the site), another path on the site, or the https URL of a proxy')
      .transform((value) => value.replace(/\/+$/, '')),
  }),
  switchedOnBy: 'VITE_VERCEL_ANALYTICS_BASE',
  variableDocs: {
    VITE_VERCEL_ANALYTICS_BASE:
      'Vercel Web Analytics (its script, cookieless; it has no consent call, so it loads only once analytics is granted): /_vercel/insights on a site Vercel serves, or the path or https URL of a proxy.',
  },
  options: (env): VercelAnalyticsOptions | undefined =>
    env.VITE_VERCEL_ANALYTICS_BASE ? { base: env.VITE_VERCEL_ANALYTICS_BASE } : undefined,
  // On the site's own origin ('self' already allows it); a proxy elsewhere is opened for the script and its endpoint.
  origins: ({ base }) => (base.startsWith('/') ? {} : { scriptSrc: [new URL(base).origin], connectSrc: [new URL(base).origin] }),
  // No cookie, nothing kept on the device (Vercel's Web Analytics privacy page: "does not use cookies").
  storage: [],
  loading: { kind: 'script', source: '{base}/script.js, by default /_vercel/insights/script.js on the site' },
  starts: 'after-first-paint',
  privacy: ['page-views-and-named-events', 'without-cookies'],
  create: async (options, context) => (await import('./vercel-analytics-sink.adapter')).startVercelAnalytics(options, context),
});
