import type { AnalyticsEvent, CallTiming } from '../../domain/analytics-event';
import type { PageView } from '../../domain/page-view';
import { injectScript } from '../../platform/inject-script';
import type { AnalyticsSink } from '../../ports/analytics-sink.port';
import { joinConsentMode, leaveConsentMode, type GoogleTagContext } from '../google-tag/google-tag';
import type { GoogleTagManagerOptions } from './google-tag-manager.vendor';

export const gtmScriptUrl = (containerId: string) => `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;

/**
 * Tag Manager's snippet as code (the CSP allows no inline script), after Consent Mode: the default and
 * the visitor's choices go on the dataLayer first (joined with Google Analytics and Google Ads when they
 * are on, one state for every Google tag), then the container's start event and gtm.js, so no tag of the
 * container runs before Consent Mode is set. Resolves once gtm.js has run; rejects when it is blocked,
 * and then stops telling Consent Mode anything.
 */
export async function startGoogleTagManager(
  { containerId }: GoogleTagManagerOptions,
  context: GoogleTagContext,
  target: Window = window,
): Promise<GoogleTagManagerSink> {
  const consentMode = joinConsentMode(context, target);
  const dataLayer = (target.dataLayer ??= []);
  dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  try {
    await injectScript(gtmScriptUrl(containerId), target.document);
  } catch (error) {
    leaveConsentMode(consentMode, context.consentSent, target);
    throw error;
  }
  return new GoogleTagManagerSink(() => (target.dataLayer ??= []));
}

/**
 * SPEC §1, §7 in a container's terms: each page view and named event is a dataLayer event its triggers
 * can fire on. A page view is `page_view` with GA4's page parameters (the page it happened on, for one
 * that waited for consent); a named event is its name with its properties, currentPage included.
 */
export class GoogleTagManagerSink implements AnalyticsSink {
  readonly #dataLayer: () => unknown[];

  constructor(dataLayer: () => unknown[]) {
    this.#dataLayer = dataLayer;
  }

  page(view: PageView): void {
    this.#dataLayer().push({
      event: 'page_view',
      page_location: view.url,
      page_path: `${view.path}${view.search}`,
      page_title: view.title,
    });
  }

  track(event: AnalyticsEvent, timing?: CallTiming): void {
    const page = timing?.page ? { page_location: timing.page.url, page_title: timing.page.title } : {};
    this.#dataLayer().push({ ...event.properties, ...page, event: event.name });
  }
}
