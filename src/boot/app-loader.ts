import { RENDERED_URL_ATTRIBUTE, type AppScripts } from '../domain/page-document';

/** Long enough for any first paint; short enough that a browser which never reports one still starts the app. */
const PAINT_WAIT_LIMIT_MS = 3000;

/** The page's root when it holds a prerendered page the app will hydrate; null for a page the app renders afresh. */
export function prerenderedRootOf(doc: Document): HTMLElement | null {
  const root = doc.getElementById('root');
  return root?.hasAttribute(RENDERED_URL_ATTRIBUTE) ? root : null;
}

/** What the boot script hears of the app's entry script. */
export interface EntryScriptHooks {
  /** The entry script was added to the page: it is being fetched. */
  readonly requested?: () => void;
  /** The entry ran (its `load`): the app is on its way to taking the page over. */
  readonly loaded?: () => void;
  /** The entry could not be fetched or run (its `error`: a 404, a network error): the app will not come. */
  readonly failed?: () => void;
}

/**
 * The page is painted from its prerendered HTML, so the app's JavaScript is not needed for the first
 * paint, and on a slow network every byte of it fetched before that paint delays it (it shares the
 * connection with the HTML, the stylesheet and the fonts). The boot script, once the page has been
 * parsed and has painted its first content, adds the entry's modulepreloads (fetched in parallel, not
 * discovered one import at a time), the page's language's catalog and the browser's composition root likewise, and the entry itself. A page without a prerendered root (`npm run
 * dev`'s, a failed render's) has nothing to paint before the app, so it starts at once; so does a page
 * hidden before it paints, or a browser that reports no paint. Returns `start`, to start the app at
 * once (a visitor acting on the page has seen it, whatever the paint report says); it starts once.
 */
export function startAppAfterFirstPaint(
  scripts: AppScripts,
  doc: Document,
  win: Window & typeof globalThis,
  entry: EntryScriptHooks = {},
): () => void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const preloads = [...scripts.preloads, scripts.catalog, scripts.composition].filter((href) => href !== undefined);
    for (const href of preloads) doc.head.append(element(doc, 'link', { rel: 'modulepreload', href, crossOrigin: '' }));
    const script = element(doc, 'script', { type: 'module', src: scripts.entry, crossOrigin: '' });
    if (entry.loaded) script.addEventListener('load', entry.loaded);
    if (entry.failed) script.addEventListener('error', entry.failed);
    doc.head.append(script);
    entry.requested?.();
  };
  whenParsed(doc, () => {
    if (!prerenderedRootOf(doc)) return start();
    whenFirstContentfulPaint(doc, win, start);
  });
  return start;
}

function whenParsed(doc: Document, run: () => void): void {
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', run, { once: true });
  else run();
}

function whenFirstContentfulPaint(doc: Document, win: Window & typeof globalThis, run: () => void): void {
  const Observer = win.PerformanceObserver as typeof PerformanceObserver | undefined;
  if (doc.visibilityState !== 'visible' || !Observer?.supportedEntryTypes?.includes('paint')) return run();
  const observer = new Observer((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) done();
  });
  const onHidden = () => done();
  const limit = win.setTimeout(() => done(), PAINT_WAIT_LIMIT_MS);
  function done() {
    observer.disconnect();
    doc.removeEventListener('visibilitychange', onHidden);
    win.clearTimeout(limit);
    run();
  }
  // A tab hidden before its first paint paints nothing until it is shown; its app need not wait.
  doc.addEventListener('visibilitychange', onHidden);
  observer.observe({ type: 'paint', buffered: true });
}

function element<K extends 'link' | 'script'>(
  doc: Document,
  tag: K,
  properties: Partial<HTMLElementTagNameMap[K]>,
): HTMLElementTagNameMap[K] {
  return Object.assign(doc.createElement(tag), properties);
}
