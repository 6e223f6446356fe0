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
    "`clarity('consentv2', …)` before its tag and on every change: `analytics_Storage` from experience, `ad_Storage` from marketing",
  // Its consentv2 ad_Storage flag follows marketing.
  otherPurposes: { marketing: 'ad storage' },
  variables: (z) => ({
    VITE_CLARITY_PROJECT_ID: z.string().regex(/^[a-z0-9]{4,32}$/, 'must be a Clarity project id: lowercase letters and digits'),
  }),
  switchedOnBy: 'VITE_CLARITY_PROJECT_ID',
  options: (env): ClarityOptions | undefined => (env.VITE_CLARITY_PROJECT_ID ? { projectId: env.VITE_CLARITY_PROJECT_ID } : undefined),
  // The tag at www.clarity.ms loads scripts.clarity.ms; data goes to *.clarity.ms and c.bing.com.
  origins: () => ({
    scriptSrc: ['https://www.clarity.ms', 'https://scripts.clarity.ms'],
    imgSrc: ['https://*.clarity.ms', 'https://c.bing.com'],
    connectSrc: ['https://*.clarity.ms', 'https://c.bing.com'],
  }),
  loading: { kind: 'script', source: 'www.clarity.ms/tag/{id}' },
  starts: 'at-once',
  privacy: 'how pages are scrolled and clicked, loaded after the page has finished loading.',
  create: async (options, context) => new (await import('./clarity-heatmap-loader.adapter')).ClarityHeatmapLoader(options, context),
});
