import { injectScript } from '../../platform/inject-script';
import { queueingStub, type QueueingStub } from '../../platform/queueing-stub';
import type { HeatmapLoader } from '../../ports/heatmap-loader.port';
import { VendorUnavailable } from '../../ports/vendor-unavailable';
import type { ClarityOptions } from './clarity.vendor';

declare global {
  interface Window {
    clarity?: QueueingStub;
  }
}

export const clarityScriptUrl = (projectId: string) => `https://www.clarity.ms/tag/${encodeURIComponent(projectId)}`;

/**
 * Microsoft Clarity behind the heatmap port, swapped in by config alone.
 * Clarity's snippet, as code: a queueing `clarity`, then the tag script with the project id.
 * `load` settles when the tag has run, and rejects when it is blocked: the shell then logs once that Clarity could not be loaded.
 */
export class ClarityHeatmapLoader implements HeatmapLoader {
  readonly #options: ClarityOptions;
  readonly #target: Window;
  #loading: Promise<void> | undefined;

  constructor(options: ClarityOptions, target: Window = window) {
    this.#options = options;
    this.#target = target;
  }

  load(): Promise<void> {
    this.#loading ??= this.#inject();
    return this.#loading;
  }

  #inject(): Promise<void> {
    this.#target.clarity ??= queueingStub();
    return injectScript(clarityScriptUrl(this.#options.projectId), this.#target.document).catch((error: unknown) => {
      throw new VendorUnavailable(error instanceof Error ? error.message : String(error), { cause: error });
    });
  }
}
