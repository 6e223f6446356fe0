import { defineVendor } from '../../ports/vendor-descriptor';

export interface ClarityOptions {
  readonly projectId: string;
}

/** Microsoft Clarity behind the heatmap port: a vendor swaps by config alone. */
export const clarity = defineVendor({
  id: 'clarity',
  label: 'Clarity',
  port: 'heatmap',
  purpose: 'experience',
  toldConsent:
    "`clarity('consentv2', …)` before its tag and on every change: `analytics_Storage` from experience, `ad_Storage` from marketing; `experience` withdrawn once its tag is in the page, the page reloads once (denied, Clarity records on without cookies)",
  // Its consentv2 ad_Storage flag follows marketing.
  otherPurposes: { marketing: 'advertising-storage' },
  variables: (z) => ({
    VITE_CLARITY_PROJECT_ID: z.string().regex(/^[a-z0-9]{4,32}$/, 'must be a Clarity project id: 4 to 32 lowercase letters and digits'),
  }),
  switchedOnBy: 'VITE_CLARITY_PROJECT_ID',
  variableDocs: {
    VITE_CLARITY_PROJECT_ID:
      'Microsoft Clarity heatmap, loaded after the page is interactive (both heatmaps may run, though one is usually enough): the project id (lowercase letters and digits).',
  },
  options: (env): ClarityOptions | undefined => (env.VITE_CLARITY_PROJECT_ID ? { projectId: env.VITE_CLARITY_PROJECT_ID } : undefined),
  // The tag at www.clarity.ms loads scripts.clarity.ms; data goes to *.clarity.ms and c.bing.com.
  origins: () => ({
    scriptSrc: ['https://www.clarity.ms', 'https://scripts.clarity.ms'],
    imgSrc: ['https://*.clarity.ms', 'https://c.bing.com'],
    connectSrc: ['https://*.clarity.ms', 'https://c.bing.com'],
  }),
  // Clarity's "Cookies" (learn.microsoft.com/clarity): two first-party cookies, set only with analytics_Storage
  // granted. Its third-party cookies (CLID, MUID on clarity.ms and bing.com) live on Microsoft's domains.
  storage: [
    { name: '_clck', kind: 'cookie', purpose: 'visitor-id-and-settings', lifetime: { years: 1 } },
    { name: '_clsk', kind: 'cookie', purpose: 'visit-recording', lifetime: { days: 1 } },
  ],
  loading: { kind: 'script', source: 'www.clarity.ms/tag/{id}' },
  starts: 'at-once',
  privacy: ['scrolls-and-clicks', 'loaded-after-page-load'],
  create: async (options, context) => new (await import('./clarity-heatmap-loader.adapter')).ClarityHeatmapLoader(options, context),
});
