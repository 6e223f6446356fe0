import type { AnalyticsEvent } from '../../domain/analytics-event';
import { loadedOnceGranted, type TagWithoutConsentCallContext } from '../../ports/loaded-once-granted';
import type { PixelSink } from '../../ports/pixel-sink.port';
import { installXPixel, type Twq } from './twq';
import type { XPixelOptions } from './x-pixel.vendor';

/**
 * SPEC §1, §7 in X's terms: the pixel takes conversion events, each by its event id. An event mapped
 * to one is `twq('event', id, properties)`; any other is not sent (the docs say so).
 */
export class XPixelSink implements PixelSink {
  readonly #twq: () => Twq | undefined;
  readonly #events: Readonly<Record<string, string>>;

  constructor(twq: () => Twq | undefined, events: Readonly<Record<string, string>>) {
    this.#twq = twq;
    this.#events = events;
  }

  track(event: AnalyticsEvent): void {
    const eventId = Object.hasOwn(this.#events, event.name) ? this.#events[event.name] : undefined;
    if (eventId !== undefined) this.#twq()?.('event', eventId, { ...event.properties });
  }
}

/** The pixel, loaded now that marketing is granted, then the sink; rejects when uwt.js is blocked. */
export async function startXPixel(
  options: XPixelOptions,
  context: TagWithoutConsentCallContext,
  target: Window = window,
): Promise<XPixelSink> {
  await loadedOnceGranted('X', 'marketing', context, () => installXPixel(options.pixelId, target));
  return new XPixelSink(() => target.twq, options.events);
}
