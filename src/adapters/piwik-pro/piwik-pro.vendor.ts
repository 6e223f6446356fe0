import { defineVendor } from '../../ports/vendor-descriptor';

export interface PiwikProOptions {
  /** The account's container host, `https://<account>.containers.piwik.pro`: the container and its tracker come from here. */
  readonly containerUrl: string;
  /** The account's own host, `https://<account>.piwik.pro`: the tracker and the Consent Manager send here. */
  readonly accountUrl: string;
  /** The site's id in Piwik PRO (Administration → Sites & apps), a UUID: public, it is in every page's snippet. */
  readonly siteId: string;
}

/**
 * Page views and named events to Piwik PRO through its container (`https://<account>.containers.piwik.pro/<site id>.js`)
 * and its `_paq` queue, told the visitor's choice in its Consent Manager's JS API (`ppms.cm.api('setComplianceSettings')`),
 * which the site switches on with "Custom consent form". Its container runs on a data layer of its own
 * (`piwikProLayer`), so it runs beside Google's tags, which use `dataLayer`.
 */
export const piwikPro = defineVendor({
  id: 'piwik-pro',
  label: 'Piwik PRO',
  port: 'analytics',
  purpose: 'analytics',
  toldConsent:
    "its Consent Manager's JS API (with \"Custom consent form\" on): `ppms.cm.api('setComplianceSettings', { consents: { analytics: { status: 1 } } })` once analytics is granted, before its container runs, and `status: 0` on a withdrawal, stored for the pages after; since its tracker already in the page keeps sending pings, the withdrawal then reloads the page once, keeping the URL and scroll position",
  variables: (z) => ({
    VITE_PIWIK_PRO_ACCOUNT: z
      .string()
      .regex(
        /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/,
        'must be your Piwik PRO account name, the <account> of https://<account>.piwik.pro: lowercase letters, digits and inner hyphens',
      ),
    VITE_PIWIK_PRO_SITE_ID: z.uuid({ error: 'must be the site id Piwik PRO shows under Administration → Sites & apps, a UUID' }),
  }),
  switchedOnBy: 'VITE_PIWIK_PRO_SITE_ID',
  variableDocs: {
    VITE_PIWIK_PRO_SITE_ID:
      'Piwik PRO analytics (its container, told consent in its Consent Manager JS API: turn "Custom consent form" on in Piwik PRO): the site id, a UUID. With VITE_PIWIK_PRO_ACCOUNT.',
    VITE_PIWIK_PRO_ACCOUNT: 'Piwik PRO: the account name, the <account> of https://<account>.piwik.pro. With VITE_PIWIK_PRO_SITE_ID.',
  },
  options: (env): PiwikProOptions | undefined =>
    env.VITE_PIWIK_PRO_SITE_ID && env.VITE_PIWIK_PRO_ACCOUNT
      ? {
          containerUrl: `https://${env.VITE_PIWIK_PRO_ACCOUNT}.containers.piwik.pro`,
          accountUrl: `https://${env.VITE_PIWIK_PRO_ACCOUNT}.piwik.pro`,
          siteId: env.VITE_PIWIK_PRO_SITE_ID,
        }
      : undefined,
  problems: (env) => [
    ...(env.VITE_PIWIK_PRO_SITE_ID && !env.VITE_PIWIK_PRO_ACCOUNT
      ? [{ variable: 'VITE_PIWIK_PRO_ACCOUNT' as const, message: 'is needed with VITE_PIWIK_PRO_SITE_ID: without it Piwik PRO is off' }]
      : []),
    ...(env.VITE_PIWIK_PRO_ACCOUNT && !env.VITE_PIWIK_PRO_SITE_ID
      ? [{ variable: 'VITE_PIWIK_PRO_ACCOUNT' as const, message: 'is set but VITE_PIWIK_PRO_SITE_ID is not, so Piwik PRO is off' }]
      : []),
  ],
  // The container and the tracker it loads come from the container host; the tracker's hits (ppms.php, by beacon,
  // fetch or image) and the Consent Manager's calls go to the account's host.
  origins: ({ containerUrl, accountUrl }) => ({
    scriptSrc: [containerUrl],
    connectSrc: [accountUrl, containerUrl],
    imgSrc: [accountUrl],
  }),
  // From "Cookies created for visitors by Piwik PRO" (help.piwik.pro/support/privacy/cookies-created-by-piwik-pro):
  // the basic ones, then the Consent Manager's and Tag Manager's optional ones.
  pageGlobals: ['_paq'],
  storage: [
    { name: '_pk_id.<site id>.<domain hash>', kind: 'cookie', purpose: 'visitor-id', lifetime: { months: 13 } },
    { name: '_pk_ses.<site id>.<domain hash>', kind: 'cookie', purpose: 'current-visit', lifetime: { minutes: 30 } },
    { name: 'ppms_privacy_<site id>', kind: 'cookie', purpose: 'tracking-allowed', lifetime: { months: 12 } },
    { name: 'ppms_privacy_bar_<site id>', kind: 'cookie', purpose: 'working-data', lifetime: 'at-most-session' },
    { name: 'stg_traffic_source_priority', kind: 'cookie', purpose: 'working-data', lifetime: { minutes: 30 } },
    { name: 'stg_last_interaction', kind: 'cookie', purpose: 'working-data', lifetime: { days: 365 } },
    { name: 'stg_returning_visitor', kind: 'cookie', purpose: 'working-data', lifetime: { days: 365 } },
    { name: 'stg_fired__<condition id>', kind: 'cookie', purpose: 'working-data', lifetime: 'at-most-session' },
    { name: 'stg_utm_campaign', kind: 'cookie', purpose: 'working-data', lifetime: 'at-most-session' },
    { name: 'stg_pk_campaign', kind: 'cookie', purpose: 'working-data', lifetime: 'at-most-session' },
    { name: 'stg_externalReferrer', kind: 'cookie', purpose: 'working-data', lifetime: 'at-most-session' },
  ],
  loading: { kind: 'script', source: '<account>.containers.piwik.pro/{site id}.js?data_layer_name=piwikProLayer' },
  starts: 'after-first-paint',
  privacy: ['page-views-and-named-events', 'each-with-its-page'],
  create: async (options, context) => (await import('./piwik-pro-analytics-sink.adapter')).startPiwikPro(options, context),
});
