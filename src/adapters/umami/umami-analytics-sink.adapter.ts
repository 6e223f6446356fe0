import type { AnalyticsEvent } from '../../domain/analytics-event';
import type { PageView } from '../../domain/page-view';
import type { AnalyticsSink } from '../../ports/analytics-sink.port';
import type { AdapterContext } from '../../ports/vendor-descriptor';
import { installUmamiTracker, type UmamiTracker } from './umami-tracker';
import type { UmamiOptions } from './umami.vendor';

/** Umami reads the page as a path with its query ("/pricing?plan=pro"), as its own tracker collects it. */
const pathOf = (url: string): string => {
  const { pathname, search } = new URL(url, location.origin);
  return pathname + search;
};

/**
 * SPEC §7 through Umami's tracker, with the function form of `umami.track` so each call keeps what
 * Umami collects (hostname, language, screen, referrer) and describes the page it was made on, not
 * the one it is sent from (a call held for consent): a page view is the view's path and title; a
 * named event is its name and properties (`data`, nested values kept, as Umami stores JSON) with the
 * path of its `currentPage`. Umami takes no timestamp: a held call is counted when it is sent.
 */
export class UmamiAnalyticsSink implements AnalyticsSink {
  readonly #umami: () => UmamiTracker | undefined;

  constructor(umami: () => UmamiTracker | undefined) {
    this.#umami = umami;
  }

  page(view: PageView): void {
    this.#umami()?.track((collected) => ({ ...collected, url: view.path + view.search, title: view.title }));
  }

  track(event: AnalyticsEvent): void {
    const page = event.properties['currentPage'];
    const url = typeof page === 'string' ? pathOf(page) : undefined;
    this.#umami()?.track((collected) => ({
      ...collected,
      ...(url === undefined ? {} : { url }),
      name: event.name,
      data: event.properties,
    }));
  }
}

/** Umami's tracker, loaded now that analytics is granted, then the sink; rejects when the script is blocked. */
export async function startUmami(
  options: UmamiOptions,
  context: Pick<AdapterContext, 'consentSent'>,
  target: Window = window,
): Promise<UmamiAnalyticsSink> {
  // Umami has no consent call: it is told only by being loaded, and with automatic tracking off it sends nothing the shell does not hand it.
  context.consentSent('loaded with analytics granted (Umami has no consent call)');
  await installUmamiTracker(options.websiteId, options.hostUrl, target);
  return new UmamiAnalyticsSink(() => target.umami);
}
