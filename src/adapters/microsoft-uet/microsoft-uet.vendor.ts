import { defineVendor } from '../../ports/vendor-descriptor';

export interface MicrosoftUetOptions {
  /** The UET tag id from Microsoft Advertising, digits: public, it names the tag events go to. */
  readonly tagId: string;
}

/** Microsoft Advertising's UET tag: the same named events, with its consent mode following `marketing`. */
export const microsoftUet = defineVendor({
  id: 'microsoft-uet',
  label: 'Microsoft Advertising UET',
  port: 'pixel',
  purpose: 'marketing',
  toldConsent:
    "`uetq.push('consent', 'default', { ad_storage: 'denied' })` before bat.js, then `'update'` with `ad_storage` from marketing, on every change",
  // UET counts page views (its single-page-app `page_view` event); the snippet here pushes no `pageLoad` of its own.
  countsPageViews: true,
  variables: (z) => ({
    VITE_UET_TAG_ID: z.string().regex(/^\d{4,12}$/, 'must be a Microsoft Advertising UET tag id: 4 to 12 digits'),
  }),
  switchedOnBy: 'VITE_UET_TAG_ID',
  variableDocs: {
    VITE_UET_TAG_ID: 'Microsoft Advertising UET: the UET tag id (digits).',
  },
  options: (env): MicrosoftUetOptions | undefined => (env.VITE_UET_TAG_ID ? { tagId: env.VITE_UET_TAG_ID } : undefined),
  // bat.js comes from bat.bing.com, and reports there by image or fetch.
  origins: () => ({
    scriptSrc: ['https://bat.bing.com'],
    imgSrc: ['https://bat.bing.com'],
    connectSrc: ['https://bat.bing.com'],
  }),
  loading: { kind: 'script', source: 'bat.bing.com/bat.js' },
  starts: 'when-idle',
  storage: [
    { name: '_uetsid', kind: 'cookie', purpose: 'current-visit', lifetime: { days: 1 } },
    { name: '_uetsid', kind: 'localStorage', purpose: 'current-visit', lifetime: 'until-removed' },
    { name: '_uetsid_exp', kind: 'localStorage', purpose: 'visit-end', lifetime: 'until-removed' },
    { name: '_uetvid', kind: 'cookie', purpose: 'visitor-id-for-ads', lifetime: { months: 13 } },
    { name: '_uetvid', kind: 'localStorage', purpose: 'visitor-id-for-ads', lifetime: 'until-removed' },
    { name: '_uetvid_exp', kind: 'localStorage', purpose: 'visitor-id-end', lifetime: 'until-removed' },
    { name: '_uetmsclkid', kind: 'cookie', purpose: { role: 'ad-click', network: 'Microsoft' }, lifetime: { days: 90 } },
  ],
  privacy: ['same-named-events', { measuresAdvertisingOn: 'Microsoft Bing' }],
  create: async (options, context) => (await import('./microsoft-uet-pixel-sink.adapter')).startMicrosoftUet(options, context),
});
