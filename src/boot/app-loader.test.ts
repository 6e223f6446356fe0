import { afterEach, describe, expect, it, vi } from 'vitest';
import { RENDERED_URL_ATTRIBUTE } from '../domain/page-document';
import { startAppAfterFirstPaint } from './app-loader';

const SCRIPTS = { entry: '/assets/index-1.js', preloads: ['/assets/runtime-2.js', '/assets/react-3.js'] };

/** A page of its own (its scripts are never fetched), prerendered or not, and a window whose paint reports the test controls. */
function page({ prerendered = true, visibility = 'visible', parsed = true, reportsPaint = true } = {}) {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = prerendered ? `<div id="root" ${RENDERED_URL_ATTRIBUTE}="/"><main>page</main></div>` : '<div id="root"></div>';
  Object.defineProperty(doc, 'visibilityState', { configurable: true, get: () => visibility });
  Object.defineProperty(doc, 'readyState', { configurable: true, get: () => (parsed ? 'interactive' : 'loading') });
  const observers: Array<(names: string[]) => void> = [];
  class FakeObserver {
    static readonly supportedEntryTypes = reportsPaint ? ['paint', 'resource'] : ['resource'];
    private connected = true;
    constructor(private readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {}
    observe() {
      observers.push((names) => this.connected && this.callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) }));
    }
    disconnect() {
      this.connected = false;
    }
  }
  const win = {
    document: doc,
    PerformanceObserver: FakeObserver,
    setTimeout: window.setTimeout.bind(window),
    clearTimeout: window.clearTimeout.bind(window),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  } as unknown as Window & typeof globalThis;
  // What the loader appends to <head> is kept, not connected: a connected module script would be fetched.
  const appended: Element[] = [];
  vi.spyOn(doc.head, 'append').mockImplementation((...nodes) => void appended.push(...(nodes as Element[])));
  const started = () => ({
    entries: appended.filter((node) => node.matches('script[type="module"][crossorigin]')).map((script) => script.getAttribute('src')),
    preloads: appended.filter((node) => node.matches('link[rel="modulepreload"][crossorigin]')).map((link) => link.getAttribute('href')),
  });
  const paint = (...names: string[]) => observers.forEach((report) => report(names));
  const finishParsing = () => {
    parsed = true;
    doc.dispatchEvent(new Event('DOMContentLoaded'));
  };
  const hide = () => {
    visibility = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
  };
  return { doc, win, started, paint, finishParsing, hide };
}

const NOT_STARTED = { entries: [], preloads: [] };
const STARTED = { entries: [SCRIPTS.entry], preloads: SCRIPTS.preloads };

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the app loader (the inline script that starts the app once the page has painted)', () => {
  it('waits for the first contentful paint of a prerendered page, then adds the entry and its modulepreloads, once', () => {
    const { doc, win, started, paint } = page();
    startAppAfterFirstPaint(SCRIPTS, doc, win);
    expect(started()).toEqual(NOT_STARTED);
    paint('first-paint');
    expect(started()).toEqual(NOT_STARTED);
    paint('first-contentful-paint');
    expect(started()).toEqual(STARTED);
    paint('first-contentful-paint');
    expect(started()).toEqual(STARTED);
  });

  it("fetches the page's language's catalog beside the entry's modules, when the page names one", () => {
    const { doc, win, started, paint } = page();
    startAppAfterFirstPaint({ ...SCRIPTS, catalog: '/assets/de-1.js' }, doc, win);
    paint('first-contentful-paint');
    expect(started()).toEqual({ entries: [SCRIPTS.entry], preloads: [...SCRIPTS.preloads, '/assets/de-1.js'] });
  });

  it("fetches the browser's composition root beside the entry's modules too, when the page names it", () => {
    const { doc, win, started, paint } = page();
    startAppAfterFirstPaint({ ...SCRIPTS, catalog: '/assets/de-1.js', composition: '/assets/browser-composition-1.js' }, doc, win);
    paint('first-contentful-paint');
    expect(started()).toEqual({
      entries: [SCRIPTS.entry],
      preloads: [...SCRIPTS.preloads, '/assets/de-1.js', '/assets/browser-composition-1.js'],
    });
  });

  it('waits for the page to be parsed first', () => {
    const { doc, win, started, paint, finishParsing } = page({ parsed: false });
    startAppAfterFirstPaint(SCRIPTS, doc, win);
    paint('first-contentful-paint');
    expect(started()).toEqual(NOT_STARTED);
    finishParsing();
    paint('first-contentful-paint');
    expect(started()).toEqual(STARTED);
  });

  it.each([
    ['a page with no prerendered page (npm run dev, a failed render): nothing paints before the app', { prerendered: false }],
    ['a page opened in the background: it paints nothing until shown', { visibility: 'hidden' }],
    ['a browser that reports no paints', { reportsPaint: false }],
  ])('starts at once for %s', (_case, options) => {
    const { doc, win, started } = page(options);
    startAppAfterFirstPaint(SCRIPTS, doc, win);
    expect(started()).toEqual(STARTED);
  });

  it('starts when the page is hidden before it paints', () => {
    const { doc, win, started, hide, paint } = page();
    startAppAfterFirstPaint(SCRIPTS, doc, win);
    hide();
    expect(started()).toEqual(STARTED);
    paint('first-contentful-paint');
    expect(started()).toEqual(STARTED);
  });

  it('starts after 3 s when no first contentful paint is reported', () => {
    vi.useFakeTimers();
    const { doc, win, started } = page();
    startAppAfterFirstPaint(SCRIPTS, doc, {
      ...win,
      setTimeout: window.setTimeout.bind(window),
      clearTimeout: window.clearTimeout.bind(window),
    } as typeof win);
    vi.advanceTimersByTime(2999);
    expect(started()).toEqual(NOT_STARTED);
    vi.advanceTimersByTime(1);
    expect(started()).toEqual(STARTED);
  });
});
