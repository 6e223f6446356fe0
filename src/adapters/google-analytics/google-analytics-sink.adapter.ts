import type { AnalyticsEvent, CallTiming } from '../../domain/analytics-event';
import type { PageView } from '../../domain/page-view';
import type { VendorPermission } from '../../domain/vendor-permission';
import type { AnalyticsSink } from '../../ports/analytics-sink.port';
import type { AdapterContext } from '../../ports/vendor-descriptor';
import type { GoogleAnalyticsOptions } from './google-analytics.vendor';
import { gtagOn, loadGtag, type Gtag } from './gtag';

/** What the sink needs of the shell: the purposes Consent Mode follows, and where to say what it told Google. */
export type GoogleAnalyticsContext = Pick<AdapterContext, 'consentFor' | 'consentSent'>;

type ConsentValue = 'granted' | 'denied';

/** Google's Consent Mode v2: the four types Google's tags read, in the order the inspector names them. */
export interface ConsentModeState {
  readonly analytics_storage: ConsentValue;
  readonly ad_storage: ConsentValue;
  readonly ad_user_data: ConsentValue;
  readonly ad_personalization: ConsentValue;
}

/** Before anything is known: everything denied, as Consent Mode's default must be set before the tag runs. */
export const CONSENT_DEFAULT: ConsentModeState = {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
};

const value = (permission: VendorPermission): ConsentValue => (permission === 'granted' ? 'granted' : 'denied');

/**
 * The visitor's choices in Consent Mode's terms: analytics_storage follows `analytics`; the three
 * advertising types (ad cookies, user data sent to Google for ads, ad personalisation) follow `marketing`.
 */
export function consentModeState(context: Pick<AdapterContext, 'consentFor'>): ConsentModeState {
  const marketing = value(context.consentFor('marketing').current());
  return {
    analytics_storage: value(context.consentFor('analytics').current()),
    ad_storage: marketing,
    ad_user_data: marketing,
    ad_personalization: marketing,
  };
}

const described = (state: ConsentModeState) =>
  (Object.keys(state) as (keyof ConsentModeState)[]).map((type) => `${type}=${state[type]}`).join(' ');

/**
 * Google's snippet as Consent Mode asks, then gtag.js: the default (all denied) is on the dataLayer
 * before the tag, then the visitor's choices as an update (and again on every change, here or in
 * another tab), then `js` and `config` without an automatic page view (the shell sends its own,
 * SPEC §2). Resolves once gtag.js has run; rejects when it is blocked, and the shell logs once that
 * Google Analytics could not be loaded.
 */
export async function startGoogleAnalytics(
  options: GoogleAnalyticsOptions,
  context: GoogleAnalyticsContext,
  target: Window = window,
): Promise<GoogleAnalyticsSink> {
  const gtag = gtagOn(target);
  gtag('consent', 'default', { ...CONSENT_DEFAULT });
  context.consentSent(`gtag consent default ${described(CONSENT_DEFAULT)}`);
  let told: string | undefined;
  const update = () => {
    const state = consentModeState(context);
    if (described(state) === told) return;
    told = described(state);
    gtag('consent', 'update', { ...state });
    context.consentSent(`gtag consent update ${told}`);
  };
  update();
  const stopFollowing = (['analytics', 'marketing'] as const).map((purpose) => context.consentFor(purpose).subscribe(update));
  gtag('js', new Date());
  gtag('config', options.measurementId, { send_page_view: false });
  try {
    await loadGtag(options.measurementId, target);
  } catch (error) {
    for (const stop of stopFollowing) stop();
    throw error;
  }
  return new GoogleAnalyticsSink(gtag, options.measurementId);
}

/**
 * SPEC §7: page views and named events go to Google Analytics 4 as gtag events, each sent to this
 * measurement id only (`send_to`), so a property the page configures itself gets none of them.
 * gtag takes no timestamp: a call held for consent is counted when it is sent, but keeps its page.
 */
export class GoogleAnalyticsSink implements AnalyticsSink {
  readonly #gtag: Gtag;
  readonly #measurementId: string;

  constructor(gtag: Gtag, measurementId: string) {
    this.#gtag = gtag;
    this.#measurementId = measurementId;
  }

  page(view: PageView): void {
    // GA4's page parameters, from the view given: a page view that waited describes the page it happened on.
    this.#gtag('event', 'page_view', {
      page_location: view.url,
      page_path: `${view.path}${view.search}`,
      page_title: view.title,
      send_to: this.#measurementId,
    });
  }

  track(event: AnalyticsEvent, timing?: CallTiming): void {
    // GA4 stamps an event with the current document's location and title unless told otherwise.
    const page = timing?.page ? { page_location: timing.page.url, page_title: timing.page.title } : {};
    this.#gtag('event', event.name, { ...event.properties, ...page, send_to: this.#measurementId });
  }
}
