import type { AnalyticsEvent } from '../../domain/analytics-event';
import type { PageView } from '../../domain/page-view';
import { loadedOnceGranted, type TagWithoutConsentCallContext } from '../../ports/loaded-once-granted';
import type { PixelSink } from '../../ports/pixel-sink.port';
import { installTaboolaPixel, type Tfa } from './tfa';
import type { TaboolaPixelOptions } from './taboola-pixel.vendor';

/**
 * SPEC §1, §7 in Taboola's terms: each page view is its `page_view` event with `item-url`, the view's
 * own address (Taboola's way for a single-page app, "Add the base pixel to an SPA"); each named event is
 * an event under its own name, with its properties beside (Taboola reads `revenue`, `currency`,
 * `orderid`, `quantity`). A conversion in Taboola Ads counts the event of its name.
 */
export class TaboolaPixelSink implements PixelSink {
  readonly #tfa: () => Tfa | undefined;
  readonly #id: number;

  constructor(tfa: () => Tfa | undefined, account: string) {
    this.#tfa = tfa;
    this.#id = Number(account);
  }

  page(view: PageView): void {
    this.#tfa()?.push({ notify: 'event', name: 'page_view', id: this.#id, 'item-url': view.url });
  }

  track(event: AnalyticsEvent): void {
    this.#tfa()?.push({ ...event.properties, notify: 'event', name: event.name, id: this.#id });
  }
}

/** The pixel, loaded now that marketing is granted, then the sink; rejects when tfa.js is blocked. */
export async function startTaboolaPixel(
  { account }: TaboolaPixelOptions,
  context: TagWithoutConsentCallContext,
  target: Window = window,
): Promise<TaboolaPixelSink> {
  await loadedOnceGranted('Taboola', 'marketing', context, () => installTaboolaPixel(account, target));
  return new TaboolaPixelSink(() => target._tfa, account);
}
