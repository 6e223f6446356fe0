import { CONSENT_PURPOSES_STORAGE_KEY, CONSENT_STORAGE_KEY, consentFromStorage, consentInForce, isBannerVisible } from '../domain/consent';
import { DECIDED_VISITOR_ATTRIBUTE } from '../domain/page-document';
import type { ShellConfig } from '../domain/shell-config';
import { SHELL_CONFIG_ELEMENT_ID } from '../domain/shell-config-document';

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
    const text = doc.getElementById(SHELL_CONFIG_ELEMENT_ID)?.textContent;
    if (!text) return;
    const config = JSON.parse(text) as Pick<ShellConfig, 'consentStore' | 'consentMode' | 'consentPolicy'>;
    if (config.consentStore !== 'local-storage') return;
    const storage = getStorage();
    const stored = consentFromStorage({ flag: storage.getItem(CONSENT_STORAGE_KEY), purposes: storage.getItem(CONSENT_PURPOSES_STORAGE_KEY) });
    if (!isBannerVisible(consentInForce(stored, config.consentMode, config.consentPolicy, now))) {
      doc.documentElement.setAttribute(DECIDED_VISITOR_ATTRIBUTE, '');
    }
  } catch {
    // Storage unavailable or a config this script cannot read: the banner shows, as the store decides.
  }
}

/** Once the app has rendered the real consent state, the banner is its to show or hide again (another tab may clear the decision). */
export function releaseBannerPaintGuard(doc: Document): void {
  doc.documentElement.removeAttribute(DECIDED_VISITOR_ATTRIBUTE);
}
