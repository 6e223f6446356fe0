import { injectScript } from '../../platform/inject-script';

/** Google's tag function: each call is one command, queued on `dataLayer` until gtag.js handles it. */
export type Gtag = (...command: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

export const gtagScriptUrl = (measurementId: string) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;

/**
 * Google's tag snippet, as code (the CSP allows no inline script): the page's `dataLayer` (kept if
 * a tag manager made it) and a `gtag` that queues on it. gtag.js reads a command only as the
 * `arguments` object Google's snippet pushes: an array pushed here would be taken for a data-layer
 * message and ignored, so this pushes `arguments` too.
 */
export function gtagOn(target: Window): Gtag {
  const dataLayer = (target.dataLayer ??= []);
  const gtag: Gtag = function () {
    // eslint-disable-next-line prefer-rest-params -- gtag.js tells commands from messages by their being `arguments`
    dataLayer.push(arguments);
  };
  target.gtag ??= gtag;
  return gtag;
}

/** Adds gtag.js for the measurement id; settles when it has run, rejects when it is blocked. */
export function loadGtag(measurementId: string, target: Window): Promise<void> {
  return injectScript(gtagScriptUrl(measurementId), target.document);
}
