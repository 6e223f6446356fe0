import type { AnalyticsEvent } from '../../domain/analytics-event';
import type { PageView } from '../../domain/page-view';
import { loadedOnceGranted, type TagWithoutConsentCallContext } from '../../ports/loaded-once-granted';
import type { PixelSink } from '../../ports/pixel-sink.port';
import { installQuoraPixel, QUORA_EVENTS, type Qp } from './qp';
import type { QuoraPixelOptions } from './quora-pixel.vendor';

const QUORA_EVENT_NAMES: ReadonlySet<string> = new Set(QUORA_EVENTS);

/**
 * SPEC §1, §7 in Quora's terms: each page view is `qp('track', 'ViewContent')` (it reads the current
 * address). Quora counts only its own events: an event named as one (`Purchase`) goes under its name,
 * one mapped to one (`VITE_QUORA_EVENTS`) under that; any other is not sent. Its events take no
 * properties of ours (the docs give none), so none are sent.
 */
export class QuoraPixelSink implements PixelSink {
  readonly #qp: () => Qp | undefined;
  readonly #events: Readonly<Record<string, string>>;

  constructor(qp: () => Qp | undefined, events: Readonly<Record<string, string>>) {
    this.#qp = qp;
    this.#events = events;
  }

  page(_view: PageView): void {
    this.#qp()?.('track', 'ViewContent');
  }

  track(event: AnalyticsEvent): void {
    const quoraEvent = Object.hasOwn(this.#events, event.name)
      ? this.#events[event.name]
      : QUORA_EVENT_NAMES.has(event.name)
        ? event.name
        : undefined;
    if (quoraEvent !== undefined) this.#qp()?.('track', quoraEvent);
  }
}

/** The pixel, loaded now that marketing is granted, then the sink; rejects when qevents.js is blocked. */
export async function startQuoraPixel(
  options: QuoraPixelOptions,
  context: TagWithoutConsentCallContext,
  target: Window = window,
): Promise<QuoraPixelSink> {
  await loadedOnceGranted('Quora', 'marketing', context, () => installQuoraPixel(options.pixelId, target));
  return new QuoraPixelSink(() => target.qp, options.events);
}
