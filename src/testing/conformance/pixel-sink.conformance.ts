import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { AnalyticsEvent } from '../domain/analytics-event';
import type { PixelSink } from './pixel-sink.port';

/**
 * One PixelSink and a view of the vendor behind it, fresh for each test. An adapter's test file
 * builds it with only the network faked (the vendor's script arriving, or being blocked).
 */
export interface PixelSinkHarness {
  readonly sink: PixelSink;
  /** Every event the vendor itself has received so far, oldest first, as name and properties. */
  received(): readonly AnalyticsEvent[];
  /**
   * With `vendorLoadsLater`: the harness starts with the vendor's script still on the network;
   * this lets it arrive and resolves once the page has run it.
   */
  finishLoading?(): Promise<void>;
  /** With `canBlockVendor`: the vendor becomes unreachable, as an ad blocker makes it. Resolves once the page has seen that. */
  blockVendor?(): Promise<void>;
  /** With `canBreakVendor`: from now on the vendor's own code throws on every call. */
  breakVendor?(): void;
  /** Releases what the harness made (a page, globals). */
  dispose?(): void | Promise<void>;
}

/** What the adapter under test can show; each adds the tests that need it. Declared, so no test is skipped silently. */
export interface PixelSinkCapabilities {
  readonly vendorLoadsLater?: boolean;
  readonly canBlockVendor?: boolean;
  readonly canBreakVendor?: boolean;
}

const SAMPLE: AnalyticsEvent = {
  name: 'Sample Event',
  properties: { currentPage: '/pricing', plan: 'pro', seats: 3, tags: ['annual', 'team'], coupon: null },
};

const event = (name: string, currentPage = '/'): AnalyticsEvent => ({ name, properties: { currentPage } });

/**
 * The behaviour every PixelSink owes the shell (SPEC §1, §7): the same named events, with their
 * properties and currentPage, reach the advertising pixel in order and once each, whether or not it
 * had loaded when they were tracked; a blocked or broken pixel never throws and is logged at most once.
 */
export function describePixelSinkConformance(
  name: string,
  createHarness: () => PixelSinkHarness | Promise<PixelSinkHarness>,
  capabilities: PixelSinkCapabilities = {},
): void {
  const harness = async () => {
    const created = await createHarness();
    onTestFinished(async () => {
      await created.dispose?.();
    });
    return created;
  };

  describe(`PixelSink conformance: ${name}`, () => {
    it('the harness provides exactly the capabilities it declares', async () => {
      const h = await harness();
      expect({
        vendorLoadsLater: typeof h.finishLoading === 'function',
        canBlockVendor: typeof h.blockVendor === 'function',
        canBreakVendor: typeof h.breakVendor === 'function',
      }).toEqual({
        vendorLoadsLater: capabilities.vendorLoadsLater ?? false,
        canBlockVendor: capabilities.canBlockVendor ?? false,
        canBreakVendor: capabilities.canBreakVendor ?? false,
      });
    });

    it('an event reaches the vendor with its exact name and properties, currentPage included', async () => {
      const h = await harness();
      await h.finishLoading?.();
      h.sink.track(SAMPLE);
      await settle();
      expect(h.received()).toEqual([SAMPLE]);
    });

    it('events reach the vendor in the order they were tracked, once each', async () => {
      const h = await harness();
      await h.finishLoading?.();
      const events = ['First', 'Second', 'Third', 'Second'].map((eventName, index) => event(eventName, `/step/${index}`));
      for (const tracked of events) h.sink.track(tracked);
      await settle();
      expect(h.received()).toEqual(events);
    });

    it('the vendor gets the event as it was when tracked, even if the caller changes its object afterwards', async () => {
      const h = await harness();
      const properties: Record<string, unknown> = { currentPage: '/cart', total: 10 };
      h.sink.track({ name: 'Checkout', properties });
      properties.total = 99;
      properties.currentPage = '/elsewhere';
      await h.finishLoading?.();
      await settle();
      expect(h.received()).toEqual([{ name: 'Checkout', properties: { currentPage: '/cart', total: 10 } }]);
    });

    if (capabilities.vendorLoadsLater) {
      it('events tracked before the vendor has loaded wait for it, then arrive once each, in order, before later ones', async () => {
        const h = await harness();
        const early = [event('Early One', '/a'), event('Early Two', '/b')];
        for (const tracked of early) h.sink.track(tracked);
        await settle();
        expect(h.received()).toEqual([]);

        await needs(h.finishLoading, 'finishLoading')();
        expect(h.received()).toEqual(early);

        const late = event('Late', '/c');
        h.sink.track(late);
        await settle();
        await settle();
        expect(h.received()).toEqual([...early, late]);
      });
    }

    if (capabilities.canBlockVendor) {
      it('a blocked vendor: tracking never throws, nothing goes uncaught, it is logged at most once, and nothing reaches it', async () => {
        const h = await harness();
        const consoleError = silenceConsoleError();
        const uncaught = watchUnhandledRejections();
        expect(() => h.sink.track(event('Before Block'))).not.toThrow();
        await needs(h.blockVendor, 'blockVendor')();
        const receivedBeforeBlock = h.received().length;
        expect(() => {
          for (let i = 0; i < 5; i += 1) h.sink.track(event(`After Block ${i}`));
        }).not.toThrow();
        await settle();
        await settle();
        expect(h.received()).toHaveLength(receivedBeforeBlock);
        expect(consoleError.mock.calls.length).toBeLessThanOrEqual(1);
        expect(uncaught).toEqual([]);
      });
    }

    if (capabilities.canBreakVendor) {
      it('a vendor whose code throws: tracking never throws, nothing goes uncaught, and it is logged at most once', async () => {
        const h = await harness();
        await h.finishLoading?.();
        const consoleError = silenceConsoleError();
        const uncaught = watchUnhandledRejections();
        needs(h.breakVendor, 'breakVendor')();
        expect(() => {
          for (let i = 0; i < 5; i += 1) h.sink.track(event(`Broken ${i}`));
        }).not.toThrow();
        await settle();
        expect(consoleError.mock.calls.length).toBeLessThanOrEqual(1);
        expect(uncaught).toEqual([]);
      });
    }
  });
}

function needs<T>(hook: T | undefined, what: string): T {
  if (hook === undefined) throw new Error(`The harness declares the capability but has no ${what}()`);
  return hook;
}

/** Lets promise callbacks and queued tasks run, so an adapter that delivers asynchronously has done so. */
function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function silenceConsoleError() {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  onTestFinished(() => spy.mockRestore());
  return spy;
}

/** Promise rejections nobody handled while the test ran: the page would report them as uncaught errors. */
function watchUnhandledRejections(): unknown[] {
  const seen: unknown[] = [];
  const record = (reason: unknown) => seen.push(reason);
  process.on('unhandledRejection', record);
  onTestFinished(() => {
    process.off('unhandledRejection', record);
  });
  return seen;
}
