import type { AnalyticsEvent } from '../../domain/analytics-event';
import type { PixelConfig } from '../../domain/shell-config';
import { DeferredSdk } from '../../platform/deferred-sdk';
import { whenPageIdle } from '../../platform/page-lifecycle';
import type { PixelSink } from '../../ports/pixel-sink.port';
import { installMetaPixel, type Fbq } from './fbq';
import { META_STANDARD_EVENTS } from './meta-standard-events';

export type MetaPixelConfig = Extract<PixelConfig, { readonly adapter: 'meta-pixel' }>;

export interface MetaPixelOptions {
  readonly target?: Window;
  /** When to load the pixel (only with a pixel id); once the page is idle by default. */
  readonly startLoading?: (load: () => void) => void;
}

/**
 * SPEC §7: the same named events go to the advertising pixel when one is on the page. Without a
 * pixel id, an event goes to `window.fbq` if it is there at that moment and nowhere otherwise.
 * With one, the shell loads the pixel itself once the page is idle; events wait for it.
 */
export class MetaPixelSink implements PixelSink {
  readonly #target: Window;
  readonly #pixel: DeferredSdk<Fbq> | undefined;
  #loggedPageFbq = false;

  constructor(config: MetaPixelConfig, options: MetaPixelOptions = {}) {
    this.#target = options.target ?? window;
    const { pixelId } = config;
    if (pixelId) {
      const target = this.#target;
      const pixel = new DeferredSdk({ vendor: 'The Meta pixel', load: () => installMetaPixel(pixelId, target) });
      this.#pixel = pixel;
      (options.startLoading ?? ((load) => whenPageIdle(load, target)))(() => void pixel.start());
    }
  }

  get state() {
    return this.#pixel?.state ?? 'ready';
  }

  track(event: AnalyticsEvent): void {
    const properties = { ...event.properties };
    const send = (fbq: Fbq) => fbq(META_STANDARD_EVENTS.has(event.name) ? 'track' : 'trackCustom', event.name, properties);
    if (this.#pixel) {
      this.#pixel.run(send);
      return;
    }
    const fbq = this.#target.fbq;
    if (!fbq) return;
    // The page's own fbq (a tag manager's, or an ad blocker's stand-in) may throw; that must not reach the caller.
    try {
      send(fbq);
    } catch (error) {
      if (this.#loggedPageFbq) return;
      this.#loggedPageFbq = true;
      console.error('[shellkit] The Meta pixel threw; the shell carries on without it.', error);
    }
  }
}
