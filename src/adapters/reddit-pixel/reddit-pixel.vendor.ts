import { defineVendor } from '../../ports/vendor-descriptor';

export interface RedditPixelOptions {
  /** The Reddit Pixel id from Reddit Ads (`a2_…` or `t2_…`): public, it names the pixel events go to. */
  readonly pixelId: string;
}

/** Reddit's pixel: page views and the same named events. It has no consent call, so it loads only once marketing is granted. */
export const redditPixel = defineVendor({
  id: 'reddit-pixel',
  label: 'Reddit Pixel',
  port: 'pixel',
  purpose: 'marketing',
  toldConsent:
    'nothing: it has no consent call, so it is only loaded once `marketing` is granted, and a withdrawal once its tag is in the page reloads the page once, keeping the URL and scroll position',
  consentCall: 'none',
  countsPageViews: true,
  variables: (z) => ({
    VITE_REDDIT_PIXEL_ID: z
      .string()
      .regex(
        /^(a2|t2)_[a-z0-9]{6,20}$/,
        'must be a Reddit Pixel id: "a2_" or "t2_" then 6 to 20 lower-case letters and digits, e.g. a2_abc123xyz',
      ),
  }),
  switchedOnBy: 'VITE_REDDIT_PIXEL_ID',
  variableDocs: {
    VITE_REDDIT_PIXEL_ID: 'Reddit Pixel: the pixel id (a2_...); it has no consent call, so it loads only once marketing is granted.',
  },
  options: (env): RedditPixelOptions | undefined => (env.VITE_REDDIT_PIXEL_ID ? { pixelId: env.VITE_REDDIT_PIXEL_ID } : undefined),
  // pixel.js comes from www.redditstatic.com; it reads its settings from pixel-config.reddit.com and reports to alb.reddit.com.
  origins: () => ({
    scriptSrc: ['https://www.redditstatic.com'],
    imgSrc: ['https://alb.reddit.com'],
    connectSrc: ['https://alb.reddit.com', 'https://pixel-config.reddit.com'],
  }),
  loading: { kind: 'script', source: 'www.redditstatic.com/ads/pixel.js' },
  starts: 'when-idle',
  // Reddit's "Reddit Pixel and first-party cookies" (Reddit for Business help): its visitor id and the ad click id, 90 days each.
  storage: [
    { name: '_rdt_uuid', kind: 'cookie', purpose: 'visitor-id-for-ads', lifetime: { days: 90 } },
    { name: '_rdt_cid', kind: 'cookie', purpose: { role: 'ad-click', network: 'Reddit' }, lifetime: { days: 90 } },
  ],
  privacy: ['page-views-and-named-events', { measuresAdvertisingOn: 'Reddit' }],
  create: async (options, context) => (await import('./reddit-pixel-sink.adapter')).startRedditPixel(options, context),
});
