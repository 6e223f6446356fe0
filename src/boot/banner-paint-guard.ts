import { CONSENT_TAP_PENDING_ATTRIBUTE, DECIDED_VISITOR_ATTRIBUTE, STORED_DECISION_ATTRIBUTE } from '../domain/page-document';
import type { DecisionInPage } from './stored-decision-in-page';

/**
 * The page's HTML already holds the banner (it is prerendered for a first visit), and the app only
 * hydrates after its JavaScript has arrived. So a returning visitor's banner would be painted first
 * and then taken away. The boot script, before anything is painted, marks `<html>` when a decision is
 * in force; the stylesheet hides the banner under that mark until the app has removed it
 * (releaseBannerPaintGuard). It also marks, for good, that a decision was in force: the page's words about
 * the visitor's choice, a first visit's in the HTML, wait for the app's (STORED_DECISION_ATTRIBUTE). No
 * decision read (no config, storage that throws): the banner shows, as the consent store would show it.
 */
export function guardBannerPaint(doc: Document, page: DecisionInPage | undefined): void {
  if (!page || page.decision.bannerVisible) return;
  doc.documentElement.setAttribute(DECIDED_VISITOR_ATTRIBUTE, '');
  doc.documentElement.setAttribute(STORED_DECISION_ATTRIBUTE, '');
}

/** Once the app has rendered the real consent state, the banner is its to show or hide again (another tab may clear the decision). */
export function releaseBannerPaintGuard(doc: Document): void {
  doc.documentElement.removeAttribute(DECIDED_VISITOR_ATTRIBUTE);
}

/** A deciding tap is kept, not yet stored: the banner hides at once, as it will once the tap is replayed or stored. */
export function markTapPending(doc: Document, pending: boolean): void {
  if (pending) doc.documentElement.setAttribute(CONSENT_TAP_PENDING_ATTRIBUTE, '');
  else doc.documentElement.removeAttribute(CONSENT_TAP_PENDING_ATTRIBUTE);
}
