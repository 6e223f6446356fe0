import { eventMapVariable } from '../../platform/event-map-variable';
import { defineVendor } from '../../ports/vendor-descriptor';
import { CRITEO_EVENTS } from './criteo-q';

export interface CriteoOneTagOptions {
  /** The Criteo account (partner) id (digits): public, it names the account events go to. */
  readonly account: string;
  /** The shell's event names to count as one of Criteo's OneTag events (`Add To Cart` → `addToCart`). */
  readonly events: Readonly<Record<string, string>>;
}

/**
 * Criteo's OneTag: page views (`viewHome`, `viewPage`) and Criteo's own events, for the events named
 * as one or mapped to one. It has no consent call, so it loads only once marketing is granted.
 */
export const criteoOneTag = defineVendor({
  id: 'criteo-onetag',
  label: 'Criteo OneTag',
  port: 'pixel',
  purpose: 'marketing',
  toldConsent:
    'nothing: it has no consent call, so it is only loaded once `marketing` is granted, and a withdrawal once its tag is in the page reloads the page once, keeping the URL and scroll position',
  consentCall: 'none',
  countsPageViews: true,
  variables: (z) => ({
    VITE_CRITEO_ACCOUNT_ID: z.string().regex(/^\d{2,10}$/, 'must be a Criteo account (partner) id: 2 to 10 digits, e.g. 12345'),
    VITE_CRITEO_EVENTS: eventMapVariable(z, {
      pattern: new RegExp(`^(${CRITEO_EVENTS.join('|')})$`),
      described: `one of Criteo's OneTag events (${CRITEO_EVENTS.join(', ')})`,
    }),
  }),
  switchedOnBy: 'VITE_CRITEO_ACCOUNT_ID',
  variableDocs: {
    VITE_CRITEO_ACCOUNT_ID:
      'Criteo OneTag: the account (partner) id (digits); it has no consent call, so it loads only once marketing is granted.',
    VITE_CRITEO_EVENTS:
      'Criteo counts only its own OneTag events: the events to count as one of them, e.g. "Add To Cart=addToCart,Order=trackTransaction" (an event already named as one needs no entry).',
  },
  options: (env): CriteoOneTagOptions | undefined =>
    env.VITE_CRITEO_ACCOUNT_ID ? { account: env.VITE_CRITEO_ACCOUNT_ID, events: env.VITE_CRITEO_EVENTS ?? {} } : undefined,
  problems: (env) =>
    env.VITE_CRITEO_EVENTS && !env.VITE_CRITEO_ACCOUNT_ID
      ? [{ variable: 'VITE_CRITEO_EVENTS', message: 'is set but VITE_CRITEO_ACCOUNT_ID is not, so Criteo OneTag is off' }]
      : [],
  // ld.js comes from dynamic.criteo.com and loads the tag itself from static.criteo.net; the tag reports its
  // events to sslwidget.criteo.com and matches its visitor at gum.criteo.com, by image or fetch.
  origins: () => ({
    scriptSrc: ['https://dynamic.criteo.com', 'https://static.criteo.net'],
    imgSrc: ['https://sslwidget.criteo.com', 'https://gum.criteo.com'],
    connectSrc: ['https://sslwidget.criteo.com', 'https://gum.criteo.com'],
  }),
  loading: { kind: 'script', source: 'dynamic.criteo.com/js/ld/ld.js' },
  starts: 'when-idle',
  // Criteo's first-party id on the advertiser's site: cto_bundle, a cookie of 13 months (13 × 30 days) and the same
  // value in local storage, as Criteo's own code writes it in its Prebid.js user id module (modules/criteoIdSystem.js,
  // Criteo's vendor id 91), the same user sync OneTag does. OneTag's own loader (ld.js) is not public, and no Criteo
  // page names the keys it writes: that it writes these two is from that module and consent tools' cookie lists.
  storage: [
    { name: 'cto_bundle', kind: 'cookie', purpose: 'visitor-id-for-ads', lifetime: { months: 13 } },
    { name: 'cto_bundle', kind: 'localStorage', purpose: 'visitor-id-for-ads', lifetime: 'until-removed' },
  ],
  privacy: ['page-views-and-counted-conversions', { measuresAdvertisingOn: 'Criteo' }],
  create: async (options, context) => (await import('./criteo-onetag-pixel-sink.adapter')).startCriteoOneTag(options, context),
});
