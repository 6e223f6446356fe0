import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { FakeScriptNetwork, nextTask } from '../testing/fake-script-network';
import { afterFirstPaint, whenPageIdle, yieldToMain } from './page-lifecycle';

const PAGE_SCRIPT = 'https://shell.example/assets/app.js';

/** A page that is still loading: one of its own async scripts is on the network, held until `finishLoading`. */
function loadingPage() {
  const network = new FakeScriptNetwork();
  onTestFinished(() => network.close());
  const script = network.window.document.createElement('script');
  script.async = true;
  script.src = PAGE_SCRIPT;
  network.window.document.head.append(script);
  const loadEvent = new Promise<void>((resolve) => network.window.addEventListener('load', () => resolve(), { once: true }));
  return {
    window: network.window,
    async finishLoading() {
      await network.respond(PAGE_SCRIPT);
      await loadEvent;
    },
  };
}

async function loadedPage() {
  const page = loadingPage();
  await page.finishLoading();
  return page;
}

const waitMs = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('whenPageIdle', () => {
  it('waits for the window load event while the page is still loading, then runs once, after an idle moment', async () => {
    const page = loadingPage();
    expect(page.window.document.readyState).not.toBe('complete');
    const run = vi.fn();
    whenPageIdle(run, page.window);
    await waitMs(20);
    expect(run).not.toHaveBeenCalled();

    // A load listener added after whenPageIdle's own sees the load event before the idle moment.
    let ranDuringLoadEvent = true;
    page.window.addEventListener('load', () => (ranDuringLoadEvent = run.mock.calls.length > 0), { once: true });
    await page.finishLoading();
    expect(ranDuringLoadEvent).toBe(false);
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    await waitMs(20);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('on a page that has loaded, runs after an idle moment rather than at once', async () => {
    const page = await loadedPage();
    expect(page.window.document.readyState).toBe('complete');
    const run = vi.fn();
    whenPageIdle(run, page.window);
    expect(run).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
  });

  it('cancelled before the load event: never runs', async () => {
    const page = loadingPage();
    const run = vi.fn();
    const cancel = whenPageIdle(run, page.window);
    cancel();
    await page.finishLoading();
    await waitMs(30);
    expect(run).not.toHaveBeenCalled();
  });

  it('cancelled after the load event but before the idle moment: never runs', async () => {
    const page = loadingPage();
    const run = vi.fn();
    const cancel = whenPageIdle(run, page.window);
    page.window.addEventListener('load', () => cancel(), { once: true });
    await page.finishLoading();
    await waitMs(30);
    expect(run).not.toHaveBeenCalled();
  });

  it('uses requestIdleCallback where the browser has it, with a timeout so a busy page still gets there, and cancels it', async () => {
    const page = await loadedPage();
    const requestIdleCallback = vi.fn((_callback: IdleRequestCallback, _options?: IdleRequestOptions) => 42);
    const cancelIdleCallback = vi.fn();
    Object.assign(page.window, { requestIdleCallback, cancelIdleCallback });
    const run = vi.fn();
    const cancel = whenPageIdle(run, page.window);
    expect(requestIdleCallback).toHaveBeenCalledTimes(1);
    expect(requestIdleCallback.mock.calls[0]?.[1]?.timeout).toBeGreaterThan(0);
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(42);
    expect(run).not.toHaveBeenCalled();
  });
});

describe('afterFirstPaint', () => {
  it('runs after the next animation frame, in a task of its own', async () => {
    const page = await loadedPage();
    const order: string[] = [];
    afterFirstPaint(() => order.push('run'), page.window);
    page.window.requestAnimationFrame(() => order.push('frame'));
    expect(order).toEqual([]);
    await vi.waitFor(() => expect(order).toEqual(['frame', 'run']));
  });

  it('cancelled before the frame: never runs', async () => {
    const page = await loadedPage();
    const run = vi.fn();
    afterFirstPaint(run, page.window)();
    await waitMs(50);
    await nextTask();
    expect(run).not.toHaveBeenCalled();
  });

  it('in a tab opened in the background (no frames until shown), runs without waiting for the tab to be shown', async () => {
    const page = await loadedPage();
    Object.defineProperty(page.window.document, 'visibilityState', { value: 'hidden', configurable: true });
    const frame = vi.spyOn(page.window, 'requestAnimationFrame');
    const run = vi.fn();
    afterFirstPaint(run, page.window);
    await vi.waitFor(() => expect(run).toHaveBeenCalledOnce());
    expect(frame).not.toHaveBeenCalled();
  });
});

describe('yieldToMain', () => {
  it('resumes in a later task, after work already queued', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    await yieldToMain();
    order.push('resumed');
    expect(order).toEqual(['queued task', 'resumed']);
  });
});
