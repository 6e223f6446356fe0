import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { vendorStartQueue } from './vendor-start-queue';

/**
 * A page still loading, as the scheduler sees it: its readyState and load event, and the timers
 * (vitest's fake ones, so a test says how much time passes). No idle callbacks: the scheduler's
 * fallback, a short timer, stands for the idle moment.
 */
function pageStillLoading() {
  const events = new EventTarget();
  const document = { readyState: 'loading' as DocumentReadyState };
  const page = {
    document,
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    setTimeout: (run: () => void, ms?: number) => setTimeout(run, ms),
    clearTimeout: (handle: number) => clearTimeout(handle),
  };
  return {
    window: page as unknown as Window,
    load() {
      document.readyState = 'complete';
      events.dispatchEvent(new Event('load'));
    },
  };
}

/** A vendor whose start-up takes as long as the test says: it has started, and is done when `finish` is called. */
function startingVendor(name: string, log: string[]) {
  let finish: () => void = () => undefined;
  const start = () => {
    log.push(`${name} starts`);
    return new Promise<void>((resolve) => (finish = resolve));
  };
  return { start, finish: () => finish() };
}

describe('vendorStartQueue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for the load event, then starts vendors one at a time: the next only once the one before has finished', async () => {
    const page = pageStillLoading();
    const inTurn = vendorStartQueue(3000, page.window);
    const log: string[] = [];
    const segment = startingVendor('segment', log);
    const sentry = startingVendor('sentry', log);
    void inTurn(segment.start);
    void inTurn(sentry.start);
    await vi.advanceTimersByTimeAsync(500);
    expect(log).toEqual([]);
    page.load();
    await vi.advanceTimersByTimeAsync(10);
    expect(log).toEqual(['segment starts']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(log).toEqual(['segment starts']);
    segment.finish();
    await vi.advanceTimersByTimeAsync(10);
    expect(log).toEqual(['segment starts', 'sentry starts']);
  });

  it('a load 6 s late: vendors still start one at a time, each given its patience from its own start', async () => {
    const page = pageStillLoading();
    const inTurn = vendorStartQueue(3000, page.window);
    const log: string[] = [];
    const vendors = ['segment', 'sentry', 'hotjar'].map((name) => startingVendor(name, log));
    for (const vendor of vendors) void inTurn(vendor.start);
    await vi.advanceTimersByTimeAsync(6000);
    page.load();
    await vi.advanceTimersByTimeAsync(10);
    expect(log).toEqual(['segment starts']);
    // Segment's request hangs: Sentry starts once its patience (3 s from Segment's start) runs out, not before.
    await vi.advanceTimersByTimeAsync(2900);
    expect(log).toEqual(['segment starts']);
    await vi.advanceTimersByTimeAsync(200);
    expect(log).toEqual(['segment starts', 'sentry starts']);
    vendors[1]?.finish();
    await vi.advanceTimersByTimeAsync(10);
    expect(log).toEqual(['segment starts', 'sentry starts', 'hotjar starts']);
  });

  it('a job that fails does not stop the next, and its caller hears the failure', async () => {
    const page = pageStillLoading();
    page.load();
    const inTurn = vendorStartQueue(3000, page.window);
    const failed = inTurn(() => Promise.reject(new Error('blocked')));
    const next = inTurn(() => 'next');
    const failure = expect(failed).rejects.toThrow('blocked');
    await vi.advanceTimersByTimeAsync(10);
    await failure;
    await expect(next).resolves.toBe('next');
  });

  it('a job that throws as it starts does not stop the next, and its caller hears the failure', async () => {
    const page = pageStillLoading();
    page.load();
    const inTurn = vendorStartQueue(3000, page.window);
    const failed = inTurn(() => {
      throw new Error('broken factory');
    });
    const next = inTurn(() => 'next');
    const failure = expect(failed).rejects.toThrow('broken factory');
    await vi.advanceTimersByTimeAsync(10);
    await failure;
    await expect(next).resolves.toBe('next');
  });
});
