import { isBannerVisible } from '../domain/consent';
import { DECIDED_VISITOR_ATTRIBUTE } from '../domain/page-document';
import { storedDecisionInPage } from './stored-decision-in-page';

/**
 * The page's HTML already holds the banner (it is prerendered for a first visit), and the app only
 * hydrates after its JavaScript has arrived. So a returning visitor's banner would be painted first
 * and then taken away. This runs as an inline script in `<head>`, before anything is painted: with the
 * consent store's own rules (the domain's consentFromStorage and consentInForce, bundled into the
 * script by the build) it reads the stored decision, and when one is in force it marks `<html>`; the
 * stylesheet hides the banner under that mark until the app has removed it (releaseBannerPaintGuard).
 * Anything unexpected (no config, storage that throws) leaves the page unmarked: the banner shows, as
 * the consent store would show it.
 */
export function guardBannerPaint(doc: Document, getStorage: () => Storage, now: Date): void {
  try {
    const page = storedDecisionInPage(doc, getStorage, now);
    if (page && !isBannerVisible(page.consent)) doc.documentElement.setAttribute(DECIDED_VISITOR_ATTRIBUTE, '');
  } catch {
    // Storage unavailable or a config this script cannot read: the banner shows, as the store decides.
  }
}

/** Once the app has rendered the real consent state, the banner is its to show or hide again (another tab may clear the decision). */
export function releaseBannerPaintGuard(doc: Document): void {
  doc.documentElement.removeAttribute(DECIDED_VISITOR_ATTRIBUTE);
}
