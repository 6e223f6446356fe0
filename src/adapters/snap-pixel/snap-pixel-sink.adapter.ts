import type { AnalyticsEvent } from '../../domain/analytics-event';
import type { PageView } from '../../domain/page-view';
import { loadedOnceGranted, type TagWithoutConsentCallContext } from '../../ports/loaded-once-granted';
import type { PixelSink } from '../../ports/pixel-sink.port';
import { installSnapPixel, type Snaptr } from './snaptr';
import type { SnapPixelOptions } from './snap-pixel.vendor';

/**
 * SPEC §1, §7 in Snap's terms: each page view is `snaptr('track', 'PAGE_VIEW')` (it reads the current
 * address) and each named event `snaptr('track', name, properties)`, under its own name (Snap's own,
 * such as `SIGN_UP` or `PURCHASE`, are the ones its reports count).
 */
export class SnapPixelSink implements PixelSink {
  readonly #snaptr: () => Snaptr | undefined;

  constructor(snaptr: () => Snaptr | undefined) {
    this.#snaptr = snaptr;
  }

  page(_view: PageView): void {
    this.#snaptr()?.('track', 'PAGE_VIEW');
  }

  track(event: AnalyticsEvent): void {
    this.#snaptr()?.('track', event.name, { ...event.properties });
  }
}

/** The pixel, loaded now that marketing is granted, then the sink; rejects when scevent.min.js is blocked. */
export async function startSnapPixel(
  { pixelId }: SnapPixelOptions,
  context: TagWithoutConsentCallContext,
  target: Window = window,
): Promise<SnapPixelSink> {
  await loadedOnceGranted('Snap', 'marketing', context, () => installSnapPixel(pixelId, target));
  return new SnapPixelSink(() => target.snaptr);
}
