import type { AnalyticsEvent } from '../../domain/analytics-event';
import type { PageView } from '../../domain/page-view';
import type { AnalyticsSink } from '../../ports/analytics-sink.port';
import { loadedOnceGranted, type TagWithoutConsentCallContext } from '../../ports/loaded-once-granted';
import { installFathom, type Fathom } from './fathom-script';
import type { FathomOptions } from './fathom.vendor';

/**
 * SPEC §7 through Fathom's script: a page view is `fathom.trackPageview({ url })` with the view's own
 * URL (not the page it is sent from: a view held for consent keeps its address); a named event is
 * `fathom.trackEvent(name)`. Fathom's events take no properties (only a value in cents, which the
 * shell does not send) and no page: Fathom counts an event on the page it is sent from. It takes no
 * timestamp either: a call held for consent is counted when it is sent.
 */
export class FathomAnalyticsSink implements AnalyticsSink {
  readonly #fathom: () => Fathom | undefined;

  constructor(fathom: () => Fathom | undefined) {
    this.#fathom = fathom;
  }

  page(view: PageView): void {
    this.#fathom()?.trackPageview({ url: view.url });
  }

  track(event: AnalyticsEvent): void {
    this.#fathom()?.trackEvent(event.name);
  }
}

/**
 * Fathom's script, loaded now that analytics is granted, then the sink; rejects when it is blocked.
 * Fathom is cookieless and has no consent call: it is told only by being loaded, and a withdrawal while
 * its script is in the page reloads the page once (`loadedOnceGranted`), so nothing of it stays.
 */
export async function startFathom(
  { siteId }: FathomOptions,
  context: TagWithoutConsentCallContext,
  target: Window = window,
): Promise<FathomAnalyticsSink> {
  await loadedOnceGranted('Fathom', 'analytics', context, () => installFathom(siteId, target));
  return new FathomAnalyticsSink(() => target.fathom);
}
