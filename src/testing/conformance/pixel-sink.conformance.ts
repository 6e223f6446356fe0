import { describe, expect, it } from 'vitest';
import type { AnalyticsEvent } from '../../domain/analytics-event';
import type { PixelSink } from '../../ports/pixel-sink.port';
import {
  behindPipeline,
  disposedAfterEachTest,
  loggedLines,
  needs,
  settle,
  watchConsoleError,
  watchUnhandledRejections,
} from './behind-pipeline';

/**
 * One PixelSink and a view of the vendor behind it, fresh for each test. An adapter's test file
 * builds it with only the network faked (the vendor's script arriving, or being blocked).
 */
export interface PixelSinkHarness {
  /** The name the shell logs the vendor by: its descriptor's label. */
  readonly vendor: string;
  /**
   * Makes the sink as the vendor's descriptor does: ready (its script loaded), at once or as a
   * promise of it, which rejects when the vendor is blocked. Called once per test.
   */
  readonly make: () => PixelSink | Promise<PixelSink>;
  /** Every event the vendor itself has received so far, oldest first, as name and properties. */
  received(): readonly AnalyticsEvent[];
  /**
   * With `vendorLoadsLater`: the vendor's script stays on the network once `make` has asked for
   * it; this lets it arrive and resolves once the page has run it.
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

/** A line the pipeline logs about this vendor: "[shellkit] <label> …". */
const aboutVendor = (vendor: string) => expect.stringMatching(new RegExp(`^\\[shellkit\\] ${vendor} `));

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
  const harness = disposedAfterEachTest(createHarness);

  /** The sink once its vendor is ready: made, its script let through when it loads later. */
  const readySink = async (h: PixelSinkHarness) => {
    const made = h.make();
    await h.finishLoading?.();
    return made;
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
      const sink = await readySink(h);
      sink.track(SAMPLE);
      await settle();
      expect(h.received()).toEqual([SAMPLE]);
    });

    it('events reach the vendor in the order they were tracked, once each', async () => {
      const h = await harness();
      const sink = await readySink(h);
      const events = ['First', 'Second', 'Third', 'Second'].map((eventName, index) => event(eventName, `/step/${index}`));
      for (const tracked of events) sink.track(tracked);
      await settle();
      expect(h.received()).toEqual(events);
    });

    it('the vendor gets the event as it was when tracked, even if the caller changes its object afterwards', async () => {
      const h = await harness();
      const sink = await readySink(h);
      const properties: Record<string, unknown> = { currentPage: '/cart', total: 10 };
      sink.track({ name: 'Checkout', properties });
      properties.total = 99;
      properties.currentPage = '/elsewhere';
      await settle();
      expect(h.received()).toEqual([{ name: 'Checkout', properties: { currentPage: '/cart', total: 10 } }]);
    });

    if (capabilities.vendorLoadsLater) {
      it("events tracked while the vendor loads wait in the shell's pipeline, then arrive once each, in order, before later ones", async () => {
        const h = await harness();
        const consoleError = watchConsoleError();
        const pipeline = behindPipeline(h.vendor, h.make);
        const early = [event('Early One', '/a'), event('Early Two', '/b')];
        for (const tracked of early) pipeline.deliver((sink, timing) => sink.track(tracked, timing));
        await settle();
        expect(h.received()).toEqual([]);

        await needs(h.finishLoading, 'finishLoading')();
        expect(h.received()).toEqual(early);

        const late = event('Late', '/c');
        pipeline.deliver((sink, timing) => sink.track(late, timing));
        await settle();
        expect(h.received()).toEqual([...early, late]);
        expect(loggedLines(consoleError)).toEqual([]);
      });
    }

    if (capabilities.canBlockVendor) {
      it('a blocked vendor: tracking never throws nor goes uncaught, nothing more reaches it, and the console says so at most once, by name', async () => {
        const h = await harness();
        const consoleError = watchConsoleError();
        const uncaught = watchUnhandledRejections();
        const pipeline = behindPipeline(h.vendor, h.make);
        expect(() => pipeline.deliver((sink, timing) => sink.track(event('Before Block'), timing))).not.toThrow();
        await needs(h.blockVendor, 'blockVendor')();
        const receivedBeforeBlock = h.received().length;
        expect(() => {
          for (let i = 0; i < 5; i += 1) pipeline.deliver((sink, timing) => sink.track(event(`After Block ${i}`), timing));
        }).not.toThrow();
        await settle();
        expect(h.received()).toHaveLength(receivedBeforeBlock);
        // A pixel the shell loads is logged once when blocked; one the page brings is simply absent, silently.
        expect(loggedLines(consoleError).length).toBeLessThanOrEqual(1);
        for (const line of loggedLines(consoleError)) expect(line).toEqual(aboutVendor(h.vendor));
        expect(uncaught).toEqual([]);
      });
    }

    if (capabilities.canBreakVendor) {
      it('a vendor whose code throws: tracking never throws nor goes uncaught, and the shell logs it once, by name', async () => {
        const h = await harness();
        const consoleError = watchConsoleError();
        const uncaught = watchUnhandledRejections();
        const pipeline = behindPipeline(h.vendor, h.make);
        await h.finishLoading?.();
        needs(h.breakVendor, 'breakVendor')();
        expect(() => {
          for (let i = 0; i < 5; i += 1) pipeline.deliver((sink, timing) => sink.track(event(`Broken ${i}`), timing));
        }).not.toThrow();
        await settle();
        expect(loggedLines(consoleError)).toEqual([aboutVendor(h.vendor)]);
        expect(uncaught).toEqual([]);
      });
    }
  });
}
