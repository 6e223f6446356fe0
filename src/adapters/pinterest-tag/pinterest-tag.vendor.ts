import { defineVendor } from '../../ports/vendor-descriptor';

export interface PinterestTagOptions {
  /** The Pinterest tag id from Ads Manager (digits): public, it names the tag events go to. */
  readonly tagId: string;
}

/** Pinterest's tag: page views and the same named events. It has no consent call, so it loads only once marketing is granted. */
export const pinterestTag = defineVendor({
  id: 'pinterest-tag',
  label: 'Pinterest Tag',
  port: 'pixel',
  purpose: 'marketing',
  toldConsent:
    'nothing: it has no consent call, so it is only loaded once `marketing` is granted, and a withdrawal once its tag is in the page reloads the page once, keeping the URL and scroll position',
  consentCall: 'none',
  countsPageViews: true,
  variables: (z) => ({
    VITE_PINTEREST_TAG_ID: z.string().regex(/^\d{10,16}$/, 'must be a Pinterest tag id: 10 to 16 digits, e.g. 2612345678901'),
  }),
  switchedOnBy: 'VITE_PINTEREST_TAG_ID',
  variableDocs: {
    VITE_PINTEREST_TAG_ID: 'Pinterest Tag: the tag id (digits); it has no consent call, so it loads only once marketing is granted.',
  },
  options: (env): PinterestTagOptions | undefined => (env.VITE_PINTEREST_TAG_ID ? { tagId: env.VITE_PINTEREST_TAG_ID } : undefined),
  // core.js and the scripts it loads come from s.pinimg.com; it reports to ct.pinterest.com by image or fetch.
  origins: () => ({
    scriptSrc: ['https://s.pinimg.com'],
    imgSrc: ['https://ct.pinterest.com'],
    connectSrc: ['https://ct.pinterest.com'],
  }),
  loading: { kind: 'script', source: 's.pinimg.com/ct/core.js' },
  starts: 'when-idle',
  // Pinterest's "Cookies we use" (its first-party cookies on the advertiser's site, each a year).
  storage: [
    { name: '_pin_unauth', kind: 'cookie', purpose: 'visitor-id-for-ads', lifetime: { years: 1 } },
    { name: '_epik', kind: 'cookie', purpose: { role: 'ad-click', network: 'Pinterest' }, lifetime: { years: 1 } },
    { name: '_derived_epik', kind: 'cookie', purpose: 'visitor-id-for-ads', lifetime: { years: 1 } },
  ],
  privacy: ['page-views-and-named-events', { measuresAdvertisingOn: 'Pinterest' }],
  create: async (options, context) => (await import('./pinterest-tag-pixel-sink.adapter')).startPinterestTag(options, context),
});
