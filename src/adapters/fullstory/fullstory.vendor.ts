import { defineVendor } from '../../ports/vendor-descriptor';

export interface FullstoryOptions {
  readonly orgId: string;
}

/** Fullstory session replay behind the heatmap port: fs.js, started only with `experience` granted. */
export const fullstory = defineVendor({
  id: 'fullstory',
  label: 'Fullstory',
  port: 'heatmap',
  purpose: 'experience',
  toldConsent:
    "`_fs_capture_on_startup = false` before fs.js, then `FS('start')` with experience granted; `FS('shutdown')` on a withdrawal (it sends nothing more, no reload) and `FS('restart')` if it is given again",
  variables: (z) => ({
    VITE_FULLSTORY_ORG_ID: z
      .string()
      .regex(
        /^(?:o-[A-Za-z0-9]{3,16}-na1|[A-Za-z0-9]{4,8})$/,
        'must be a Fullstory org id of its US data center, such as o-1A2B3C-na1 (or a legacy id such as 1A2BC)',
      ),
  }),
  switchedOnBy: 'VITE_FULLSTORY_ORG_ID',
  variableDocs: {
    VITE_FULLSTORY_ORG_ID:
      'Fullstory session replay, loaded after the page is interactive once Session recording is allowed: the org id (o-…-na1, its US data center).',
  },
  options: (env): FullstoryOptions | undefined => (env.VITE_FULLSTORY_ORG_ID ? { orgId: env.VITE_FULLSTORY_ORG_ID } : undefined),
  // Fullstory's "Can I use Content-Security-Policy (CSP) with Fullstory?" (help.fullstory.com, article 360020622854):
  // connect-src and script-src edge.fullstory.com and rs.fullstory.com, img-src rs.fullstory.com.
  origins: () => ({
    scriptSrc: ['https://edge.fullstory.com', 'https://rs.fullstory.com'],
    imgSrc: ['https://rs.fullstory.com'],
    connectSrc: ['https://edge.fullstory.com', 'https://rs.fullstory.com'],
  }),
  // Fullstory's "Why Fullstory uses First-Party Cookies" (help.fullstory.com, article 360020829513): three
  // first-party cookies on the site's own domain: fs_uid (the visitor and its session), fs_cid (its consent
  // state) and fs_lua (the time of the last action, which ends a session). That page gives no lifetimes:
  // the one year and the 30 minutes here are from memory, not from a page we could read.
  storage: [
    { name: 'fs_uid', kind: 'cookie', purpose: 'visitor-id-and-session', lifetime: { years: 1 } },
    { name: 'fs_cid', kind: 'cookie', purpose: 'tracking-allowed', lifetime: { years: 1 } },
    { name: 'fs_lua', kind: 'cookie', purpose: 'visit-end', lifetime: { minutes: 30 } },
  ],
  loading: { kind: 'script', source: 'edge.fullstory.com/s/fs.js' },
  starts: 'at-once',
  privacy: ['session-recordings', 'loaded-after-page-load'],
  create: async (options, context) => new (await import('./fullstory-heatmap-loader.adapter')).FullstoryHeatmapLoader(options, context),
});
