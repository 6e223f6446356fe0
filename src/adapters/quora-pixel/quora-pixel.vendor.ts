import { eventMapVariable } from '../../platform/event-map-variable';
import { defineVendor } from '../../ports/vendor-descriptor';
import { QUORA_EVENTS } from './qp';

export interface QuoraPixelOptions {
  /** The Quora pixel id from Quora Ads Manager (32 hexadecimal digits): public, it names the pixel. */
  readonly pixelId: string;
  /** The shell's event names to count as one of Quora's events (`Sign Up` → `CompleteRegistration`). */
  readonly events: Readonly<Record<string, string>>;
}

/**
 * Quora's pixel: page views (`ViewContent`) and Quora's own events, for the events named as one or
 * mapped to one. It has no consent call, so it loads only once marketing is granted.
 */
export const quoraPixel = defineVendor({
  id: 'quora-pixel',
  label: 'Quora Pixel',
  port: 'pixel',
  purpose: 'marketing',
  toldConsent:
    'nothing: it has no consent call, so it is only loaded once `marketing` is granted, and a withdrawal once its tag is in the page reloads the page once, keeping the URL and scroll position',
  consentCall: 'none',
  countsPageViews: true,
  variables: (z) => ({
    VITE_QUORA_PIXEL_ID: z
      .string()
      .regex(/^[0-9a-f]{32}$/, 'must be a Quora pixel id: 32 hexadecimal digits, e.g. 0123456789abcdef0123456789abcdef'),
    VITE_QUORA_EVENTS: eventMapVariable(z, {
      pattern: new RegExp(`^(${QUORA_EVENTS.join('|')})$`),
      described: `one of Quora's events (${QUORA_EVENTS.join(', ')})`,
    }),
  }),
  switchedOnBy: 'VITE_QUORA_PIXEL_ID',
  variableDocs: {
    VITE_QUORA_PIXEL_ID:
      'Quora Pixel: the pixel id (32 hexadecimal digits); it has no consent call, so it loads only once marketing is granted.',
    VITE_QUORA_EVENTS:
      'Quora counts only its own events: the events to count as one of them, e.g. "Sign Up=CompleteRegistration,Newsletter=Generic" (an event already named as one needs no entry).',
  },
  options: (env): QuoraPixelOptions | undefined =>
    env.VITE_QUORA_PIXEL_ID ? { pixelId: env.VITE_QUORA_PIXEL_ID, events: env.VITE_QUORA_EVENTS ?? {} } : undefined,
  problems: (env) =>
    env.VITE_QUORA_EVENTS && !env.VITE_QUORA_PIXEL_ID
      ? [{ variable: 'VITE_QUORA_EVENTS', message: 'is set but VITE_QUORA_PIXEL_ID is not, so the Quora Pixel is off' }]
      : [],
  // qevents.js comes from a.quora.com; it reports to q.quora.com by image (its noscript pixel is q.quora.com/_/ad/<id>/pixel).
  origins: () => ({
    scriptSrc: ['https://a.quora.com'],
    imgSrc: ['https://q.quora.com'],
    connectSrc: ['https://q.quora.com'],
  }),
  loading: { kind: 'script', source: 'a.quora.com/qevents.js' },
  starts: 'when-idle',
  // Quora's pixel documentation (Quora Ads help, "About the Quora Pixel") lists no cookie it writes on the
  // advertiser's site: its visitor cookie is Quora's own, on quora.com, which this site can neither see nor clear.
  storage: [],
  privacy: ['page-views-and-counted-conversions', { measuresAdvertisingOn: 'Quora' }],
  create: async (options, context) => (await import('./quora-pixel-sink.adapter')).startQuoraPixel(options, context),
});
