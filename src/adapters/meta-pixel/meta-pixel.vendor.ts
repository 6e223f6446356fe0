import { defineVendor } from '../../ports/vendor-descriptor';

export interface MetaPixelOptions {
  /** With an id the shell loads Meta's pixel itself; without, events go to a `window.fbq` the page brings (a tag manager's). */
  readonly pixelId: string | undefined;
  /** `VITE_PIXEL_SINK=meta-pixel`: the product says its pages bring a pixel, so the privacy page names it from the start. */
  readonly pagesBringOne?: true;
}

/**
 * SPEC §1, §7: when an advertising pixel is on the page, every named event goes there too. On by
 * default (to a pixel the page brings itself, whenever it is there); `VITE_PIXEL_SINK=memory` turns it off.
 */
export const metaPixel = defineVendor({
  id: 'meta-pixel',
  label: 'Meta pixel',
  port: 'pixel',
  purpose: 'marketing',
  toldConsent: "`fbq('consent', 'grant')` before `init` (and before the first event to a page's own pixel), `revoke` on withdrawal",
  variables: (z) => ({
    VITE_META_PIXEL_ID: z.string().regex(/^\d{5,20}$/, 'must be a Meta pixel id: 5 to 20 digits'),
    VITE_PIXEL_SINK: z.enum(['memory', 'meta-pixel'], { error: 'must be meta-pixel or memory' }),
  }),
  switchedOnBy: 'VITE_META_PIXEL_ID',
  variableDocs: {
    VITE_META_PIXEL_ID:
      'Meta pixel: every named event goes to a window.fbq the page brings itself (a tag manager), whenever it is there, with no variable set. With an id (digits) the shell loads the pixel itself, once the page is idle, and initialises it with that id.',
    VITE_PIXEL_SINK:
      "meta-pixel (default) or memory: memory switches the page's pixel off on purpose (no id then). Set meta-pixel to say the site's pages bring a pixel: the privacy page names it from the start (by default only once a window.fbq is seen on the page).",
  },
  options: (env): MetaPixelOptions | undefined =>
    env.VITE_PIXEL_SINK === 'memory'
      ? undefined
      : {
          pixelId: env.VITE_META_PIXEL_ID,
          ...(env.VITE_PIXEL_SINK === 'meta-pixel' && !env.VITE_META_PIXEL_ID ? { pagesBringOne: true } : {}),
        },
  problems: (env) =>
    env.VITE_PIXEL_SINK === 'memory' && env.VITE_META_PIXEL_ID
      ? [{ variable: 'VITE_PIXEL_SINK', message: 'is "memory" but VITE_META_PIXEL_ID is set: unset one' }]
      : [],
  // fbevents.js comes from connect.facebook.net and reports by image beacon or fetch to www.facebook.com.
  // A pixel the page brings itself comes with the page's own policy.
  origins: ({ pixelId }) =>
    pixelId
      ? {
          scriptSrc: ['https://connect.facebook.net'],
          imgSrc: ['https://www.facebook.com'],
          connectSrc: ['https://connect.facebook.net', 'https://www.facebook.com'],
        }
      : {},
  // Meta's "Cookies used by the Meta Pixel" (first-party cookies, on the site's top domain).
  storage: [
    { name: '_fbp', kind: 'cookie', purpose: 'visitor-id-for-ads', lifetime: { days: 90 } },
    { name: '_fbc', kind: 'cookie', purpose: { role: 'ad-click', network: 'Meta' }, lifetime: { days: 90 } },
  ],
  loading: { kind: 'script', source: 'connect.facebook.net/en_US/fbevents.js, with VITE_META_PIXEL_ID' },
  // Loading Meta's script waits for an idle page; forwarding to the page's own pixel starts at once.
  starts: ({ pixelId }) => (pixelId ? 'when-idle' : 'at-once'),
  // Without an id the pixel may be absent from the page: the in-memory recording still shows every event.
  recordedInMemory: ({ pixelId }) => pixelId === undefined,
  privacy: ['same-named-events', 'measures-advertising'],
  // With no id and no word from the product, the page may have no pixel at all: named once its fbq is seen.
  namedOncePresent: ({ pixelId, pagesBringOne }) => (pixelId || pagesBringOne ? undefined : 'fbq'),
  create: async (options, context) => (await import('./meta-pixel-sink.adapter')).startMetaPixel(options, context),
});
