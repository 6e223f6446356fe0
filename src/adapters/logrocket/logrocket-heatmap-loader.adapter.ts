import { injectScript } from '../../platform/inject-script';
import type { HeatmapLoader } from '../../ports/heatmap-loader.port';
import { loadedOnceGranted, type TagWithoutConsentCallContext } from '../../ports/loaded-once-granted';
import { VendorUnavailable } from '../../ports/vendor-unavailable';
import type { LogRocketOptions } from './logrocket.vendor';

declare global {
  interface Window {
    LogRocket?: { init(appId: string, options?: object): void };
  }
}

export const LOGROCKET_SCRIPT_URL = 'https://cdn.logr-in.com/LogRocket.min.js';

/**
 * LogRocket (session replay) behind the heatmap port, loaded when the shell asks (after the page is
 * interactive): its snippet, as code, is the script (`crossorigin="anonymous"`, as LogRocket's
 * Quickstart gives it) and then `LogRocket.init(appId)` once it has run. `load` rejects when the script
 * is blocked or defines no `LogRocket`: the shell then logs once that LogRocket could not be loaded.
 *
 * Consent, in LogRocket's terms: its web SDK has no consent or stop call, so being loaded is all it is
 * told (`loadedOnceGranted`): the shell's pipeline makes this loader only once `experience` is
 * granted, and a withdrawal once the script is in the page reloads the page once (issue 25).
 */
export class LogRocketHeatmapLoader implements HeatmapLoader {
  readonly #options: LogRocketOptions;
  readonly #context: TagWithoutConsentCallContext;
  readonly #target: Window;
  #loading: Promise<void> | undefined;

  constructor(options: LogRocketOptions, context: TagWithoutConsentCallContext, target: Window = window) {
    this.#options = options;
    this.#context = context;
    this.#target = target;
  }

  load(): Promise<void> {
    this.#loading ??= this.#start();
    return this.#loading;
  }

  async #start(): Promise<void> {
    // A page that already runs LogRocket (a tag manager put it there) is left as it is.
    if (this.#target.LogRocket) return;
    await loadedOnceGranted('LogRocket', 'experience', this.#context, () => this.#install());
  }

  async #install(): Promise<void> {
    try {
      await injectScript(LOGROCKET_SCRIPT_URL, this.#target.document, { crossorigin: 'anonymous' });
    } catch (error) {
      throw new VendorUnavailable(error instanceof Error ? error.message : String(error), { cause: error });
    }
    const logRocket = this.#target.LogRocket;
    if (!logRocket) throw new VendorUnavailable(`${LOGROCKET_SCRIPT_URL} ran but defined no LogRocket`);
    logRocket.init(this.#options.appId);
  }
}
