import { injectScript } from '../../platform/inject-script';

/** Fathom's global, as its docs give it (usefathom.com/docs/script/script-advanced). */
export interface Fathom {
  trackPageview(options?: { readonly url?: string; readonly referrer?: string }): void;
  trackEvent(name: string, options?: { readonly _value?: number }): void;
}

declare global {
  interface Window {
    fathom?: Fathom;
  }
}

export const FATHOM_SCRIPT_URL = 'https://cdn.usefathom.com/script.js';

/**
 * Fathom's embed script on its own tag, as its docs give it: the site id, and automatic tracking off
 * (`data-auto="false"`), since the shell sends each page view itself (SPEC §2) and one the script took
 * on its own would be counted twice. Rejects when the script is blocked.
 */
export async function installFathom(siteId: string, target: Window = window): Promise<void> {
  await injectScript(FATHOM_SCRIPT_URL, target.document, { 'data-site': siteId, 'data-auto': 'false' });
  if (!target.fathom) throw new Error(`${FATHOM_SCRIPT_URL} ran but defined no fathom`);
}
