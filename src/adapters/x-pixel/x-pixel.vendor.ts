import { eventMapVariable } from '../../platform/event-map-variable';
import { defineVendor } from '../../ports/vendor-descriptor';

export interface XPixelOptions {
  /** The X Pixel id from X Ads (5 letters and digits): public, it names the pixel. */
  readonly pixelId: string;
  /** The shell's event names that are X conversion events, each with its event id (`tw-<pixel id>-<event>`). */
  readonly events: Readonly<Record<string, string>>;
}

/**
 * X's (Twitter's) pixel: the page it loads on (its `config` counts it) and conversion events for the
 * events mapped to an event id. It has no consent call, so it loads only once marketing is granted.
 */
export const xPixel = defineVendor({
  id: 'x-pixel',
  label: 'X Pixel',
  port: 'pixel',
  purpose: 'marketing',
  toldConsent:
    'nothing: it has no consent call, so it is only loaded once `marketing` is granted, and a withdrawal once its tag is in the page reloads the page once, keeping the URL and scroll position',
  consentCall: 'none',
  // No `countsPageViews`: `twq('config', id)` counts the page it loads on, and the pixel has no page-view call of its own.
  variables: (z) => ({
    VITE_X_PIXEL_ID: z.string().regex(/^[a-z0-9]{5}$/, 'must be an X Pixel id: 5 lower-case letters and digits, e.g. o1a2b'),
    VITE_X_EVENTS: eventMapVariable(z, { pattern: /^tw-[a-z0-9]{5}-[a-z0-9]{5}$/, described: 'event id (e.g. tw-o1a2b-o1c3d)' }),
  }),
  switchedOnBy: 'VITE_X_PIXEL_ID',
  variableDocs: {
    VITE_X_PIXEL_ID:
      'X (Twitter) Pixel: the pixel id (5 letters and digits); it has no consent call, so it loads only once marketing is granted.',
    VITE_X_EVENTS: 'X takes conversion events only: the events that are conversions, with their event ids, e.g. "Sign Up=tw-o1a2b-o1c3d".',
  },
  options: (env): XPixelOptions | undefined =>
    env.VITE_X_PIXEL_ID ? { pixelId: env.VITE_X_PIXEL_ID, events: env.VITE_X_EVENTS ?? {} } : undefined,
  problems: (env) =>
    env.VITE_X_EVENTS && !env.VITE_X_PIXEL_ID
      ? [{ variable: 'VITE_X_EVENTS', message: 'is set but VITE_X_PIXEL_ID is not, so the X Pixel is off' }]
      : [],
  // uwt.js comes from static.ads-twitter.com; it reports to analytics.twitter.com and t.co by image or fetch.
  origins: () => ({
    scriptSrc: ['https://static.ads-twitter.com'],
    imgSrc: ['https://analytics.twitter.com', 'https://t.co'],
    connectSrc: ['https://analytics.twitter.com', 'https://static.ads-twitter.com'],
  }),
  loading: { kind: 'script', source: 'static.ads-twitter.com/uwt.js' },
  starts: 'when-idle',
  // X's "Conversion tracking for websites" (X Business help): the first-party click id it sets on the site.
  storage: [{ name: '_twclid', kind: 'cookie', purpose: { role: 'ad-click', network: 'X' }, lifetime: { days: 30 } }],
  privacy: ['page-views-and-counted-conversions', { measuresAdvertisingOn: 'X' }],
  create: async (options, context) => (await import('./x-pixel-sink.adapter')).startXPixel(options, context),
});
