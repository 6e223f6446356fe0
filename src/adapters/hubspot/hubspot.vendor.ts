import { eventMapVariable } from '../../platform/event-map-variable';
import { defineVendor } from '../../ports/vendor-descriptor';

export interface HubSpotOptions {
  /** The HubSpot account's hub id (digits): public, it names the account the tracking code reports to. */
  readonly hubId: string;
  /** The shell's event names that are HubSpot custom behavioral events, each with its internal name (`pe<hub id>_<name>`). */
  readonly events: Readonly<Record<string, string>>;
}

const HUB_ID = /^\d{4,10}$/;
const INTERNAL_NAME = /^pe(\d{4,10})_[a-z0-9_]+$/;

/**
 * HubSpot's tracking code: the page it loads on (it counts that one itself), later page views, and
 * custom behavioral events for the events mapped to an internal name. It is given no consent call,
 * so it loads only once marketing is granted; HubSpot's own banner is switched off.
 */
export const hubspot = defineVendor({
  id: 'hubspot',
  label: 'HubSpot',
  port: 'pixel',
  purpose: 'marketing',
  toldConsent:
    'nothing: no consent call is used, so it is only loaded once `marketing` is granted, and a withdrawal once its tracking code is in the page reloads the page once, keeping the URL and scroll position; its own banner is switched off (`disableHubSpotCookieBanner`)',
  consentCall: 'none',
  countsPageViews: true,
  variables: (z) => ({
    VITE_HUBSPOT_HUB_ID: z.string().regex(HUB_ID, 'must be a HubSpot hub id: 4 to 10 digits, e.g. 12345678'),
    VITE_HUBSPOT_EVENTS: eventMapVariable(z, {
      pattern: INTERNAL_NAME,
      described: 'internal name (e.g. pe12345678_sign_up)',
    }),
  }),
  switchedOnBy: 'VITE_HUBSPOT_HUB_ID',
  variableDocs: {
    VITE_HUBSPOT_HUB_ID: 'HubSpot tracking code: the hub id (digits); no consent call is used, so it loads only once marketing is granted.',
    VITE_HUBSPOT_EVENTS:
      'HubSpot takes custom behavioral events by internal name (Marketing Hub Enterprise): the events to send, with theirs, e.g. "Sign Up=pe12345678_sign_up".',
  },
  options: (env): HubSpotOptions | undefined =>
    env.VITE_HUBSPOT_HUB_ID ? { hubId: env.VITE_HUBSPOT_HUB_ID, events: env.VITE_HUBSPOT_EVENTS ?? {} } : undefined,
  problems: (env) => {
    if (env.VITE_HUBSPOT_EVENTS && !env.VITE_HUBSPOT_HUB_ID)
      return [{ variable: 'VITE_HUBSPOT_EVENTS', message: 'is set but VITE_HUBSPOT_HUB_ID is not, so HubSpot is off' }];
    const otherHub = Object.values(env.VITE_HUBSPOT_EVENTS ?? {}).filter(
      (name) => INTERNAL_NAME.exec(name)?.[1] !== env.VITE_HUBSPOT_HUB_ID,
    );
    return otherHub.length > 0 && env.VITE_HUBSPOT_HUB_ID
      ? [
          {
            variable: 'VITE_HUBSPOT_EVENTS',
            message: `names events of another hub than ${env.VITE_HUBSPOT_HUB_ID}: ${otherHub.join(', ')}`,
          },
        ]
      : [];
  },
  // The loader comes from js.hs-scripts.com and loads the analytics code (js.hs-analytics.net), the banner code
  // (js.hs-banner.com, kept from showing), collected forms (js.hscollectedforms.net) and the ads pixel
  // (js.hsadspixel.net); page views and events go to track.hubspot.com by image, collected forms' settings by fetch.
  origins: () => ({
    scriptSrc: [
      'https://js.hs-scripts.com',
      'https://js.hs-analytics.net',
      'https://js.hs-banner.com',
      'https://js.hscollectedforms.net',
      'https://js.hsadspixel.net',
    ],
    imgSrc: ['https://track.hubspot.com'],
    connectSrc: ['https://track.hubspot.com', 'https://forms.hscollectedforms.net'],
  }),
  loading: { kind: 'script', source: 'js.hs-scripts.com/<hub id>.js' },
  starts: 'when-idle',
  // HubSpot's "Cookies set in a visitor's browser" (knowledge.hubspot.com), its tracking cookies: __hstc and
  // hubspotutk 6 months (its current figure; older versions of the page gave 13 months, and 2 years before that),
  // __hssc 30 minutes, __hssrc the browser session.
  storage: [
    { name: '__hstc', kind: 'cookie', purpose: 'visitor-id-and-session', lifetime: { months: 6 } },
    { name: 'hubspotutk', kind: 'cookie', purpose: 'visitor-id', lifetime: { months: 6 } },
    { name: '__hssc', kind: 'cookie', purpose: 'current-visit', lifetime: { minutes: 30 } },
    { name: '__hssrc', kind: 'cookie', purpose: 'current-visit', lifetime: 'at-most-session' },
  ],
  privacy: ['page-views-and-named-events', 'each-with-its-page'],
  create: async (options, context) => (await import('./hubspot-pixel-sink.adapter')).startHubSpot(options, context),
});
