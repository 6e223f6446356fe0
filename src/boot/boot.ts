import type { AppScripts, BannerDecision } from '../domain/page-document';
import { prerenderedRootOf, startAppAfterFirstPaint } from './app-loader';
import { guardBannerPaint, markTapPending } from './banner-paint-guard';
import { installGppStub } from './gpp-stub';
import { storeDecisionWithoutTheApp } from './decision-without-the-app';
import { keepEarlyInput } from './early-input';
import { noticeInPage } from './notice-in-page';
import { offerHandOff } from './hand-off';
import { keepPageViewUntilHandOff } from './page-view-before-the-app';
import { storedDecisionInPage, type DecisionInPage } from './stored-decision-in-page';

/** How long after its entry script has run the app may take to hand off before the boot script stands down (a route chunk that never comes, a crash while hydrating). */
export const HAND_OFF_DEADLINE_MS = 10_000;

/** How long the app's entry script may take to arrive before the boot script stands down (a stalled request on a bad network). */
export const ENTRY_DEADLINE_MS = 20_000;

export interface BootEnvironment {
  readonly doc: Document;
  readonly win: Window & typeof globalThis;
  readonly now: Date;
  /** A new id for a decision or a record the boot script stores itself (platform/random-uuid.ts in the page). */
  readonly newId: () => string;
  /** Global Privacy Control, read once (platform/global-privacy-control.ts in the page). */
  readonly globalPrivacyControl: boolean;
}

/**
 * The page's one inline script, run at the end of `<head>` before anything is painted. It reads the
 * config and the decision in force once (storedDecisionInPage), marks `<html>` so a decided visitor's
 * banner is never painted, and, on a built page that names the app's scripts: keeps the page view
 * and the visitor's input until the app hands off, and starts the app after the first paint. Should
 * the app not come (its entry fails to load, or no hand-off by the deadline after it ran, or a held
 * link's patience runs out), it stands down: input is the browser's again and a decision tapped
 * meanwhile is stored by this script, never lost.
 */
export function boot({ doc, win, now, newId, globalPrivacyControl }: BootEnvironment, scripts: AppScripts | undefined): void {
  installGppStub(win);
  const getStorage = () => win.localStorage;
  let page: DecisionInPage | undefined;
  try {
    page = storedDecisionInPage(doc, getStorage, now, globalPrivacyControl);
  } catch {
    // Storage unavailable or a config this script cannot read: no decision, as the store would read none.
  }
  guardBannerPaint(doc, page);
  if (!scripts) return;

  let startApp: () => void = () => undefined;
  let deadline: number | undefined;
  const storeDecision = (decides: BannerDecision) => {
    if (!page) return;
    try {
      page = storeDecisionWithoutTheApp(page, decides, {
        storage: getStorage(),
        now: new Date(),
        newId,
        notice: noticeInPage(doc),
      });
      guardBannerPaint(doc, page);
    } catch {
      // Storage unavailable: nothing stored, and the banner shows again, as the store would show it.
    }
  };
  const input = keepEarlyInput(() => prerenderedRootOf(doc), win, {
    onFirstInput: () => startApp(),
    onDecisionPending: (pending) => markTapPending(doc, pending),
    storeDecision,
    onLinkPatienceOut: () => input.standDown(),
  });
  const standDownIn = (ms: number) => {
    win.clearTimeout(deadline);
    deadline = win.setTimeout(() => input.standDown(), ms);
  };
  startApp = startAppAfterFirstPaint(scripts, doc, win, {
    // A request that stalls fires neither load nor error for minutes: it has its own deadline.
    requested: () => standDownIn(ENTRY_DEADLINE_MS),
    loaded: () => standDownIn(HAND_OFF_DEADLINE_MS),
    failed: () => input.standDown(),
  });
  // A visitor leaving before the app came: the decision they tapped is stored before the page view is weighed
  // against it, also when the page goes into the back/forward cache (it may be evicted there, never to hand off).
  win.addEventListener('pagehide', () => input.standDown(false));
  const stopKeepingPageView = keepPageViewUntilHandOff(win, getStorage, now, () => page);
  offerHandOff(win, () => {
    win.clearTimeout(deadline);
    stopKeepingPageView();
    input.replay();
  });
}
