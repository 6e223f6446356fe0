import { eventMapVariable } from '../../platform/event-map-variable';
import { defineVendor } from '../../ports/vendor-descriptor';

/** The HubSpot data centre an account is in, by HubSpot's own name for it (its "hublet", `data-hsjs-hublet`). */
export type HubSpotRegion = 'na1' | 'eu1';

export interface HubSpotOptions {
  /** The HubSpot account's hub id (digits): public, it names the account the tracking code reports to. */
  readonly hubId: string;
  /** The shell's event names that are HubSpot custom behavioral events, each with its internal name (`pe<hub id>_<name>`). */
  readonly events: Readonly<Record<string, string>>;
  /** The account's data centre: its tracking code loads from, and reports to, that one's hosts only. */
  readonly region: HubSpotRegion;
}

/**
 * Each data centre's hosts. The loader is the one in the account's embed code (`js.hs-scripts.com/<hub id>.js`,
 * `js-eu1.hs-scripts.com/<hub id>.js` for an EU1 account); it pulls the analytics code, the banner code (kept from
 * showing), collected forms and the ads pixel from the same data centre's hosts, sends page views and events to
 * its track host by image, and fetches collected forms' settings from its forms host. No HubSpot page lists the
 * EU1 hosts: they are the US ones' names with `-eu1`, as EU1 sites' own CSPs and captured requests show them.
 */
export const HUBSPOT_HOSTS: Readonly<
  Record<HubSpotRegion, { readonly loader: string; readonly scripts: readonly string[]; readonly track: string; readonly forms: string }>
> = {
  na1: {
    loader: 'https://js.hs-scripts.com',
    scripts: ['https://js.hs-analytics.net', 'https://js.hs-banner.com', 'https://js.hscollectedforms.net', 'https://js.hsadspixel.net'],
    track: 'https://track.hubspot.com',
    forms: 'https://forms.hscollectedforms.net',
  },
  eu1: {
    loader: 'https://js-eu1.hs-scripts.com',
    scripts: [
      'https://js-eu1.hs-analytics.net',
      'https://js-eu1.hs-banner.com',
      'https://js-eu1.hscollectedforms.net',
      'https://js-eu1.hsadspixel.net',
    ],
    track: 'https://track-eu1.hubspot.com',
    forms: 'https://forms-eu1.hscollectedforms.net',
  },
};

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
    VITE_HUBSPOT_REGION: z.enum(['na1', 'eu1'], {
      error: 'must be na1 or eu1, the HubSpot data centre of the account (eu1 when its embed code loads js-eu1.hs-scripts.com)',
    }),
  }),
  switchedOnBy: 'VITE_HUBSPOT_HUB_ID',
  variableDocs: {
    VITE_HUBSPOT_HUB_ID: 'HubSpot tracking code: the hub id (digits); no consent call is used, so it loads only once marketing is granted.',
    VITE_HUBSPOT_EVENTS:
      'HubSpot takes custom behavioral events by internal name (Marketing Hub Enterprise): the events to send, with theirs, e.g. "Sign Up=pe12345678_sign_up".',
    VITE_HUBSPOT_REGION:
      'HubSpot’s data centre for the account, optional: na1 (the default) or eu1, when its embed code loads js-eu1.hs-scripts.com. Only with VITE_HUBSPOT_HUB_ID.',
  },
  options: (env): HubSpotOptions | undefined =>
    env.VITE_HUBSPOT_HUB_ID
      ? { hubId: env.VITE_HUBSPOT_HUB_ID, events: env.VITE_HUBSPOT_EVENTS ?? {}, region: env.VITE_HUBSPOT_REGION ?? 'na1' }
      : undefined,
  problems: (env) => {
    const withoutHub = (['VITE_HUBSPOT_EVENTS', 'VITE_HUBSPOT_REGION'] as const).filter((name) => env[name] && !env.VITE_HUBSPOT_HUB_ID);
    if (withoutHub.length > 0)
      return withoutHub.map((variable) => ({ variable, message: 'is set but VITE_HUBSPOT_HUB_ID is not, so HubSpot is off' }));
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
  // The account's data centre's hosts (HUBSPOT_HOSTS), no other's.
  origins: ({ region }) => ({
    scriptSrc: [HUBSPOT_HOSTS[region].loader, ...HUBSPOT_HOSTS[region].scripts],
    imgSrc: [HUBSPOT_HOSTS[region].track],
    connectSrc: [HUBSPOT_HOSTS[region].track, HUBSPOT_HOSTS[region].forms],
  }),
  loading: { kind: 'script', source: 'js.hs-scripts.com/<hub id>.js (js-eu1.hs-scripts.com for an EU1 account)' },
  starts: 'when-idle',
  // HubSpot's "Cookies set in a visitor's browser" (knowledge.hubspot.com), its tracking cookies: __hstc and
  // hubspotutk 6 months, __hssc 30 minutes, __hssrc the browser session. The only version of HubSpot's page at hand
  // (May 2018) gave __hstc and hubspotutk 2 years; the 6 months are the current list as sites' cookie policies copy
  // it (after 13 months in between), not read on HubSpot's page itself.
  storage: [
    { name: '__hstc', kind: 'cookie', purpose: 'visitor-id-and-session', lifetime: { months: 6 } },
    { name: 'hubspotutk', kind: 'cookie', purpose: 'visitor-id', lifetime: { months: 6 } },
    { name: '__hssc', kind: 'cookie', purpose: 'current-visit', lifetime: { minutes: 30 } },
    { name: '__hssrc', kind: 'cookie', purpose: 'current-visit', lifetime: 'at-most-session' },
  ],
  privacy: ['page-views-and-named-events', 'each-with-its-page'],
  create: async (options, context) => (await import('./hubspot-pixel-sink.adapter')).startHubSpot(options, context),
});
