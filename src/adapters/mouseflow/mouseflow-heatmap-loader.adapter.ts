import { injectScript } from '../../platform/inject-script';
import type { HeatmapLoader } from '../../ports/heatmap-loader.port';
import { loadedOnceGranted, type TagWithoutConsentCallContext } from '../../ports/loaded-once-granted';
import { VendorUnavailable } from '../../ports/vendor-unavailable';
import type { MouseflowOptions } from './mouseflow.vendor';

declare global {
  interface Window {
    /** Mouseflow's command queue, which its script reads when it starts. */
    _mfq?: unknown[];
    mouseflow?: object;
  }
}

export const mouseflowScriptUrl = (websiteId: string) => `https://cdn.mouseflow.com/projects/${websiteId}.js`;

/**
 * Mouseflow (session replay and heatmaps) behind the heatmap port, loaded when the shell asks (after
 * the page is interactive). Its tracking code, as code: the `_mfq` queue, then its script, which takes
 * the website id from its URL. `load` settles when the script has run and rejects when it is blocked:
 * the shell then logs once that Mouseflow could not be loaded.
 *
 * Consent, in Mouseflow's terms: it has no consent call. `mouseflow.stopSession()` only ends the
 * current session, and "the user performs a new action" starts another (help.mouseflow.com, "What are
 * sessions"), so it cannot stop it. So being loaded is all it is told (`loadedOnceGranted`), and a
 * withdrawal once its script is in the page reloads the page once (issue 25).
 */
export class MouseflowHeatmapLoader implements HeatmapLoader {
  readonly #options: MouseflowOptions;
  readonly #context: TagWithoutConsentCallContext;
  readonly #target: Window;
  #loading: Promise<void> | undefined;

  constructor(options: MouseflowOptions, context: TagWithoutConsentCallContext, target: Window = window) {
    this.#options = options;
    this.#context = context;
    this.#target = target;
  }

  load(): Promise<void> {
    this.#loading ??= this.#start();
    return this.#loading;
  }

  async #start(): Promise<void> {
    // A page that already runs Mouseflow (a tag manager put it there) is left as it is.
    if (this.#target.mouseflow) return;
    await loadedOnceGranted('Mouseflow', 'experience', this.#context, async () => {
      this.#target._mfq ??= [];
      const url = mouseflowScriptUrl(this.#options.websiteId);
      await injectScript(url, this.#target.document).catch((error: unknown) => {
        throw new VendorUnavailable(error instanceof Error ? error.message : String(error), { cause: error });
      });
    });
  }
}
