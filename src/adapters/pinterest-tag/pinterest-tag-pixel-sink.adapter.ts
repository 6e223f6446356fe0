import type { AnalyticsEvent } from '../../domain/analytics-event';
import type { PageView } from '../../domain/page-view';
import type { PixelSink } from '../../ports/pixel-sink.port';
import { loadedOnceGranted, type TagWithoutConsentCallContext } from '../../ports/loaded-once-granted';
import { installPinterestTag, type Pintrk } from './pintrk';
import type { PinterestTagOptions } from './pinterest-tag.vendor';

/**
 * SPEC §1, §7 in Pinterest's terms: each page view is `pintrk('page')` (it reads the current address)
 * and each named event `pintrk('track', name, properties)`, under its own name (Pinterest's own, such as
 * `signup` or `checkout`, are the ones its reports count).
 */
export class PinterestTagPixelSink implements PixelSink {
  readonly #pintrk: () => Pintrk | undefined;

  constructor(pintrk: () => Pintrk | undefined) {
    this.#pintrk = pintrk;
  }

  page(_view: PageView): void {
    this.#pintrk()?.('page');
  }

  track(event: AnalyticsEvent): void {
    this.#pintrk()?.('track', event.name, { ...event.properties });
  }
}

/** The tag, loaded now that marketing is granted, then the sink; rejects when core.js is blocked. */
export async function startPinterestTag(
  { tagId }: PinterestTagOptions,
  context: TagWithoutConsentCallContext,
  target: Window = window,
): Promise<PinterestTagPixelSink> {
  await loadedOnceGranted('Pinterest', 'marketing', context, () => installPinterestTag(tagId, target));
  return new PinterestTagPixelSink(() => target.pintrk);
}
