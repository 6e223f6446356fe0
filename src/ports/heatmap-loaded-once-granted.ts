import type { HeatmapLoader } from './heatmap-loader.port';
import { loadedOnceGranted, type TagWithoutConsentCallContext } from './loaded-once-granted';

/** A heatmap or replay tag with no consent call of its own, as its adapter describes it. */
export interface HeatmapTagWithoutConsentCall {
  /** Its name, as the log and the inspector say it. */
  readonly vendor: string;
  /** It already runs in the page (a tag manager put it there): it is left as it is. */
  readonly inPage: (target: Window) => boolean;
  /** Its tracking code, as code (the CSP allows no inline script): rejects with `VendorUnavailable` when its script is blocked. */
  readonly install: (target: Window) => Promise<void>;
}

/** A `HeatmapLoader` whose `load` says when the tag has run. */
export interface SettlingHeatmapLoader extends HeatmapLoader {
  load(): Promise<void>;
}

/**
 * The heatmap port's loader for a tag with no consent call: `load` (the shell calls it once the page is
 * interactive) installs the tag once, through `loadedOnceGranted`, so the pipeline makes it only with
 * `experience` granted and a withdrawal once the tag is in the page reloads the page once (issue 25).
 * It settles when the tag has run, and rejects when it is blocked: the shell then logs once that it
 * could not be loaded.
 */
export function heatmapLoadedOnceGranted(
  tag: HeatmapTagWithoutConsentCall,
  context: TagWithoutConsentCallContext,
  target: Window = window,
): SettlingHeatmapLoader {
  let loading: Promise<void> | undefined;
  const start = async () => {
    if (tag.inPage(target)) return;
    await loadedOnceGranted(tag.vendor, 'experience', context, () => tag.install(target));
  };
  return { load: () => (loading ??= start()) };
}
