import type { AnalyticsEvent } from '../../domain/analytics-event';
import type { PixelSink } from '../../ports/pixel-sink.port';
import { installMetaPixel, type Fbq } from './fbq';
import type { MetaPixelOptions } from './meta-pixel.vendor';
import { META_STANDARD_EVENTS } from './meta-standard-events';

/** Meta's standard events go through `track`, every other name through `trackCustom`, with the same properties. */
export function reportToPixel(fbq: Fbq, event: AnalyticsEvent): void {
  fbq(META_STANDARD_EVENTS.has(event.name) ? 'track' : 'trackCustom', event.name, { ...event.properties });
}

/**
 * SPEC §1, §7: the same named events go to the advertising pixel when one is on the page. Without a
 * pixel id, an event goes to `window.fbq` if it is there at that moment (a tag manager's, added
 * before or after the shell, or removed again) and nowhere otherwise, silently. With one, the
 * shell has loaded Meta's pixel before making this sink, so every event reaches it.
 */
export class MetaPixelSink implements PixelSink {
  readonly #pixel: () => Fbq | undefined;

  constructor(pixel: () => Fbq | undefined) {
    this.#pixel = pixel;
  }

  track(event: AnalyticsEvent): void {
    const fbq = this.#pixel();
    if (fbq) reportToPixel(fbq, event);
  }
}

/** With a pixel id: Meta's base code and fbevents.js, then the sink; rejects when the script is blocked. */
export async function startMetaPixel({ pixelId }: MetaPixelOptions, target: Window = window): Promise<MetaPixelSink> {
  if (!pixelId) return new MetaPixelSink(() => target.fbq);
  const fbq = await installMetaPixel(pixelId, target);
  return new MetaPixelSink(() => fbq);
}
