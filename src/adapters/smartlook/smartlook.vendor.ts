import { defineVendor } from '../../ports/vendor-descriptor';

export interface SmartlookOptions {
  /** The project key Smartlook gives a project, as in its tracking code. */
  readonly projectKey: string;
}

/** Smartlook session replay behind the heatmap port: its tracking code, loaded only once `experience` is granted. */
export const smartlook = defineVendor({
  id: 'smartlook',
  label: 'Smartlook',
  port: 'heatmap',
  purpose: 'experience',
  toldConsent:
    "nothing: it is only loaded (and `smartlook('init', key, { region: 'eu' })`) once `experience` is granted; a withdrawal once its script is in the page reloads the page once",
  consentCall: 'none',
  variables: (z) => ({
    VITE_SMARTLOOK_PROJECT_KEY: z
      .string()
      .regex(/^[0-9a-f]{40}$/, 'must be a Smartlook project key: 40 lowercase hexadecimal characters, as in its tracking code'),
  }),
  switchedOnBy: 'VITE_SMARTLOOK_PROJECT_KEY',
  variableDocs: {
    VITE_SMARTLOOK_PROJECT_KEY:
      'Smartlook session replay (its EU region), loaded after the page is interactive once Session recording is allowed: the project key (40 hexadecimal characters).',
  },
  options: (env): SmartlookOptions | undefined =>
    env.VITE_SMARTLOOK_PROJECT_KEY ? { projectKey: env.VITE_SMARTLOOK_PROJECT_KEY } : undefined,
  // Its tracking code loads web-sdk.smartlook.com/recorder.js (help.smartlook.com, "Cookies and Smartlook");
  // that the recorder sends to hosts under smartlook.com and smartlook.cloud is from memory.
  origins: () => ({
    scriptSrc: ['https://web-sdk.smartlook.com'],
    connectSrc: ['https://*.smartlook.com', 'https://*.smartlook.cloud'],
  }),
  // Smartlook's "Cookies and Smartlook" (help.smartlook.com/docs/cookies-smartlook): the project, session and
  // visitor ids in a cookie and in local storage, "valid for 13 months"; a temporary cookie that finds the base
  // domain, "removed as soon as the domain is detected"; and the data waiting to be sent, in local storage.
  // Its AWSELB cookie is on Smartlook's own domain, not the site's.
  storage: [
    { name: 'SL_C_23361dd035530_SID', kind: 'cookie', purpose: 'visitor-id-and-session', lifetime: { months: 13 } },
    { name: 'SL_L_23361dd035530_SID', kind: 'localStorage', purpose: 'visitor-id-and-session', lifetime: { months: 13 } },
    { name: 'SL_C_23361dd035530_DOMAIN', kind: 'cookie', purpose: 'working-data', lifetime: 'at-most-session' },
    { name: 'SMARTLOOK_LS_QUEUED_CHUNKS', kind: 'localStorage', purpose: 'retry-queue', lifetime: 'until-sent' },
  ],
  loading: { kind: 'script', source: 'web-sdk.smartlook.com/recorder.js' },
  starts: 'at-once',
  privacy: ['session-recordings', 'loaded-after-page-load'],
  create: async (options, context) => (await import('./smartlook-heatmap-loader.adapter')).smartlookHeatmapLoader(options, context),
});
