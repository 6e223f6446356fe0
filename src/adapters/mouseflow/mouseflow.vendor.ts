import { defineVendor } from '../../ports/vendor-descriptor';

export interface MouseflowOptions {
  /** The website id Mouseflow gives a site: a GUID, in its tracking code's script URL. */
  readonly websiteId: string;
}

/** Mouseflow session replay and heatmaps behind the heatmap port: its tracking code, loaded only once `experience` is granted. */
export const mouseflow = defineVendor({
  id: 'mouseflow',
  label: 'Mouseflow',
  port: 'heatmap',
  purpose: 'experience',
  toldConsent:
    'nothing: it has no consent call (its `stopSession` ends a session, and the next action starts another), so it is only loaded once `experience` is granted; a withdrawal once its script is in the page reloads the page once',
  consentCall: 'none',
  variables: (z) => ({
    VITE_MOUSEFLOW_WEBSITE_ID: z
      .string()
      .regex(
        /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
        'must be a Mouseflow website id: a GUID in lower case, as in its tracking code',
      ),
  }),
  switchedOnBy: 'VITE_MOUSEFLOW_WEBSITE_ID',
  variableDocs: {
    VITE_MOUSEFLOW_WEBSITE_ID:
      'Mouseflow session replay and heatmaps, loaded after the page is interactive once Session recording is allowed: the website id (a GUID).',
  },
  options: (env): MouseflowOptions | undefined =>
    env.VITE_MOUSEFLOW_WEBSITE_ID ? { websiteId: env.VITE_MOUSEFLOW_WEBSITE_ID } : undefined,
  // Its tracking code loads cdn.mouseflow.com/projects/{id}.js (its snippet, as react-mouseflow and Segment's
  // integration give it); that it sends to hosts under mouseflow.com (o2.mouseflow.com) is from memory.
  origins: () => ({
    scriptSrc: ['https://cdn.mouseflow.com'],
    connectSrc: ['https://*.mouseflow.com'],
  }),
  // Mouseflow's "What is your cookie policy?" (help.mouseflow.com, article 4282966): two first-party cookies,
  // and "Mouseflow does not use 3rd party cookies or any other client storage mechanism".
  storage: [
    { name: 'mf_<website id>', kind: 'cookie', purpose: 'current-visit', lifetime: 'at-most-session' },
    { name: 'mf_user', kind: 'cookie', purpose: 'returning-visitor', lifetime: { days: 90 } },
  ],
  loading: { kind: 'script', source: 'cdn.mouseflow.com/projects/{id}.js' },
  starts: 'at-once',
  privacy: ['session-recordings', 'loaded-after-page-load'],
  create: async (options, context) => (await import('./mouseflow-heatmap-loader.adapter')).mouseflowHeatmapLoader(options, context),
});
