import { eventMapVariable } from '../../platform/event-map-variable';
import { defineVendor } from '../../ports/vendor-descriptor';

export interface LinkedInInsightOptions {
  /** The Insight Tag's partner id, digits: public, it names the ad account. */
  readonly partnerId: string;
  /** The shell's event names that are LinkedIn conversions, each with its conversion id. */
  readonly conversions: Readonly<Record<string, string>>;
}

/**
 * LinkedIn's Insight Tag: page views (the tag counts them itself) and conversions for the events
 * mapped to a conversion id. It has no consent call, so it loads only once marketing is granted.
 */
export const linkedinInsight = defineVendor({
  id: 'linkedin-insight',
  label: 'LinkedIn Insight Tag',
  port: 'pixel',
  purpose: 'marketing',
  toldConsent:
    'nothing: it has no consent call, so it is only loaded once `marketing` is granted, and a withdrawal once its tag is in the page reloads the page once, keeping the URL and scroll position',
  consentCall: 'none',
  // No `countsPageViews`: insight.min.js counts the page it loads on itself, and the tag has no page-view call to send one with.
  variables: (z) => ({
    VITE_LINKEDIN_PARTNER_ID: z.string().regex(/^\d{4,12}$/, 'must be a LinkedIn Insight Tag partner id: 4 to 12 digits'),
    VITE_LINKEDIN_CONVERSIONS: eventMapVariable(z, { pattern: /^\d{4,12}$/, described: 'conversion id (4 to 12 digits, e.g. 12345678)' }),
  }),
  switchedOnBy: 'VITE_LINKEDIN_PARTNER_ID',
  variableDocs: {
    VITE_LINKEDIN_PARTNER_ID:
      'LinkedIn Insight Tag: the partner id (digits); it has no consent call, so it loads only once marketing is granted.',
    VITE_LINKEDIN_CONVERSIONS:
      'LinkedIn takes conversions only: the events that are conversions, with their conversion ids, e.g. "Sign Up=12345678,Purchase=87654321".',
  },
  options: (env): LinkedInInsightOptions | undefined =>
    env.VITE_LINKEDIN_PARTNER_ID
      ? { partnerId: env.VITE_LINKEDIN_PARTNER_ID, conversions: env.VITE_LINKEDIN_CONVERSIONS ?? {} }
      : undefined,
  problems: (env) =>
    env.VITE_LINKEDIN_CONVERSIONS && !env.VITE_LINKEDIN_PARTNER_ID
      ? [{ variable: 'VITE_LINKEDIN_CONVERSIONS', message: 'is set but VITE_LINKEDIN_PARTNER_ID is not, so LinkedIn is off' }]
      : [],
  // The hosts the Insight Tag uses: its script from snap.licdn.com, its page views and conversions by
  // image or fetch to px.ads.linkedin.com, and www.linkedin.com for its cookie sync.
  origins: () => ({
    scriptSrc: ['https://snap.licdn.com'],
    imgSrc: ['https://px.ads.linkedin.com', 'https://www.linkedin.com'],
    connectSrc: ['https://px.ads.linkedin.com', 'https://www.linkedin.com'],
  }),
  loading: { kind: 'script', source: 'snap.licdn.com/li.lms-analytics/insight.min.js' },
  starts: 'when-idle',
  storage: [
    { name: 'li_fat_id', kind: 'cookie', purpose: { role: 'ad-click', network: 'LinkedIn' }, lifetime: { days: 30 } },
    { name: 'li_giant', kind: 'cookie', purpose: 'visitor-id-for-ads', lifetime: { days: 7 } },
    { name: 'oribi_user_guid', kind: 'cookie', purpose: 'visitor-id-for-ads', lifetime: { years: 1 } },
    { name: 'oribili_user_guid', kind: 'cookie', purpose: 'visitor-id-for-ads', lifetime: { years: 1 } },
  ],
  privacy: ['page-views-and-counted-conversions', { measuresAdvertisingOn: 'LinkedIn' }],
  create: async (options, context) => (await import('./linkedin-insight-pixel-sink.adapter')).startLinkedInInsight(options, context),
});
