import { defineVendor } from '../../ports/vendor-descriptor';

export interface SegmentOptions {
  readonly writeKey: string;
  /** A first-party proxy for cdn.segment.com (settings); undefined means Segment's own CDN. */
  readonly cdnUrl: string | undefined;
  /** A first-party proxy for api.segment.io/v1, as host[/path] without a scheme, as Segment expects. */
  readonly apiHost: string | undefined;
}

export const SEGMENT_CDN = 'https://cdn.segment.com';
const SEGMENT_API = 'https://api.segment.io';

/** SPEC §7: page views and named events to Segment, its settings loaded with the public write key. */
export const segment = defineVendor({
  id: 'segment',
  label: 'Segment',
  port: 'analytics',
  purpose: 'analytics',
  toldConsent:
    "every page and track carries `context.consent.categoryPreferences`, one boolean per purpose as it stands at the call, for Segment's Consent Management (configure categories named `necessary`, `analytics`, `marketing`, `experience`); `reset()` when `analytics` is withdrawn",
  variables: (z) => ({
    VITE_SEGMENT_WRITE_KEY: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be a Segment write key: 8 to 64 letters, digits, "_" or "-"'),
    VITE_SEGMENT_CDN_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://cdn.example.com', abort: true })
      .refine((value) => !new URL(value).search && !new URL(value).hash, 'must have no query or fragment')
      .transform((value) => value.replace(/\/+$/, '')),
    VITE_SEGMENT_API_HOST: z
      .string()
      .regex(
        /^[A-Za-z0-9.-]+(:\d{1,5})?(\/[A-Za-z0-9._~-]+)*$/,
        'must be host[:port][/path] without a scheme, as Segment expects (e.g. api.example.com/v1)',
      ),
  }),
  switchedOnBy: 'VITE_SEGMENT_WRITE_KEY',
  variableDocs: {
    VITE_SEGMENT_WRITE_KEY: "Segment analytics (page views and named events): the source's public write key.",
    VITE_SEGMENT_CDN_URL:
      "Optional first-party proxy for the CDN Segment's settings come from: an http(s) URL, default https://cdn.segment.com. Only with VITE_SEGMENT_WRITE_KEY.",
    VITE_SEGMENT_API_HOST:
      "Optional first-party proxy for the API host Segment's events go to: host[/path], no scheme, default api.segment.io/v1. Only with VITE_SEGMENT_WRITE_KEY.",
  },
  options: (env): SegmentOptions | undefined =>
    env.VITE_SEGMENT_WRITE_KEY
      ? { writeKey: env.VITE_SEGMENT_WRITE_KEY, cdnUrl: env.VITE_SEGMENT_CDN_URL, apiHost: env.VITE_SEGMENT_API_HOST }
      : undefined,
  problems: (env) =>
    (['VITE_SEGMENT_CDN_URL', 'VITE_SEGMENT_API_HOST'] as const)
      .filter((variable) => env[variable] && !env.VITE_SEGMENT_WRITE_KEY)
      .map((variable) => ({ variable, message: 'is set but VITE_SEGMENT_WRITE_KEY is not, so Segment is off' })),
  // Settings come from the CDN (or its proxy), events go to the API host (or its proxy).
  origins: ({ cdnUrl, apiHost }) => ({
    connectSrc: [cdnUrl ? new URL(cdnUrl).origin : SEGMENT_CDN, apiHost ? new URL(`https://${apiHost}`).origin : SEGMENT_API],
  }),
  // Segment's analytics-next "Storage" docs. The adapter keeps the ids in localStorage; the ajs_ cookies are
  // its default elsewhere (a site that used Segment before), and failed calls wait in its persisted queue.
  storage: [
    {
      name: 'ajs_*',
      kind: 'localStorage',
      purpose: 'visitor-and-user-ids',
      lifetime: 'until-removed',
    },
    { name: 'ajs_*', kind: 'cookie', purpose: 'visitor-and-user-ids', lifetime: { years: 1 } },
    {
      name: 'persisted-queue:v1:<write key>:*',
      kind: 'localStorage',
      purpose: 'retry-queue',
      lifetime: 'until-sent',
    },
  ],
  loading: {
    kind: 'sdk',
    packages: ['@segment/analytics-next'],
    // Segment's packages and the small libraries only they use; its lazily loaded plugins come along. Not tslib,
    // which Amplitude's SDK uses too: in this chunk, loading Amplitude would fetch all of Segment's (138 KB).
    chunks: [
      {
        name: 'sdk-events',
        modules:
          /[\\/]node_modules[\\/](@segment[\\/]|@lukeed[\\/]uuid[\\/]|dset[\\/]|js-cookie[\\/]|unfetch[\\/]|obj-case[\\/]|new-date[\\/]|inherits[\\/])/,
      },
    ],
  },
  starts: 'after-first-paint',
  privacy: ['page-views-and-named-events', 'each-with-its-page'],
  create: async (options, context) => (await import('./segment-analytics-sink.adapter')).startSegment(options, context),
});
