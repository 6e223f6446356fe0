import type { HeatmapConfig } from '../../domain/shell-config';
import { DeferredSdk } from '../../platform/deferred-sdk';
import { injectScript } from '../../platform/inject-script';
import { queueingStub, type QueueingStub } from '../../platform/queueing-stub';
import type { HeatmapLoader } from '../../ports/heatmap-loader.port';

export type ClarityConfig = Extract<HeatmapConfig, { readonly adapter: 'clarity' }>;

declare global {
  interface Window {
    clarity?: QueueingStub;
  }
}

export const clarityScriptUrl = (projectId: string) => `https://www.clarity.ms/tag/${encodeURIComponent(projectId)}`;

/**
 * Microsoft Clarity behind the same port as Hotjar, to show a vendor swaps by config alone.
 * Clarity's snippet, as code: a queueing `clarity`, then the tag script with the project id.
 */
export class ClarityHeatmapLoader implements HeatmapLoader {
  readonly #script: DeferredSdk<void>;

  constructor(config: ClarityConfig, target: Window = window) {
    this.#script = new DeferredSdk({
      vendor: 'Clarity',
      load: () => {
        target.clarity ??= queueingStub();
        return injectScript(clarityScriptUrl(config.projectId), target.document);
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
