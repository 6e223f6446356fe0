import { RENDERED_URL_ATTRIBUTE, type AppScripts } from '../domain/page-document';
import { keepEarlyInput } from './early-input';

/** Long enough for any first paint; short enough that a browser which never reports one still starts the app. */
const PAINT_WAIT_LIMIT_MS = 3000;

/**
 * The page is painted from its prerendered HTML, so the app's JavaScript is not needed for the first
 * paint, and on a slow network every byte of it fetched before that paint delays it (it shares the
 * connection with the HTML, the stylesheet and the fonts). This runs as an inline script in `<head>`:
 * once the page has been parsed and has painted its first content, it adds the entry's modulepreloads
 * (fetched in parallel, not discovered one import at a time) and the entry itself. A page without a
 * prerendered root (`npm run dev`'s, a failed render's) has nothing to paint before the app, so it starts
 * at once; so does a page hidden before it paints, or a browser that reports no paint. What the visitor
 * does on a prerendered page before the app has taken it over is kept and replayed then (early-input.ts).
 */
export function startAppAfterFirstPaint(scripts: AppScripts, doc: Document, win: Window & typeof globalThis): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of scripts.preloads) doc.head.append(element(doc, 'link', { rel: 'modulepreload', href, crossOrigin: '' }));
    doc.head.append(element(doc, 'script', { type: 'module', src: scripts.entry, crossOrigin: '' }));
  };
  const prerenderedRoot = () => {
    const root = doc.getElementById('root');
    return root?.hasAttribute(RENDERED_URL_ATTRIBUTE) ? root : null;
  };
  // From now on, even while the rest of the page is parsed; a visitor tapping or typing has seen the
  // page, so the app starts then, whatever the paint report says.
  keepEarlyInput(prerenderedRoot, win, start);
  whenParsed(doc, () => {
    if (!prerenderedRoot()) return start();
    whenFirstContentfulPaint(doc, win, start);
  });
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
