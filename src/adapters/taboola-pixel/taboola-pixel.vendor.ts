import { defineVendor } from '../../ports/vendor-descriptor';

export interface TaboolaPixelOptions {
  /** The Taboola account id (digits): public, it names the account events go to. */
  readonly account: string;
}

/** Taboola's pixel: page views and the same named events. It has no consent call, so it loads only once marketing is granted. */
export const taboolaPixel = defineVendor({
  id: 'taboola-pixel',
  label: 'Taboola Pixel',
  port: 'pixel',
  purpose: 'marketing',
  toldConsent:
    'nothing: it has no consent call, so it is only loaded once `marketing` is granted, and a withdrawal once its tag is in the page reloads the page once, keeping the URL and scroll position',
  consentCall: 'none',
  countsPageViews: true,
  variables: (z) => ({
    VITE_TABOOLA_ACCOUNT_ID: z.string().regex(/^\d{4,10}$/, 'must be a Taboola account id: 4 to 10 digits, e.g. 1234567'),
  }),
  switchedOnBy: 'VITE_TABOOLA_ACCOUNT_ID',
  variableDocs: {
    VITE_TABOOLA_ACCOUNT_ID: 'Taboola Pixel: the account id (digits); it has no consent call, so it loads only once marketing is granted.',
  },
  options: (env): TaboolaPixelOptions | undefined => (env.VITE_TABOOLA_ACCOUNT_ID ? { account: env.VITE_TABOOLA_ACCOUNT_ID } : undefined),
  // tfa.js comes from cdn.taboola.com; it reports to trc.taboola.com (its noscript pixel is trc.taboola.com/<id>/log/3/unip).
  origins: () => ({
    scriptSrc: ['https://cdn.taboola.com'],
    imgSrc: ['https://trc.taboola.com'],
    connectSrc: ['https://trc.taboola.com'],
  }),
  loading: { kind: 'script', source: 'cdn.taboola.com/libtrc/unip/<account>/tfa.js' },
  starts: 'when-idle',
  // Taboola's Cookie Policy, "Taboola Advertiser (Pixel)", full JavaScript implementation: what it writes on the
  // advertiser's domain (its other cookies are on taboola.com, which this site can neither see nor clear).
  storage: [
    { name: 't_pt_gid', kind: 'cookie', purpose: 'visitor-id-for-ads', lifetime: { years: 1 } },
    { name: 'taboola global:user-id', kind: 'localStorage', purpose: 'visitor-id-for-ads', lifetime: 'until-removed' },
    { name: 'taboola global:tblci', kind: 'localStorage', purpose: { role: 'ad-click', network: 'Taboola' }, lifetime: 'until-removed' },
    { name: 'taboola global:last-external-referrer', kind: 'localStorage', purpose: 'referring-site', lifetime: 'until-removed' },
    { name: 'taboola global:local-storage-keys', kind: 'localStorage', purpose: 'own-keys-index', lifetime: 'until-removed' },
  ],
  privacy: ['page-views-and-named-events', { measuresAdvertisingOn: 'Taboola' }],
  create: async (options, context) => (await import('./taboola-pixel-sink.adapter')).startTaboolaPixel(options, context),
});
