// @ts-ignore -- an optional peer dependency (README, Install): a product that leaves this vendor off typechecks without it
import type { Config, Mixpanel } from 'mixpanel-browser/dist/mixpanel-core.cjs.js';
import type { AnalyticsEvent, CallTiming } from '../../domain/analytics-event';
import type { PageView } from '../../domain/page-view';
import type { VendorPermission } from '../../domain/vendor-permission';
import { yieldToMain } from '../../platform/page-lifecycle';
import type { AnalyticsSink } from '../../ports/analytics-sink.port';
import type { AdapterContext } from '../../ports/vendor-descriptor';
import type { MixpanelOptions } from './mixpanel.vendor';

/** What the sink needs of the shell: where to report a refusal, the `analytics` purpose, and where to say what it told Mixpanel. */
export type MixpanelContext = Pick<AdapterContext, 'reportFailure' | 'consentFor' | 'consentSent'>;

/** What the adapter takes from the SDK module: `init`, which makes a named instance of its own. */
export interface MixpanelModule {
  init(token: string, config: Partial<Config>, name: string): Mixpanel;
}

// Mixpanel's core build: tracking, persistence and opt-out, without session recording or feature
// flags (the default build bundles its recorder: about 122 KiB gzip against 35 KiB). mixpanel-browser
// publishes it in dist/ with its own types, and no subpath for it, hence the path.
// @ts-ignore -- an optional peer dependency (README, Install): a product that leaves this vendor off typechecks without it
const importMixpanel = async (): Promise<MixpanelModule> => (await import('mixpanel-browser/dist/mixpanel-core.cjs.js')).default;

/** A page may run Mixpanel itself: the shell's instance has a name of its own, never the page's default one. */
const INSTANCE_NAME = 'shellkit';

/** Mixpanel's page view event, as its own `track_pageview()` names it. */
export const MIXPANEL_PAGE_VIEW = '$mp_web_page_view';

/**
 * Everything Mixpanel would do on its own, off: the shell sends its own page views (SPEC §2), and
 * the only requests are the events it hands Mixpanel, one POST to `{apiHost}/track/` each, in order.
 */
const SHELL_OWNS_EVERYTHING: Partial<Config> = {
  track_pageview: false,
  autocapture: false,
  // One request per call, at once, as the other vendors: batching would hold events for 5 s in localStorage.
  batch_requests: false,
  api_payload_format: 'json',
  // The anonymous id in localStorage, not a cookie, as other analytics SDKs keep theirs.
  persistence: 'localStorage',
  opt_out_tracking_persistence_type: 'localStorage',
  // Opted out until the sink says otherwise, from the visitor's choice.
  opt_out_tracking_by_default: true,
};

/** Loads the SDK chunk and starts Mixpanel; rejects when the chunk cannot be had. `importSdk` stands in for the chunk in tests. */
export async function startMixpanel(
  options: MixpanelOptions,
  context: MixpanelContext,
  importSdk: () => Promise<MixpanelModule> = importMixpanel,
): Promise<MixpanelAnalyticsSink> {
  const sdk = await importSdk();
  // The chunk's evaluation and the SDK's start-up as two tasks rather than one long one.
  await yieldToMain();
  return new MixpanelAnalyticsSink(
    sdk.init(options.token, { ...SHELL_OWNS_EVERYTHING, api_host: options.apiHost }, INSTANCE_NAME),
    context,
  );
}

/**
 * SPEC §7: page views and named events go to Mixpanel, as `$mp_web_page_view` (described by the
 * view given) and `track(name, properties)`. A call that waited for consent keeps its time (`time`)
 * and its page (`$current_url`).
 *
 * Consent, in Mixpanel's terms: it starts opted out (`opt_out_tracking_by_default`), and the sink
 * calls `opt_in_tracking` while `analytics` is granted and `opt_out_tracking` when it is refused or
 * withdrawn, here or in another tab (which also clears what Mixpanel stored). A refused or
 * unreachable request is reported to the shell, which logs it once for Mixpanel.
 */
export class MixpanelAnalyticsSink implements AnalyticsSink {
  readonly #mixpanel: Mixpanel;
  readonly #reportFailure: (error: unknown) => void;

  constructor(mixpanel: Mixpanel, context: MixpanelContext) {
    this.#mixpanel = mixpanel;
    this.#reportFailure = context.reportFailure;
    const follow = (permission: VendorPermission) => {
      // Pending (no decision): the pipeline holds every call, and Mixpanel is left as it is.
      if (permission === 'granted') {
        // No `$opt_in` event (the opt-in's own track, a no-op here): Mixpanel receives only what the shell hands it.
        this.#mixpanel.opt_in_tracking({ track: () => undefined });
        context.consentSent('opt_in_tracking');
      } else if (permission === 'denied') {
        this.#mixpanel.opt_out_tracking();
        context.consentSent('opt_out_tracking');
      }
    };
    const analytics = context.consentFor('analytics');
    // At start, anything but granted is opted out, whatever Mixpanel stored on this device before.
    follow(analytics.current() === 'granted' ? 'granted' : 'denied');
    analytics.subscribe(follow);
  }

  page(view: PageView, timing?: CallTiming): void {
    // Mixpanel's own page-view properties, given explicitly: a page view that waited describes the page it happened on.
    this.#send(MIXPANEL_PAGE_VIEW, {
      $current_url: view.url,
      current_url_path: view.path,
      current_url_search: view.search,
      current_page_title: view.title,
      ...this.#time(timing),
    });
  }

  track(event: AnalyticsEvent, timing?: CallTiming): void {
    this.#send(event.name, { ...event.properties, ...(timing?.page ? { $current_url: timing.page.url } : {}), ...this.#time(timing) });
  }

  #time(timing: CallTiming | undefined) {
    return timing ? { time: timing.occurredAt.getTime() } : {};
  }

  #send(name: string, properties: Record<string, unknown>): void {
    this.#mixpanel.track(name, properties, (response: unknown) => {
      // 1: accepted; 0: refused (a bad token) or never answered (blocked, offline).
      if (response === 0) this.#reportFailure(new Error(`Mixpanel did not accept "${name}"`));
    });
  }
}
