import { injectScript } from '../../platform/inject-script';
import { heatmapLoadedOnceGranted, type SettlingHeatmapLoader } from '../../ports/heatmap-loaded-once-granted';
import type { TagWithoutConsentCallContext } from '../../ports/loaded-once-granted';
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
 * stated), so being loaded is all it is told (`heatmapLoadedOnceGranted`). A page that already runs
 * Smartlook (a tag manager put it there) is left as it is, as its own snippet does.
 */
export function smartlookHeatmapLoader(
  options: SmartlookOptions,
  context: TagWithoutConsentCallContext,
  target: Window = window,
): SettlingHeatmapLoader {
  return heatmapLoadedOnceGranted(
    {
      vendor: 'Smartlook',
      inPage: (page) => page.smartlook !== undefined,
      install: async (page) => {
        const smartlook = (page.smartlook = smartlookApi());
        smartlook('init', options.projectKey, { region: 'eu' });
        await injectScript(SMARTLOOK_SCRIPT_URL, page.document).catch((error: unknown) => {
          throw VendorUnavailable.from(error);
        });
      },
    },
    context,
    target,
  );
}
