// @ts-ignore -- an optional peer dependency (README, Install): a product that leaves this vendor off typechecks without it
import type { CaptureOptions, CaptureResult, PostHog, PostHogConfig, RequestResponse } from 'posthog-js/dist/module.slim.no-external';
import type { AnalyticsEvent, CallTiming } from '../../domain/analytics-event';
import type { PageView } from '../../domain/page-view';
import type { VendorPermission } from '../../domain/vendor-permission';
import { yieldToMain } from '../../platform/page-lifecycle';
import type { AnalyticsSink } from '../../ports/analytics-sink.port';
import type { AdapterContext } from '../../ports/vendor-descriptor';
import type { PostHogOptions } from './posthog.vendor';

/** What the sink needs of the shell: where to report a refusal, the `analytics` purpose, and where to say what it told PostHog. */
export type PostHogContext = Pick<AdapterContext, 'reportFailure' | 'consentFor' | 'consentSent'>;

/** What the adapter takes from the SDK module: the class, so each sink has an instance of its own. */
export interface PostHogModule {
  readonly PostHog: new () => PostHog;
}

// PostHog's "slim" build without its script loader: the core (capture, persistence, sessions) and none
// of the extensions this adapter turns off anyway (autocapture, replay, surveys, flags…), about half the
// size of the default build. It can never inject a script (toolbar, site apps, lazy extensions), which
// the CSP would refuse: scripts come from 'self' only. posthog-js ships it in dist/ with its own types
// but publishes no subpath for it in this version, hence the path.
// @ts-ignore -- an optional peer dependency (README, Install): a product that leaves this vendor off typechecks without it
const importPostHog = (): Promise<PostHogModule> => import('posthog-js/dist/module.slim.no-external.js');

/** Loads the SDK chunk and starts PostHog; rejects when the chunk cannot be had. `importSdk` stands in for the chunk in tests. */
export async function startPostHog(
  options: PostHogOptions,
  context: PostHogContext,
  importSdk: () => Promise<PostHogModule> = importPostHog,
): Promise<PostHogAnalyticsSink> {
  const sdk = await importSdk();
  // The chunk's evaluation and the SDK's start-up as two tasks rather than one long one.
  await yieldToMain();
  return new PostHogAnalyticsSink(options, sdk, context);
}

/**
 * SPEC §7: page views and named events go to PostHog, as `$pageview` and `capture(name, properties)`.
 * Made once the SDK is loaded; the shell's pipeline holds calls until then. Everything PostHog would
 * do on its own (page views, autocapture, replay, surveys, feature flags, remote config) is off: the
 * only requests are the events the shell sends, to `{apiHost}/e/`.
 *
 * Consent, in PostHog's terms: it starts opted out (`opt_out_capturing_by_default`), and the sink
 * opts it in (`opt_in_capturing`) while `analytics` is granted and out (`opt_out_capturing`, then
 * `reset`, so a later grant starts with a new id) when it is refused or withdrawn, here or in another tab. The shell's pipeline already sends nothing
 * without consent; this tells PostHog the same, so its own stored state and queue agree.
 */
export class PostHogAnalyticsSink implements AnalyticsSink {
  readonly #posthog: PostHog;
  /** The title of the page view being captured, while it is (see #keepPageTitle). */
  #pageTitle: string | undefined;
  readonly #reportFailure: (error: unknown) => void;

