import type { AnalyticsEvent } from '../../domain/analytics-event';
import type { PageView } from '../../domain/page-view';
import { loadedOnceGranted, type TagWithoutConsentCallContext } from '../../ports/loaded-once-granted';
import type { PixelSink } from '../../ports/pixel-sink.port';
import { installOutbrainPixel, type ObApi } from './ob-api';
import type { OutbrainPixelOptions } from './outbrain-pixel.vendor';

/**
 * SPEC §1, §7 in Outbrain's terms: each page view is `obApi('track', 'PAGE_VIEW')` (it reads the current
 * address) and each named event `obApi('track', name, properties)` under its own name: a conversion in
 * Outbrain Amplify counts the event of its name (`orderValue`, `currency`, `orderId` are the properties it reads).
 */
export class OutbrainPixelSink implements PixelSink {
  readonly #obApi: () => ObApi | undefined;

  constructor(obApi: () => ObApi | undefined) {
    this.#obApi = obApi;
  }

  page(_view: PageView): void {
    this.#obApi()?.('track', 'PAGE_VIEW');
  }

  track(event: AnalyticsEvent): void {
    this.#obApi()?.('track', event.name, { ...event.properties });
  }
}

/** The pixel, loaded now that marketing is granted, then the sink; rejects when obtp.js is blocked. */
export async function startOutbrainPixel(
  { marketerId }: OutbrainPixelOptions,
  context: TagWithoutConsentCallContext,
  target: Window = window,
): Promise<OutbrainPixelSink> {
  await loadedOnceGranted('Outbrain', 'marketing', context, () => installOutbrainPixel(marketerId, target));
  return new OutbrainPixelSink(() => target.obApi);
}
