import type { AnalyticsEvent, CallTiming } from '../../domain/analytics-event';
import type { PageView } from '../../domain/page-view';
import { loadedOnceGranted, type TagWithoutConsentCallContext } from '../../ports/loaded-once-granted';
import type { PixelSink } from '../../ports/pixel-sink.port';
import { installHubSpotTrackingCode, type Hsq } from './hsq';
import type { HubSpotOptions } from './hubspot.vendor';

/**
 * SPEC §1, §7 in HubSpot's terms. Page views: the tracking code counts the page it loads on by itself,
 * so the first page view the shell hands over (that page, held until it loaded) is not sent again (no
 * double count); each later one is `setPath` then `trackPageView`. A page view held from before the
 * tracking code was in the page, of a page the visitor has left since, is not sent either: recorded after
 * its own count, it would be out of order and leave its path on a page the visitor is no longer on.
 * Named events: a custom behavioral event, `trackCustomBehavioralEvent` with its internal name
 * (`pe<hub id>_<name>`), for the events mapped to one; HubSpot takes no other, so any other is not sent.
 */
export class HubSpotPixelSink implements PixelSink {
  readonly #hsq: () => Hsq | undefined;
  readonly #events: Readonly<Record<string, string>>;
  readonly #currentPath: () => string;
  readonly #loadedAt: Date;
  #firstPageView = true;

  constructor(hsq: () => Hsq | undefined, events: Readonly<Record<string, string>>, currentPath: () => string, loadedAt: Date) {
    this.#hsq = hsq;
    this.#events = events;
    this.#currentPath = currentPath;
    this.#loadedAt = loadedAt;
  }

  page(view: PageView, timing?: CallTiming): void {
    const path = `${view.path}${view.search}`;
    if (this.#firstPageView) {
      this.#firstPageView = false;
      return;
    }
    if (timing && timing.occurredAt < this.#loadedAt && path !== this.#currentPath()) return;
    const hsq = this.#hsq();
    hsq?.push(['setPath', path]);
    hsq?.push(['trackPageView']);
  }

  track(event: AnalyticsEvent): void {
    const name = Object.hasOwn(this.#events, event.name) ? this.#events[event.name] : undefined;
    if (name !== undefined) this.#hsq()?.push(['trackCustomBehavioralEvent', { name, properties: { ...event.properties } }]);
  }
}

/** The tracking code, loaded now that marketing is granted, then the sink; rejects when its loader is blocked. */
export async function startHubSpot(
  options: HubSpotOptions,
  context: TagWithoutConsentCallContext,
  target: Window = window,
): Promise<HubSpotPixelSink> {
  await loadedOnceGranted('HubSpot', 'marketing', context, () => installHubSpotTrackingCode(options.hubId, options.region, target));
  const currentPath = () => `${target.location.pathname}${target.location.search}`;
  return new HubSpotPixelSink(() => target._hsq, options.events, currentPath, new Date());
}
