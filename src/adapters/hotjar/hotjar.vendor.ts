import { defineVendor } from '../../ports/vendor-descriptor';

export interface HotjarOptions {
  readonly siteId: string;
}

/** SPEC §1: the heatmap service, loaded lazily with its project identifier. */
export const hotjar = defineVendor({
  id: 'hotjar',
  label: 'Hotjar',
  port: 'heatmap',
  purpose: 'experience',
  toldConsent:
    'nothing: it has no consent call, so it is only loaded once `experience` is granted; a withdrawal once its script is in the page reloads the page once, keeping the URL and scroll position',
  consentCall: 'none',
  variables: (z) => ({
    VITE_HOTJAR_SITE_ID: z.string().regex(/^\d{1,12}$/, 'must be a Hotjar site id: 1 to 12 digits'),
  }),
  switchedOnBy: 'VITE_HOTJAR_SITE_ID',
  variableDocs: {
    VITE_HOTJAR_SITE_ID: 'Hotjar heatmap, loaded after the page is interactive: the site id (digits).',
  },
  options: (env): HotjarOptions | undefined => (env.VITE_HOTJAR_SITE_ID ? { siteId: env.VITE_HOTJAR_SITE_ID } : undefined),
  // Hotjar's published CSP list: static.hotjar.com serves the loader, script.hotjar.com the rest,
  // and data goes over https and websockets to *.hotjar.com and *.hotjar.io.
  origins: () => ({
    scriptSrc: ['https://static.hotjar.com', 'https://script.hotjar.com'],
    imgSrc: ['https://*.hotjar.com'],
    fontSrc: ['https://script.hotjar.com'],
    connectSrc: ['https://*.hotjar.com', 'https://*.hotjar.io', 'wss://*.hotjar.com'],
  }),
  // Hotjar's "Cookie information" (help.hotjar.com): two cookies per site id, working cookies it sets and
  // removes (_hjTLDTest, _hjIncludedInSessionSample_…) and the viewport keys it keeps in web storage.
  storage: [
    {
      name: '_hjSessionUser_<site id>',
      kind: 'cookie',
      purpose: 'visitor-id',
      lifetime: { years: 1 },
    },
    { name: '_hjSession_<site id>', kind: 'cookie', purpose: 'current-visit', lifetime: { minutes: 30 } },
    {
      name: '_hj*',
      kind: 'cookie',
      purpose: 'working-data',
      lifetime: 'at-most-session',
    },
    { name: '_hj*', kind: 'localStorage', purpose: 'working-data', lifetime: 'until-removed' },
    {
      name: '_hj*',
      kind: 'sessionStorage',
      purpose: 'tab-recording',
      lifetime: 'tab-session',
    },
    {
      name: 'hjViewportId',
      kind: 'sessionStorage',
      purpose: 'tab-id',
      lifetime: 'tab-session',
    },
    { name: 'hjActiveViewportIds', kind: 'localStorage', purpose: 'open-tabs', lifetime: 'until-removed' },
  ],
  loading: { kind: 'script', source: 'static.hotjar.com/c/hotjar-{id}.js' },
  starts: 'at-once',
  privacy: ['scrolls-and-clicks', 'loaded-after-page-load'],
  create: async (options, context) => new (await import('./hotjar-heatmap-loader.adapter')).HotjarHeatmapLoader(options, context),
});
