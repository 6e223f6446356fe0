import { injectScript } from '../../platform/inject-script';
import { heatmapLoadedOnceGranted, type SettlingHeatmapLoader } from '../../ports/heatmap-loaded-once-granted';
import type { TagWithoutConsentCallContext } from '../../ports/loaded-once-granted';
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
 * sessions"), so it cannot stop it. So being loaded is all it is told (`heatmapLoadedOnceGranted`).
 * A page that already runs Mouseflow (a tag manager put it there) is left as it is.
 */
export function mouseflowHeatmapLoader(
  options: MouseflowOptions,
  context: TagWithoutConsentCallContext,
  target: Window = window,
): SettlingHeatmapLoader {
  return heatmapLoadedOnceGranted(
    {
      vendor: 'Mouseflow',
      inPage: (page) => page.mouseflow !== undefined,
      install: async (page) => {
        page._mfq ??= [];
        await injectScript(mouseflowScriptUrl(options.websiteId), page.document).catch((error: unknown) => {
          throw VendorUnavailable.from(error);
        });
      },
    },
    context,
    target,
  );
}
