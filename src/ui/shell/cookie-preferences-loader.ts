import type { CookiePreferences } from './cookie-preferences';

export type CookiePreferencesView = typeof CookiePreferences;

let loaded: CookiePreferencesView | undefined;
let loading: Promise<CookiePreferencesView> | undefined;

/**
 * The preferences view is a chunk of its own: no page shows it until the visitor asks for it ("Choose
 * cookies", "Cookie settings"), so it is not in the entry every page waits for before it can hydrate.
 * The shell fetches it once the page is idle, so the view opens in the click's own frame; a click that
 * comes first waits for it. A fetch that fails (offline, a deploy mid-visit) is tried again by the next.
 */
export function loadCookiePreferences(): Promise<CookiePreferencesView> {
  loading ??= import('./cookie-preferences').then(
    (module) => (loaded = module.CookiePreferences),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The view, once `loadCookiePreferences` has fetched it: what a click renders at once. */
export function loadedCookiePreferences(): CookiePreferencesView | undefined {
  return loaded;
}
