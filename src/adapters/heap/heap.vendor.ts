import { defineVendor } from '../../ports/vendor-descriptor';

export interface HeapOptions {
  /** The Heap environment's app id, digits: public, it is in every page's snippet. */
  readonly appId: string;
}

/**
 * Heap through its classic script (`cdn.heapanalytics.com/js/heap-<app id>.js`): named events as `heap.track`.
 * Heap counts its page views itself (on load and on each client-side navigation) and has no page-view call, so the
 * shell sends it none (`countsOwnPageViews`). It has no consent call that stops it (`heap.stopTracking` is in the v5
 * script only, whose CSP asks for 'unsafe-eval'), so it loads only once analytics is granted, and a withdrawal
 * reloads the page once.
 */
export const heap = defineVendor({
  id: 'heap',
  label: 'Heap',
  port: 'analytics',
  purpose: 'analytics',
  toldConsent:
    'nothing: its classic script has no consent call, so it is only loaded once `analytics` is granted, and a withdrawal once its script is in the page reloads the page once, keeping the URL and scroll position',
  consentCall: 'none',
  countsOwnPageViews: true,
  variables: (z) => ({
    VITE_HEAP_APP_ID: z.string().regex(/^\d{4,20}$/, 'must be a Heap app id (the environment id in its snippet): 4 to 20 digits'),
  }),
  switchedOnBy: 'VITE_HEAP_APP_ID',
  variableDocs: {
    VITE_HEAP_APP_ID:
      "Heap analytics (its classic script; it counts its own page views and records clicks): the environment's app id, digits; it has no consent call, so it loads only once analytics is granted.",
  },
  options: (env): HeapOptions | undefined => (env.VITE_HEAP_APP_ID ? { appId: env.VITE_HEAP_APP_ID } : undefined),
  // Its script from cdn.heapanalytics.com (which loads more of it from heapanalytics.com); its hits to heapanalytics.com.
  origins: () => ({
    scriptSrc: ['https://cdn.heapanalytics.com', 'https://heapanalytics.com'],
    imgSrc: ['https://heapanalytics.com'],
    connectSrc: ['https://heapanalytics.com'],
  }),
  loading: { kind: 'script', source: 'cdn.heapanalytics.com/js/heap-{app id}.js' },
  starts: 'after-first-paint',
  // From "What cookies does Heap set and what are they used for?" (help.heap.io, data privacy FAQs), heap.js v4 (classic).
  storage: [
    { name: '_hp2_id.<app id>', kind: 'cookie', purpose: 'visitor-and-user-ids', lifetime: { months: 13 } },
    { name: '_hp2_props.<app id>', kind: 'cookie', purpose: 'working-data', lifetime: { months: 13 } },
    { name: '_hp2_ses_props.<app id>', kind: 'cookie', purpose: 'current-visit', lifetime: { minutes: 30 } },
    { name: '_hp2_hld.*', kind: 'cookie', purpose: 'working-data', lifetime: 'at-most-session' },
  ],
  privacy: ['page-views-and-named-events', 'clicks-and-form-use'],
  create: async (options, context) => (await import('./heap-analytics-sink.adapter')).startHeap(options, context),
});
