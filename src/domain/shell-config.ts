import type { ConsentMode } from './consent';

/**
 * The validated shell config: which adapter serves each port, with its options.
 * Plain data, so it can be serialised into the browser bundle without shipping zod.
 * Every union has a member per vendor; `memory` is the embedded default for each port.
 */
export type ConsentConfig = { readonly adapter: 'local-storage' } | { readonly adapter: 'memory' };

export type AnalyticsConfig =
  | { readonly adapter: 'memory' }
  | {
      readonly adapter: 'segment';
      readonly writeKey: string;
      /** A first-party proxy for cdn.segment.com (settings); undefined means Segment's own CDN. */
      readonly cdnUrl: string | undefined;
      /** A first-party proxy for api.segment.io/v1, as host[/path] without a scheme, as Segment expects. */
      readonly apiHost: string | undefined;
    }
  | {
      readonly adapter: 'posthog';
      /** The project API key (phc_…): public, it only lets a browser send events. */
      readonly apiKey: string;
      /** Where events go: PostHog's US or EU cloud, or a first-party proxy; an https URL without a trailing slash. */
      readonly apiHost: string;
    };

export type PixelConfig =
  | { readonly adapter: 'memory' }
  /** Forwards to `window.fbq` whenever it is on the page; with a pixel id the shell also loads and initialises it. */
  | { readonly adapter: 'meta-pixel'; readonly pixelId: string | undefined };

export type HeatmapConfig =
  | { readonly adapter: 'memory' }
  | { readonly adapter: 'hotjar'; readonly siteId: string }
  | { readonly adapter: 'clarity'; readonly projectId: string };

export type ErrorsConfig =
  | { readonly adapter: 'memory' }
  | {
      readonly adapter: 'sentry';
      readonly dsn: string;
      readonly environment: string;
      /** The SDK's `tunnel` option: the site's own path with o, p and r (SPEC §7). */
      readonly tunnel: string;
    };

export interface ShellConfig {
  readonly consent: ConsentConfig;
  /** Notice (SPEC, the default): vendors run from the first page. Opt-in: nothing runs before acceptance. */
  readonly consentMode: ConsentMode;
  readonly analytics: AnalyticsConfig;
  readonly pixel: PixelConfig;
  readonly heatmap: HeatmapConfig;
  readonly errors: ErrorsConfig;
  /** The shell inspector (`?shell-inspect` or Alt+Shift+I): on by default; off leaves its code unloaded and records nothing. */
  readonly inspector: boolean;
  /** SPEC §7: where the browser sends error and replay data, on the site's own origin. */
  readonly monitoring: { readonly tunnelPath: string };
}

export type ConfigResult<T> = { readonly ok: true; readonly config: T } | { readonly ok: false; readonly error: string };
