import type { AnalyticsEvent } from '../../domain/analytics-event';
import type { PageView } from '../../domain/page-view';
import { loadedOnceGranted, type TagWithoutConsentCallContext } from '../../ports/loaded-once-granted';
import type { PixelSink } from '../../ports/pixel-sink.port';
import { CRITEO_EVENTS, installCriteoOneTag, type CriteoQ } from './criteo-q';
import type { CriteoOneTagOptions } from './criteo-onetag.vendor';

const CRITEO_EVENT_NAMES: ReadonlySet<string> = new Set(CRITEO_EVENTS);

/**
 * SPEC §1, §7 in Criteo's terms: a page view is `viewHome` on the home page and `viewPage` on any
 * other (it reads the current address). Criteo counts only its own events: an event named as one
 * (`addToCart`) goes under its name, one mapped to one (`VITE_CRITEO_EVENTS`) under that, each with the
 * event's properties as its parameters (`item`, `id`); any other is not sent.
 */
export class CriteoOneTagPixelSink implements PixelSink {
  readonly #criteoQ: () => CriteoQ | undefined;
  readonly #events: Readonly<Record<string, string>>;

  constructor(criteoQ: () => CriteoQ | undefined, events: Readonly<Record<string, string>>) {
    this.#criteoQ = criteoQ;
    this.#events = events;
  }

  page(view: PageView): void {
    this.#criteoQ()?.push({ event: view.path === '/' ? 'viewHome' : 'viewPage' });
  }

  track(event: AnalyticsEvent): void {
    const criteoEvent = Object.hasOwn(this.#events, event.name)
      ? this.#events[event.name]
      : CRITEO_EVENT_NAMES.has(event.name)
        ? event.name
        : undefined;
    if (criteoEvent !== undefined) this.#criteoQ()?.push({ ...event.properties, event: criteoEvent });
  }
}

/** OneTag, loaded now that marketing is granted, then the sink; rejects when ld.js is blocked. */
export async function startCriteoOneTag(
  options: CriteoOneTagOptions,
  context: TagWithoutConsentCallContext,
  target: Window = window,
): Promise<CriteoOneTagPixelSink> {
  await loadedOnceGranted('Criteo', 'marketing', context, () => installCriteoOneTag(options.account, target));
  return new CriteoOneTagPixelSink(() => target.criteo_q, options.events);
}
