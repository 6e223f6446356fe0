import { defineVendor } from '../../ports/vendor-descriptor';

export interface SnapPixelOptions {
  /** The Snap Pixel id from Snapchat Ads Manager (a UUID): public, it names the pixel events go to. */
  readonly pixelId: string;
}

/** Snapchat's pixel: page views and the same named events. It has no consent call, so it loads only once marketing is granted. */
export const snapPixel = defineVendor({
  id: 'snap-pixel',
  label: 'Snap Pixel',
  port: 'pixel',
  purpose: 'marketing',
  toldConsent:
    'nothing: it has no consent call, so it is only loaded once `marketing` is granted, and a withdrawal once its tag is in the page reloads the page once, keeping the URL and scroll position',
  consentCall: 'none',
  countsPageViews: true,
  variables: (z) => ({
    VITE_SNAP_PIXEL_ID: z
      .string()
      .regex(
        /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
        'must be a Snap Pixel id: a UUID in lower case, e.g. 1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d',
      ),
  }),
  switchedOnBy: 'VITE_SNAP_PIXEL_ID',
  variableDocs: {
    VITE_SNAP_PIXEL_ID: 'Snap Pixel: the pixel id (a UUID); it has no consent call, so it loads only once marketing is granted.',
  },
  options: (env): SnapPixelOptions | undefined => (env.VITE_SNAP_PIXEL_ID ? { pixelId: env.VITE_SNAP_PIXEL_ID } : undefined),
  // scevent.min.js comes from sc-static.net; it reports to tr.snapchat.com by fetch, beacon or image.
  origins: () => ({
    scriptSrc: ['https://sc-static.net'],
    imgSrc: ['https://tr.snapchat.com'],
    connectSrc: ['https://tr.snapchat.com'],
  }),
  loading: { kind: 'script', source: 'sc-static.net/scevent.min.js' },
  starts: 'when-idle',
  // Snap's "Snap Pixel cookies" (Business Help Center): its first-party visitor ids, 13 months.
  storage: [
    { name: '_scid', kind: 'cookie', purpose: 'visitor-id-for-ads', lifetime: { months: 13 } },
    { name: '_scid_r', kind: 'cookie', purpose: 'visitor-id-for-ads', lifetime: { months: 13 } },
    { name: '_sctr', kind: 'cookie', purpose: 'current-visit', lifetime: { months: 13 } },
  ],
  privacy: ['page-views-and-named-events', { measuresAdvertisingOn: 'Snapchat' }],
  create: async (options, context) => (await import('./snap-pixel-sink.adapter')).startSnapPixel(options, context),
});
