import { describe, expect, it } from 'vitest';
import type { VendorFacts } from '../../domain/vendor-facts';
import { fakeAdapterContext, type FakeAdapterContext } from '../fake-adapter-context';
import type { FakeScriptNetwork } from '../fake-script-network';
import { behindPipeline, couldNotBeLoaded, loggedLines, settle, watchConsoleError, watchUnhandledRejections } from './behind-pipeline';

/**
 * A vendor's tag on a page whose network is faked, made for one visitor, fresh for each test. An
 * adapter's test file builds it from its own page harness: only the tag's script arriving, or being
 * blocked, is faked.
 */
export interface NoConsentCallHarness {
  /** The page's network: the conformance blocks the tag's script there. */
  readonly network: FakeScriptNetwork;
  /** Makes the adapter as its descriptor does, with the visitor's context: settles once the tag has run, rejects when it is blocked. */
  readonly start: () => Promise<unknown>;
  /** Lets the tag's script arrive; resolves once the page has run it. */
  readonly scriptArrives: () => Promise<void>;
  /** The tag's script, as the page asks the network for it. */
  readonly scriptUrl: string;
}

/** The vendor's facts the conformance reads: the name it is known by and the one purpose it serves. */
export type NoConsentCallVendor = Pick<VendorFacts, 'label' | 'purpose'>;

export interface NoConsentCallOptions {
  /**
   * The name the adapter gives the tag in what it says it told it, where that is the brand alone
   * rather than the descriptor's label ('LinkedIn' for 'LinkedIn Insight Tag'). The label otherwise.
   */
  readonly namedInSignal?: string;
}

/**
 * What a vendor whose tag has no consent call owes the visitor (`loadedOnceGranted`, issue 25): being
 * loaded, with its purpose granted, is all it is told, and the inspector says so; a withdrawal once the
 * tag is in the page reloads the page once, the one way to stop it; a blocked tag rejects, naming its
 * script, and, being in no page, reloads nothing and leaves no listener behind; behind the shell's pipeline,
 * that is one line in the console and nothing else.
 */
export function describeNoConsentCallConformance(
  vendor: NoConsentCallVendor,
  onPage: (visitor: FakeAdapterContext) => NoConsentCallHarness,
  options: NoConsentCallOptions = {},
): void {
  const { label, purpose } = vendor;
  const visitorWith = () => fakeAdapterContext({ [purpose]: 'granted' });

  describe(`No consent call conformance: ${label}`, () => {
    it(`says it was loaded with ${purpose} granted; a withdrawal reloads the page once`, async () => {
      const visitor = visitorWith();
      const { start, scriptArrives } = onPage(visitor);
      const starting = start();
      await scriptArrives();
      await starting;
      expect(visitor.reloads()).toBe(0);
      visitor.set(purpose, 'denied');
      expect(visitor.reloads()).toBe(1);
      expect(visitor.consentSent).toEqual([
        `loaded with ${purpose} granted (${options.namedInSignal ?? label} has no consent call)`,
        `${purpose} withdrawn: no consent call, so the page reloads to stop the tag`,
      ]);
    });

    it('a blocked script is in no page: it rejects, naming it, and a withdrawal then reloads nothing', async () => {
      const visitor = visitorWith();
      const { network, start, scriptUrl } = onPage(visitor);
      const outcome = start().then(
        () => undefined,
        (error: unknown) => error,
      );
      await network.block(scriptUrl);
      const error = await outcome;
      expect(error).toBeInstanceOf(Error);
      // The script as its tag names it, which may be relative to the page (a site's own path).
      const named = /^could not load (.+)$/.exec((error as Error).message)?.[1];
      expect(named && new URL(named, network.window.location.href).href).toBe(scriptUrl);
      visitor.set(purpose, 'denied');
      expect(visitor.reloads()).toBe(0);
      expect(visitor.listeners(purpose)).toBe(0);
    });

    it('behind the shell’s pipeline, a blocked script is logged once by name; calls before and after it reach nothing and throw nothing', async () => {
      const { network, start, scriptUrl } = onPage(visitorWith());
      const consoleError = watchConsoleError();
      const uncaught = watchUnhandledRejections();
      const reached: unknown[] = [];
      const pipeline = behindPipeline(label, start);
      pipeline.deliver((tag) => void reached.push(tag));
      await network.block(scriptUrl);
      expect(() => pipeline.deliver((tag) => void reached.push(tag))).not.toThrow();
      await settle();
      expect(loggedLines(consoleError)).toEqual([couldNotBeLoaded(label)]);
      expect(uncaught).toEqual([]);
      expect(reached).toEqual([]);
    });
  });
}
