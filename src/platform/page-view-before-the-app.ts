import { UNSENT_CALLS_STORAGE_KEY, unsentCallsFrom, withUnsentCalls, type UnsentCall } from '../domain/unsent-calls';
import { purposePermission } from '../domain/vendor-permission';
import { globalPrivacyControl } from './global-privacy-control';
import { storedDecisionInPage } from './stored-decision-in-page';

/** Set by the app when its pipelines exist: from then on the page's own calls are the app's to keep. */
const APP_STARTED_KEY = '__shellkitAppStarted';
type WithAppStarted = Window & { [APP_STARTED_KEY]?: true };

/** Called by the app once its pipelines keep what the page leaves unsent (composition/bootstrap.tsx). */
export function markAppStarted(win: Window): void {
  (win as WithAppStarted)[APP_STARTED_KEY] = true;
}

/**
 * The app's JavaScript is fetched after the first paint (app-loader.ts), so a visitor can leave a
 * page before the app has run at all, and then nothing would say they saw it. On `pagehide`, when the
 * app has not started, this keeps the page's view as an unsent call, as the app keeps its own calls
 * still waiting for their vendor (domain/unsent-calls.ts): the next visit sends it, with this page and
 * the time it was shown. Only when the visitor's stored choice permits analytics now (the domain's own
 * rules, bundled into the inline script) and the decision lives in localStorage. A page going into the
 * back/forward cache keeps nothing: it may come back and start.
 */
export function keepPageViewIfLeftBeforeTheApp(win: Window, getStorage: () => Storage, shownAt: Date): void {
  win.addEventListener('pagehide', (event) => {
    if (event.persisted || (win as WithAppStarted)[APP_STARTED_KEY]) return;
    try {
      const call = pageViewOwed(win, getStorage, shownAt);
      if (!call) return;
      const storage = getStorage();
      storage.setItem(
        UNSENT_CALLS_STORAGE_KEY,
        JSON.stringify(withUnsentCalls(unsentCallsFrom(storage.getItem(UNSENT_CALLS_STORAGE_KEY), shownAt), [call])),
      );
    } catch {
      // Storage unavailable or a config this script cannot read: nothing is kept, as the app would keep nothing.
    }
  });
}

function pageViewOwed(win: Window, getStorage: () => Storage, shownAt: Date): UnsentCall | undefined {
  const page = storedDecisionInPage(win.document, getStorage, shownAt);
  if (!page) return undefined;
  const { config, consent } = page;
  const analytics = config.vendors.analytics;
  if (
    purposePermission(analytics.purpose, {
      mode: config.consentMode,
      consent,
      globalPrivacyControl: globalPrivacyControl(win.navigator),
    }) !== 'granted'
  )
    return undefined;
  const { pathname, search, origin } = win.location;
  // As the app's page view (ui/hooks/use-page-views.ts): no hash.
  return {
    port: 'analytics',
    vendor: analytics.id,
    at: shownAt.toISOString(),
    kind: 'page',
    view: { path: pathname, search, url: `${origin}${pathname}${search}`, title: win.document.title },
  };
}
