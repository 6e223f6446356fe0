import type { AnalyticsEvent } from '../../domain/analytics-event';
import type { PageView } from '../../domain/page-view';
import { loadedOnceGranted, type TagWithoutConsentCallContext } from '../../ports/loaded-once-granted';
import type { PixelSink } from '../../ports/pixel-sink.port';
import { installRedditPixel, REDDIT_STANDARD_EVENTS, type Rdt } from './rdt';
import type { RedditPixelOptions } from './reddit-pixel.vendor';

/**
 * SPEC §1, §7 in Reddit's terms: each page view is `rdt('track', 'PageVisit')` (it reads the current
 * address); a named event that is one of Reddit's standard events (`SignUp`, `Lead`, `Purchase`) goes
 * under its name, any other as `rdt('track', 'Custom', { customEventName, … })`, its properties beside.
 */
export class RedditPixelSink implements PixelSink {
  readonly #rdt: () => Rdt | undefined;

  constructor(rdt: () => Rdt | undefined) {
    this.#rdt = rdt;
  }

  page(_view: PageView): void {
    this.#rdt()?.('track', 'PageVisit');
  }

  track(event: AnalyticsEvent): void {
    if (REDDIT_STANDARD_EVENTS.has(event.name)) this.#rdt()?.('track', event.name, { ...event.properties });
    else this.#rdt()?.('track', 'Custom', { ...event.properties, customEventName: event.name });
  }
}

/** The pixel, loaded now that marketing is granted, then the sink; rejects when pixel.js is blocked. */
export async function startRedditPixel(
  { pixelId }: RedditPixelOptions,
  context: TagWithoutConsentCallContext,
  target: Window = window,
): Promise<RedditPixelSink> {
  await loadedOnceGranted('Reddit', 'marketing', context, () => installRedditPixel(pixelId, target));
  return new RedditPixelSink(() => target.rdt);
}
