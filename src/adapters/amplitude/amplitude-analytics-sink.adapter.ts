import type { AnalyticsEvent, CallTiming } from '../../domain/analytics-event';
import type { PageView } from '../../domain/page-view';
import type { VendorPermission } from '../../domain/vendor-permission';
import { yieldToMain } from '../../platform/page-lifecycle';
import type { AnalyticsSink } from '../../ports/analytics-sink.port';
import type { AdapterContext } from '../../ports/vendor-descriptor';
import type { AmplitudeOptions } from './amplitude.vendor';

/** What the sink needs of the shell: where to report a refusal, the `analytics` purpose, and where to say what it told Amplitude. */
export type AmplitudeContext = Pick<AdapterContext, 'reportFailure' | 'consentFor' | 'consentSent'>;

/** What Amplitude answered for one event (its SDK's `Result`): `code` is the HTTP API's status, 200 when accepted. */
export interface AmplitudeResult {
  readonly code: number;
  readonly message: string;
}

/** The part of the SDK's `BrowserClient` the adapter uses (`@amplitude/analytics-browser`, Browser SDK 2). */
export interface AmplitudeClient {
  init(apiKey: string, options: Record<string, unknown>): { promise: Promise<void> };
  track(
    eventType: string,
    eventProperties?: Record<string, unknown>,
    eventOptions?: { time?: number },
  ): { promise: Promise<AmplitudeResult> };
  setOptOut(optOut: boolean): void;
}

/** What the adapter takes from the SDK module: `createInstance`, an instance of its own beside any the page runs. */
export interface AmplitudeModule {
  createInstance(): AmplitudeClient;
}

// @ts-ignore -- an optional peer dependency (README, Install): a product that leaves this vendor off typechecks without it
const importAmplitude = async (): Promise<AmplitudeModule> => (await import('@amplitude/analytics-browser')) as AmplitudeModule;

/** Amplitude's page view event, as its own page view tracking names it, with its own properties. */
export const AMPLITUDE_PAGE_VIEW = '[Amplitude] Page Viewed';

/**
 * Everything Amplitude would do on its own, off: the shell sends its own page views (SPEC §2), and
 * the only requests are the events it hands Amplitude, to its HTTP API.
 */
const SHELL_OWNS_EVERYTHING = {
  // A page may run Amplitude itself: the shell's instance has a name of its own.
  instanceName: 'shellkit',
  // No page views, sessions, attribution, form or file tracking, clicks, network capture or web vitals of its own.
  autocapture: false,
  // No settings from Amplitude's servers (they may turn autocapture back on), no diagnostics of the SDK sent to Amplitude.
  fetchRemoteConfig: false,
  enableDiagnostics: false,
  // The device id and session in localStorage, not a cookie (nor the test cookies a cookie storage writes first).
  identityStorage: 'localStorage',
  // Its warnings stay out of the page's console: a refusal is reported to the shell, which logs it once.
  logLevel: 0,
};

/** Loads the SDK chunk and starts Amplitude; rejects when the chunk cannot be had. `importSdk` stands in for the chunk in tests. */
export async function startAmplitude(
  options: AmplitudeOptions,
  context: AmplitudeContext,
  importSdk: () => Promise<AmplitudeModule> = importAmplitude,
): Promise<AmplitudeAnalyticsSink> {
  const sdk = await importSdk();
  // The chunk's evaluation and the SDK's start-up as two tasks rather than one long one.
  await yieldToMain();
  const client = sdk.createInstance();
  // Opted out from the start unless analytics is granted now, whatever an earlier page stored.
  const optOut = context.consentFor('analytics').current() !== 'granted';
  await client.init(options.apiKey, { ...SHELL_OWNS_EVERYTHING, serverZone: options.serverZone, optOut }).promise;
  return new AmplitudeAnalyticsSink(client, context, optOut);
}

/**
 * SPEC §7: page views and named events go to Amplitude, as `[Amplitude] Page Viewed` (described by
 * the view given, in its own page view properties) and `track(name, properties)`. A call that waited
 * for consent keeps its time (`time`) and its page (`[Amplitude] Page Location`).
 *
 * Consent, in Amplitude's terms: it is initialised only once `analytics` is granted (the pipeline makes
 * it then), so nothing is stored before; `setOptOut(true)` when it is refused or withdrawn, here or in
 * another tab (Amplitude then drops every call and sends nothing more), `setOptOut(false)` when it is
 * given back. A refused or unreachable request is reported to the shell, which logs it once for Amplitude.
 */
export class AmplitudeAnalyticsSink implements AnalyticsSink {
  readonly #amplitude: AmplitudeClient;
  readonly #reportFailure: (error: unknown) => void;
  readonly #inFlight = new Set<Promise<void>>();

  constructor(amplitude: AmplitudeClient, context: AmplitudeContext, startedOptedOut: boolean) {
    this.#amplitude = amplitude;
    this.#reportFailure = context.reportFailure;
    const follow = (permission: VendorPermission) => {
      // Pending (no decision): the pipeline holds every call, and Amplitude is left as it is.
      if (permission === 'pending') return;
      const optOut = permission === 'denied';
      this.#amplitude.setOptOut(optOut);
      context.consentSent(`setOptOut(${optOut})`);
    };
    const analytics = context.consentFor('analytics');
    const now = analytics.current();
    // The visitor may have changed their mind while the SDK started: it follows what holds now.
    if (now !== 'pending' && (now === 'denied') !== startedOptedOut) follow(now);
    else context.consentSent(`setOptOut(${startedOptedOut})`);
    analytics.subscribe(follow);
  }

  page(view: PageView, timing?: CallTiming): void {
    // Amplitude's own page view properties, given explicitly: a page view that waited describes the page it happened on.
    this.#send(
      AMPLITUDE_PAGE_VIEW,
      {
        '[Amplitude] Page Domain': new URL(view.url).hostname,
        '[Amplitude] Page Location': view.url,
        '[Amplitude] Page Path': view.path,
        '[Amplitude] Page Title': view.title,
        '[Amplitude] Page URL': view.url.split('?')[0],
      },
      timing,
    );
  }

  track(event: AnalyticsEvent, timing?: CallTiming): void {
    this.#send(event.name, { ...event.properties, ...(timing?.page ? { '[Amplitude] Page Location': timing.page.url } : {}) }, timing);
  }

  /**
   * Settles once every call handed so far has been answered (Amplitude sends what it holds each second):
   * for tests, which wait for that rather than for a time. The port has no such call.
   */
  async answered(): Promise<void> {
    while (this.#inFlight.size > 0) await Promise.all([...this.#inFlight]);
  }

  #send(name: string, properties: Record<string, unknown>, timing: CallTiming | undefined): void {
    const sent = this.#amplitude.track(name, properties, timing ? { time: timing.occurredAt.getTime() } : undefined);
    const answer = sent.promise.then(
      ({ code, message }) => {
        // 200: accepted; 0: never answered (blocked, offline); anything else refused. An opted-out drop is not a failure.
        if (code !== 200 && !/optOut/i.test(message))
          this.#reportFailure(new Error(`Amplitude did not accept "${name}": ${code} ${message}`));
      },
      (error: unknown) => this.#reportFailure(error),
    );
    this.#inFlight.add(answer);
    void answer.finally(() => this.#inFlight.delete(answer));
  }
}