  constructor(options: PostHogOptions, { PostHog }: PostHogModule, context: PostHogContext) {
    this.#reportFailure = context.reportFailure;
    this.#posthog = new PostHog();
    this.#posthog.init(options.apiKey, {
      api_host: options.apiHost,
      ...SHELL_OWNS_EVERYTHING,
      before_send: this.#keepPageTitle,
      on_request_error: this.#refused,
    });
    const analytics = context.consentFor('analytics');
    const follow = (permission: VendorPermission) => {
      // Pending (no decision, as after the stored choice is cleared): the pipeline holds every call, and PostHog is left as it is.
      if (permission === 'granted') {
        // No `$opt_in` event: PostHog receives only what the shell hands it.
        this.#posthog.opt_in_capturing({ captureEventName: false });
        context.consentSent('opt_in_capturing');
      } else if (permission === 'denied') {
        // Issue 25: opted out, it captures nothing more; reset drops the anonymous id and session it
        // holds in memory too, so a later grant starts with a new id rather than the withdrawn one.
        this.#posthog.opt_out_capturing();
        this.#posthog.reset();
        context.consentSent('opt_out_capturing and reset');
      }
    };
    follow(analytics.current());
    analytics.subscribe(follow);
  }

  page(view: PageView, timing?: CallTiming): void {
    // PostHog's own names, given explicitly: a page view that waited must describe the page it happened
    // on, not the one the visitor is on when it is sent. `search` has no PostHog name; it is ours.
    const properties = { $current_url: view.url, $pathname: view.path, search: view.search, title: view.title };
    this.#pageTitle = view.title;
    try {
      this.#posthog.capture('$pageview', properties, captureOptions(timing));
    } finally {
      this.#pageTitle = undefined;
    }
  }

  track(event: AnalyticsEvent, timing?: CallTiming): void {
    this.#posthog.capture(event.name, { ...event.properties }, captureOptions(timing));
  }

  // PostHog sets a page view's `title` to document.title when it captures it, over the one it was given.
  // Capture is synchronous, so the title of the view being captured is still at hand here.
  readonly #keepPageTitle = (event: CaptureResult | null): CaptureResult | null => {
    if (event?.event === '$pageview' && this.#pageTitle !== undefined) event.properties['title'] = this.#pageTitle;
    return event;
  };

  // An HTTP refusal (an unknown project key, a proxy that answers 404) arrives here, outside any call:
  // the shell logs it once for PostHog, as it does a blocked vendor. A request stopped before any HTTP
  // answer (an ad blocker, no network) never gets here: PostHog retries it quietly and gives the page no hook.
  readonly #refused = (response: RequestResponse): void => {
    this.#reportFailure(new Error(`PostHog's API answered HTTP ${response.statusCode}`));
  };
}

const SHELL_OWNS_EVERYTHING = {
  // The shell sends page views itself (SPEC §2), so PostHog's own ($pageview on load and on history
  // changes, $pageleave) would double them; nothing is captured but what the shell hands over.
  capture_pageview: false,
  capture_pageleave: false,
  // The slim build has none of these extensions; they are off anyway, so a switch to the full build cannot turn them on.
  autocapture: false,
  rageclick: false,
  capture_dead_clicks: false,
  capture_heatmaps: false,
  capture_performance: false,
  // Errors belong to the ErrorReporter port.
  capture_exceptions: false,
  disable_session_recording: true,
  disable_surveys: true,
  disable_product_tours: true,
  disable_conversations: true,
  // No /flags and no /array/{key}/config request: the shell uses neither feature flags nor PostHog's remote settings.
  advanced_disable_flags: true,
  disable_external_dependency_loading: true,
  // No cookie. localStorage keeps the anonymous id and session across page loads on this site; in
  // memory every load would count as a new visitor and a new session.
  persistence: 'localStorage',
  // Nothing is captured until the sink has told PostHog the visitor's choice, and opting out (a refusal,
  // a withdrawal) also removes the anonymous id PostHog kept. Its choice is stored under
  // __ph_opt_in_out_{key} in localStorage, and the sink overrides it at every start.
  opt_out_capturing_by_default: true,
  opt_out_persistence_by_default: true,
  // Not cookieless_mode: 'on_reject' would go on capturing (without an id) after a refusal, and the shell
  // promises that a refusal sends nothing; 'always' would count every page load as a new visitor.
} satisfies Partial<PostHogConfig>;

/**
 * Each call is one request, sent when it is made, gzipped synchronously (a small body) so the requests
 * leave in call order. PostHog's batch queue (flushed every 3 s) would not help: a call with options,
 * as one held for consent is (it keeps its own time), skips that queue, so batching the others would
 * reorder them.
 */
const captureOptions = (timing: CallTiming | undefined): CaptureOptions => ({
  send_instantly: true,
  ...(timing ? { timestamp: timing.occurredAt } : {}),
});
