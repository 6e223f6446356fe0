import { defineVendor } from '../../ports/vendor-descriptor';

export interface TikTokPixelOptions {
  /** The pixel id from TikTok Events Manager: public, it names the pixel events go to. */
  readonly pixelId: string;
}

/** TikTok's pixel: the same named events, with TikTok's cookie consent mode following `marketing`. */
export const tiktokPixel = defineVendor({
  id: 'tiktok-pixel',
  label: 'TikTok pixel',
  port: 'pixel',
  purpose: 'marketing',
  toldConsent:
    '`ttq.holdConsent()` before events.js, then `ttq.grantConsent()` or `ttq.revokeConsent()` as marketing stands, on every change',
  // TikTok counts page views through `ttq.page()`; the base code here makes none of its own.
  countsPageViews: true,
  variables: (z) => ({
    VITE_TIKTOK_PIXEL_ID: z
      .string()
      .regex(/^[A-Z0-9]{20}$/, 'must be a TikTok pixel id: 20 capital letters and digits, e.g. C4ABCDEFGH1234567890'),
  }),
  switchedOnBy: 'VITE_TIKTOK_PIXEL_ID',
  variableDocs: {
    VITE_TIKTOK_PIXEL_ID: 'TikTok pixel: the pixel id, 20 capital letters and digits.',
  },
  options: (env): TikTokPixelOptions | undefined => (env.VITE_TIKTOK_PIXEL_ID ? { pixelId: env.VITE_TIKTOK_PIXEL_ID } : undefined),
  // events.js and the scripts it loads come from analytics.tiktok.com, and it reports there by fetch or beacon.
  origins: () => ({
    scriptSrc: ['https://analytics.tiktok.com'],
    imgSrc: ['https://analytics.tiktok.com'],
    connectSrc: ['https://analytics.tiktok.com'],
  }),
  loading: { kind: 'script', source: 'analytics.tiktok.com/i18n/pixel/events.js?sdkid={id}' },
  starts: 'when-idle',
  storage: [
    { name: '_ttp', kind: 'cookie', purpose: 'visitor-id-for-ads', lifetime: { months: 13 } },
    { name: 'ttcsid', kind: 'cookie', purpose: 'current-visit', lifetime: { minutes: 30 } },
    { name: 'ttcsid_<pixel id>', kind: 'cookie', purpose: 'current-visit', lifetime: { minutes: 30 } },
    { name: '_tt_enable_cookie', kind: 'cookie', purpose: 'cookies-allowed', lifetime: { months: 13 } },
  ],
  privacy: ['same-named-events', { measuresAdvertisingOn: 'TikTok' }],
  create: async (options, context) => (await import('./tiktok-pixel-sink.adapter')).startTikTokPixel(options, context),
});
