import { withoutInspectParam } from '../domain/inspect-param';
import { parseStoredJson } from '../domain/stored-json';
import { UNSENT_CALLS_STORAGE_KEY, withUnsentCalls, type UnsentCall } from '../domain/unsent-calls';
import type { DecisionInPage } from './stored-decision-in-page';

/**
 * The app's JavaScript is fetched after the first paint (app-loader.ts), so a visitor can leave a
 * page before the app has delivered its first page view (before it ran at all, or while it loads its
 * route and hydrates), and then nothing would say they saw it. On `pagehide`, until the app has handed
 * off (its first page view is then in a pipeline, which keeps its own calls), this keeps the page's
 * view as an unsent call, as the app keeps its own calls still waiting for their vendor
 * (domain/unsent-calls.ts): the next visit sends it, with this page and the time it was shown. Only
 * when the decision in force then (`pageNow`: the boot script's reading, or the decision it stored
 * itself) permits analytics and lives in localStorage. A page going into the back/forward cache
 * keeps nothing: it may come back and hand off. Returns the hand-off: from then on, nothing is kept.
 */
export function keepPageViewUntilHandOff(
  win: Window,
  getStorage: () => Storage,
  shownAt: Date,
  pageNow: () => DecisionInPage | undefined,
): () => void {
  let handedOff = false;
  win.addEventListener('pagehide', (event) => {
    if (event.persisted || handedOff) return;
    try {
      const calls = pageViewsOwed(win, pageNow(), shownAt);
      if (calls.length === 0) return;
      const storage = getStorage();
      // The calls kept before go on as they are: the app checks each one (and its age) when it reads them
      // (unsentCallsFrom), and checking them here too would cost every page the bytes of those rules.
      const earlier = parseStoredJson(storage.getItem(UNSENT_CALLS_STORAGE_KEY));
      storage.setItem(UNSENT_CALLS_STORAGE_KEY, JSON.stringify(withUnsentCalls(Array.isArray(earlier) ? earlier : [], calls)));
    } catch {
      // Storage unavailable: nothing is kept, as the app would keep nothing.
    }
  });
  return () => {
    handedOff = true;
  };
}

/**
 * One page view for each analytics vendor (and pixel that counts page views) whose purpose the
 * decision grants: each has a pipeline, and a kept call, of its own.
 */
function pageViewsOwed(win: Window, page: DecisionInPage | undefined, shownAt: Date): UnsentCall[] {
  if (!page) return [];
  const { config, decision } = page;
  const { pathname, hash, origin } = win.location;
  const search = withoutInspectParam(win.location.search);
  // As the app's page view (ui/hooks/use-page-views.ts): the URL with its hash, the path and search without.
  const view = { path: pathname, search, url: `${origin}${pathname}${search}${hash}`, title: win.document.title };
  const granted = ({ purpose }: { readonly purpose: keyof typeof decision.purposes }) =>
    decision.purposes[purpose].permission === 'granted';
  const at = shownAt.toISOString();
  return [
    ...config.vendors.analytics
      .filter((vendor) => !vendor.countsOwnPageViews && granted(vendor))
      .map((vendor): UnsentCall => ({ port: 'analytics', vendor: vendor.id, at, kind: 'page', view })),
    ...config.vendors.pixel
      .filter((vendor) => vendor.countsPageViews && granted(vendor))
      .map((vendor): UnsentCall => ({ port: 'pixel', vendor: vendor.id, at, kind: 'page', view })),
  ];
}
