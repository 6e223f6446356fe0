import type { HeatmapConfig } from '../../domain/shell-config';
import { DeferredSdk } from '../../platform/deferred-sdk';
import { injectScript } from '../../platform/inject-script';
import { queueingStub, type QueueingStub } from '../../platform/queueing-stub';
import type { HeatmapLoader } from '../../ports/heatmap-loader.port';

export type HotjarConfig = Extract<HeatmapConfig, { readonly adapter: 'hotjar' }>;

declare global {
  interface Window {
    hj?: QueueingStub;
    _hjSettings?: { hjid: number; hjsv: number };
  }
}

/** Hotjar's tracking code version, the `sv` in its script URL. */
export const HOTJAR_SNIPPET_VERSION = 6;

export const hotjarScriptUrl = (siteId: string) => `https://static.hotjar.com/c/hotjar-${siteId}.js?sv=${HOTJAR_SNIPPET_VERSION}`;

/**
 * SPEC §1: Hotjar, loaded when the shell asks (after the page is interactive) with its site id.
 * Hotjar's snippet, as code: a queueing `hj`, `_hjSettings`, then the script.
 */
export class HotjarHeatmapLoader implements HeatmapLoader {
  readonly #script: DeferredSdk<void>;

  constructor(config: HotjarConfig, target: Window = window) {
    this.#script = new DeferredSdk({
      vendor: 'Hotjar',
      load: () => {
        // A page that already runs Hotjar (a tag manager put it there) is left as it is, as the pixel is.
        if (target._hjSettings) return Promise.resolve();
        target.hj ??= queueingStub();
        target._hjSettings = { hjid: Number(config.siteId), hjsv: HOTJAR_SNIPPET_VERSION };
        return injectScript(hotjarScriptUrl(config.siteId), target.document);
      },
    });
  }

  get state() {
    return this.#script.state;
  }

  load(): void {
    void this.#script.start();
  }
}
