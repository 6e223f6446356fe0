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
    VITE_HOTJAR_SITE_ID: z.string().regex(/^\d{1,12}$/, 'must be a Hotjar site id: digits only'),
  }),
  switchedOnBy: 'VITE_HOTJAR_SITE_ID',
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
      purpose: 'Tells visitors apart across visits (a random user id).',
      lifetime: '1 year',
    },
    { name: '_hjSession_<site id>', kind: 'cookie', purpose: 'Keeps the current session’s data together.', lifetime: '30 minutes' },
    {
      name: '_hj*',
      kind: 'cookie',
      purpose: 'Hotjar’s working cookies: the top domain, sampling, user attributes.',
      lifetime: 'up to the session',
    },
    { name: '_hj*', kind: 'localStorage', purpose: 'Hotjar’s working keys: a storage test, user attributes.', lifetime: 'until removed' },
    {
      name: '_hj*',
      kind: 'sessionStorage',
      purpose: 'Hotjar’s working keys: whether this tab is being recorded.',
      lifetime: 'this tab’s session',
    },
    {
      name: 'hjViewportId',
      kind: 'sessionStorage',
      purpose: 'Tells this tab apart from others open on the site.',
      lifetime: 'this tab’s session',
    },
    { name: 'hjActiveViewportIds', kind: 'localStorage', purpose: 'The tabs open on the site right now.', lifetime: 'until removed' },
  ],
  loading: { kind: 'script', source: 'static.hotjar.com/c/hotjar-{id}.js' },
  starts: 'at-once',
  privacy: 'how pages are scrolled and clicked, loaded after the page has finished loading.',
  create: async (options, context) => new (await import('./hotjar-heatmap-loader.adapter')).HotjarHeatmapLoader(options, context),
});
