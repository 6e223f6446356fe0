import type { AnalyticsEvent } from '../../domain/analytics-event';
import type { AnalyticsSink } from '../../ports/analytics-sink.port';
import { loadedOnceGranted, type TagWithoutConsentCallContext } from '../../ports/loaded-once-granted';
import { installHeap } from './heap-script';
import type { HeapOptions } from './heap.vendor';

/**
 * SPEC §7 through Heap's classic script: a named event is `heap.track(name, properties)`, `currentPage` included,
 * read from `window.heap` at each call (its script replaces the snippet's queue). Heap counts its page views itself,
 * so `page` sends nothing (the shell calls it for none: `countsOwnPageViews`). Heap takes no timestamp from the
 * page: a held event is counted when it is sent.
 */
export class HeapAnalyticsSink implements AnalyticsSink {
  readonly #target: Window;

  constructor(target: Window) {
    this.#target = target;
  }

  page(): void {
    // Heap counted this page view itself, on load or on the navigation.
  }

  track(event: AnalyticsEvent): void {
    this.#target.heap?.track(event.name, event.properties);
  }
}

/** Heap's script, loaded now that analytics is granted, then the sink; a withdrawal reloads the page (loadedOnceGranted). */
export async function startHeap(
  options: HeapOptions,
  context: TagWithoutConsentCallContext,
  target: Window = window,
): Promise<HeapAnalyticsSink> {
  await loadedOnceGranted('Heap', 'analytics', context, () => installHeap(options.appId, target));
  return new HeapAnalyticsSink(target);
}
