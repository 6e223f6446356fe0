import { injectScript } from '../../platform/inject-script';
import { heatmapLoadedOnceGranted, type SettlingHeatmapLoader } from '../../ports/heatmap-loaded-once-granted';
import type { TagWithoutConsentCallContext } from '../../ports/loaded-once-granted';
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
 * told (`heatmapLoadedOnceGranted`). A page that already runs LogRocket (a tag manager put it there) is left as it is.
 */
export function logRocketHeatmapLoader(
  options: LogRocketOptions,
  context: TagWithoutConsentCallContext,
  target: Window = window,
): SettlingHeatmapLoader {
  return heatmapLoadedOnceGranted(
    {
      vendor: 'LogRocket',
      inPage: (page) => page.LogRocket !== undefined,
      install: async (page) => {
        await injectScript(LOGROCKET_SCRIPT_URL, page.document, { crossorigin: 'anonymous' }).catch((error: unknown) => {
          throw VendorUnavailable.from(error);
        });
        const logRocket = page.LogRocket;
        if (!logRocket) throw new VendorUnavailable(`${LOGROCKET_SCRIPT_URL} ran but defined no LogRocket`);
        logRocket.init(options.appId);
      },
    },
    context,
    target,
  );
}
