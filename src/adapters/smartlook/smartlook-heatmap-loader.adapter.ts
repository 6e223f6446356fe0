import { injectScript } from '../../platform/inject-script';
import type { HeatmapLoader } from '../../ports/heatmap-loader.port';
import { loadedOnceGranted, type TagWithoutConsentCallContext } from '../../ports/loaded-once-granted';
import { VendorUnavailable } from '../../ports/vendor-unavailable';
import type { SmartlookOptions } from './smartlook.vendor';

/** Smartlook's command function as its tracking code defines it: calls queue on `api` until recorder.js takes over. */
export type SmartlookApi = ((...args: unknown[]) => void) & { api?: unknown[][] };

declare global {
  interface Window {
    smartlook?: SmartlookApi;
  }
}

export const SMARTLOOK_SCRIPT_URL = 'https://web-sdk.smartlook.com/recorder.js';

/** The tracking code's `smartlook`, as code (the CSP allows no inline script). */
function smartlookApi(): SmartlookApi {
  const api: SmartlookApi = (...args: unknown[]) => void api.api?.push(args);
  api.api = [];
  return api;
}

/**
 * Smartlook (session replay) behind the heatmap port, loaded when the shell asks (after the page is
 * interactive). Its tracking code, as code: a queueing `smartlook`, `smartlook('init', key, { region:
 * 'eu' })` (the region its tracking code gives), then recorder.js. `load` settles when it has run and
 * rejects when it is blocked: the shell then logs once that Smartlook could not be loaded.
 *
 * Consent, in Smartlook's terms: no call of its web SDK is documented as a consent signal (its
 * `pause`, `disable` and `record` settings are recording controls, and what they keep or drop is not
 * stated), so being loaded is all it is told (`loadedOnceGranted`), and a withdrawal once its script
 * is in the page reloads the page once (issue 25).
 */
export class SmartlookHeatmapLoader implements HeatmapLoader {
  readonly #options: SmartlookOptions;
  readonly #context: TagWithoutConsentCallContext;
  readonly #target: Window;
  #loading: Promise<void> | undefined;

  constructor(options: SmartlookOptions, context: TagWithoutConsentCallContext, target: Window = window) {
    this.#options = options;
    this.#context = context;
    this.#target = target;
  }

  load(): Promise<void> {
    this.#loading ??= this.#start();
    return this.#loading;
  }

  async #start(): Promise<void> {
    // A page that already runs Smartlook (a tag manager put it there) is left as it is, as its own snippet does.
    if (this.#target.smartlook) return;
    await loadedOnceGranted('Smartlook', 'experience', this.#context, async () => {
      const smartlook = (this.#target.smartlook = smartlookApi());
      smartlook('init', this.#options.projectKey, { region: 'eu' });
      await injectScript(SMARTLOOK_SCRIPT_URL, this.#target.document).catch((error: unknown) => {
        throw new VendorUnavailable(error instanceof Error ? error.message : String(error), { cause: error });
      });
    });
  }
}
