import { defineVendor } from '../../ports/vendor-descriptor';

export interface OutbrainPixelOptions {
  /** The Outbrain marketer id (hexadecimal) from Amplify: public, it names the account conversions go to. */
  readonly marketerId: string;
}

/** Outbrain's pixel: page views and the same named events. It has no consent call, so it loads only once marketing is granted. */
export const outbrainPixel = defineVendor({
  id: 'outbrain-pixel',
  label: 'Outbrain Pixel',
  port: 'pixel',
  purpose: 'marketing',
  toldConsent:
    'nothing: it has no consent call, so it is only loaded once `marketing` is granted, and a withdrawal once its tag is in the page reloads the page once, keeping the URL and scroll position',
  consentCall: 'none',
  countsPageViews: true,
  variables: (z) => ({
    VITE_OUTBRAIN_MARKETER_ID: z
      .string()
      .regex(
        /^[0-9a-f]{20,40}$/,
        'must be an Outbrain marketer id: 20 to 40 lower-case hexadecimal characters, e.g. 00bfab0c4ef685500d32bd9ae3f1d27ab2',
      ),
  }),
  switchedOnBy: 'VITE_OUTBRAIN_MARKETER_ID',
  variableDocs: {
    VITE_OUTBRAIN_MARKETER_ID:
      'Outbrain Pixel: the marketer id (hexadecimal, from Amplify); it has no consent call, so it loads only once marketing is granted.',
  },
  options: (env): OutbrainPixelOptions | undefined =>
    env.VITE_OUTBRAIN_MARKETER_ID ? { marketerId: env.VITE_OUTBRAIN_MARKETER_ID } : undefined,
  // obtp.js comes from amplify.outbrain.com; it reports to tr.outbrain.com by image or fetch.
  origins: () => ({
    scriptSrc: ['https://amplify.outbrain.com'],
    imgSrc: ['https://tr.outbrain.com'],
    connectSrc: ['https://tr.outbrain.com'],
  }),
  loading: { kind: 'script', source: 'amplify.outbrain.com/cp/obtp.js' },
  starts: 'when-idle',
  // Outbrain's own policies (Privacy Policy, its cookie table at outbrain.com/privacy/cookies) name only its cookies on
  // outbrain.com (obuid, 3 months), which this site can neither see nor clear. Its click id on the advertiser's site,
  // for attribution where third-party cookies are blocked, is from the Open Cookie Database, not an Outbrain page or code.
  storage: [
    { name: 'dicbo_id', kind: 'cookie', purpose: { role: 'ad-click', network: 'Outbrain' }, lifetime: { days: 1 } },
    { name: 'outbrain_dicbo_id', kind: 'cookie', purpose: { role: 'ad-click', network: 'Outbrain' }, lifetime: { days: 1 } },
  ],
  privacy: ['page-views-and-named-events', { measuresAdvertisingOn: 'Outbrain' }],
  create: async (options, context) => (await import('./outbrain-pixel-sink.adapter')).startOutbrainPixel(options, context),
});
