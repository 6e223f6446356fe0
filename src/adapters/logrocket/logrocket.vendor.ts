import { defineVendor } from '../../ports/vendor-descriptor';

export interface LogRocketOptions {
  /** The app id LogRocket gives a project: `org-slug/app-slug`. */
  readonly appId: string;
}

/** LogRocket session replay behind the heatmap port: its script, loaded only once `experience` is granted. */
export const logrocket = defineVendor({
  id: 'logrocket',
  label: 'LogRocket',
  port: 'heatmap',
  purpose: 'experience',
  toldConsent:
    'nothing: its web SDK has no consent call, so it is only loaded (and `LogRocket.init`) once `experience` is granted; a withdrawal once its script is in the page reloads the page once',
  consentCall: 'none',
  variables: (z) => ({
    VITE_LOGROCKET_APP_ID: z
      .string()
      .regex(
        /^[a-z0-9_-]{1,64}\/[a-z0-9_-]{1,64}$/,
        'must be a LogRocket app id: org-slug/app-slug, in lowercase letters, digits, "-" and "_"',
      ),
  }),
  switchedOnBy: 'VITE_LOGROCKET_APP_ID',
  variableDocs: {
    VITE_LOGROCKET_APP_ID:
      'LogRocket session replay, loaded after the page is interactive once Session recording is allowed: the app id (org-slug/app-slug).',
  },
  options: (env): LogRocketOptions | undefined => (env.VITE_LOGROCKET_APP_ID ? { appId: env.VITE_LOGROCKET_APP_ID } : undefined),
  // The script's host is LogRocket's Quickstart's (docs.logrocket.com/docs/quickstart: cdn.logr-in.com);
  // that it sends to r.logr-in.com and other hosts under logr-in.com is from memory, not from a page we could read.
  origins: () => ({
    scriptSrc: ['https://cdn.logr-in.com'],
    connectSrc: ['https://*.logr-in.com'],
  }),
  // LogRocket's "Cookies" (docs.logrocket.com/reference/cookies): first-party cookies with these prefixes, each
  // followed by the app: _lr_tabs_ (the current session, shared by the site's tabs), _lr_hb_ (a heartbeat
  // timestamp, for cross-tab activity) and, in older SDKs, _lr_uf_ (a random UUID). The page gives no lifetimes:
  // the spans here are from memory.
  storage: [
    { name: '_lr_tabs_*', kind: 'cookie', purpose: 'visit-recording', lifetime: { minutes: 30 } },
    { name: '_lr_hb_*', kind: 'cookie', purpose: 'open-tabs', lifetime: { minutes: 30 } },
    { name: '_lr_uf_*', kind: 'cookie', purpose: 'visitor-id', lifetime: { years: 1 } },
  ],
  loading: { kind: 'script', source: 'cdn.logr-in.com/LogRocket.min.js' },
  starts: 'at-once',
  privacy: ['session-recordings', 'loaded-after-page-load'],
  create: async (options, context) => (await import('./logrocket-heatmap-loader.adapter')).logRocketHeatmapLoader(options, context),
});
