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
    'nothing: it has no consent call, so it is only loaded once `experience` is granted, and a withdrawal cannot reach a script that already ran',
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
  loading: { kind: 'script', source: 'static.hotjar.com/c/hotjar-{id}.js' },
  starts: 'at-once',
  privacy: 'how pages are scrolled and clicked, loaded after the page has finished loading.',
  create: async (options, context) => new (await import('./hotjar-heatmap-loader.adapter')).HotjarHeatmapLoader(options, context),
});
