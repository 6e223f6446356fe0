import type { AnalyticsEvent } from '../../domain/analytics-event';
import type { PageView } from '../../domain/page-view';
import type { AnalyticsSink } from '../../ports/analytics-sink.port';
import { loadedOnceGranted, type TagWithoutConsentCallContext } from '../../ports/loaded-once-granted';
import { installPirsch, type PirschEvent } from './pirsch-script';
import type { PirschOptions } from './pirsch.vendor';

/** An event's properties as Pirsch's metadata, which it keeps as text: text as it is, anything else as JSON text. */
export function pirschMeta(properties: AnalyticsEvent['properties']): Record<string, string> {
  return Object.fromEntries(
    Object.entries(properties).flatMap(([key, value]) =>
      value === undefined || value === null ? [] : [[key, typeof value === 'string' ? value : JSON.stringify(value)]],
    ),
  );
}

/**
 * SPEC §7 through Pirsch's pa.js: a named event is `pirsch(name, { meta })` with its properties as text
 * metadata (`currentPage` included); Pirsch counts it on the page it is sent from. A page view is counted by
 * pa.js itself (it has no call for one): the page it loads on, which the held page view describes, and each
 * change of address after it. Pirsch takes no timestamp: a call held for consent is counted when it is sent.
 */
export class PirschAnalyticsSink implements AnalyticsSink {
  readonly #pirsch: () => PirschEvent | undefined;

  constructor(pirsch: () => PirschEvent | undefined) {
    this.#pirsch = pirsch;
  }

  page(_view: PageView): void {
    // Counted by pa.js itself, on load and on each change of address.
  }

  track(event: AnalyticsEvent): Promise<void> {
    // pa.js answers each event with a promise that rejects when the browser would not queue it.
    return Promise.resolve(this.#pirsch()?.(event.name, { meta: pirschMeta(event.properties) })).then(() => undefined);
  }
}

/**
 * pa.js, loaded now that analytics is granted, then the sink; rejects when it is blocked. Pirsch is
 * cookieless and has no consent call: it is told only by being loaded, and a withdrawal while its script is
 * in the page reloads the page once (`loadedOnceGranted`), since it keeps counting page views until the page goes.
 */
export async function startPirsch(
  { identificationCode }: PirschOptions,
  context: TagWithoutConsentCallContext,
  target: Window = window,
): Promise<PirschAnalyticsSink> {
  await loadedOnceGranted('Pirsch', 'analytics', context, () => installPirsch(identificationCode, target));
  return new PirschAnalyticsSink(() => target.pirsch);
}
