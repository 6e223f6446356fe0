import { describe, expect, it } from 'vitest';
import type { ChatWidget } from '../../ports/chat-widget.port';
import { behindPipeline, disposedAfterEachTest, loggedLines, settle, watchConsoleError, watchUnhandledRejections } from './behind-pipeline';

/**
 * One ChatWidget and a view of the vendor behind it, fresh for each test, with only the network faked: the vendor's
 * script arriving (`finishLoading`) or blocked (`blockService`). A chat vendor's test file builds it.
 */
export interface ChatWidgetHarness {
  /** The name the shell logs the vendor by: its descriptor's label. */
  readonly vendor: string;
  /** Makes the widget as the vendor's descriptor does (its `create`). Called once per test. */
  readonly make: () => ChatWidget | Promise<ChatWidget>;
  /** How many times the page asked for the vendor's script so far. */
  scriptRequests(): number;
  /** The calls that opened the widget in the vendor's own API, as its script received them (after it ran). */
  opened(): number;
  /** Lets the vendor's script arrive, the vendor's code standing in for it; resolves once the page has run it. */
  finishLoading(): Promise<void>;
  /** The vendor's script is blocked, as an ad blocker does; resolves once the page has seen that. */
  blockService(): Promise<void>;
  dispose?(): void | Promise<void>;
}

/**
 * The behaviour every chat vendor owes the shell (docs/decisions/0003-chat-on-request.md): nothing of the vendor is
 * requested until the visitor opens the chat; the first open loads its script once and opens the widget in the
 * vendor's API once it ran; later opens open it again without loading anything more; a blocked script throws nothing
 * into the page and is logged once, by name.
 */
export function describeChatWidgetConformance(name: string, createHarness: () => ChatWidgetHarness | Promise<ChatWidgetHarness>): void {
  const harness = disposedAfterEachTest(createHarness);

  describe(`ChatWidget conformance: ${name}`, () => {
    it('making it requests nothing of the vendor: only opening the chat does', async () => {
      const h = await harness();
      await h.make();
      await settle();
      expect(h.scriptRequests()).toBe(0);
      expect(h.opened()).toBe(0);
    });

    it('open() loads the vendor’s script once, and opens its widget once the script has run', async () => {
      const h = await harness();
      const widget = await h.make();
      const opening = widget.open();
      await settle();
      expect(h.scriptRequests()).toBe(1);
      await h.finishLoading();
      await opening;
      expect(h.opened()).toBe(1);
    });

    it('opening again (or twice before it loaded) opens it again and loads nothing more', async () => {
      const h = await harness();
      const widget = await h.make();
      const first = widget.open();
      const second = widget.open();
      await settle();
      await h.finishLoading();
      await Promise.all([first, second]);
      await widget.open();
      expect(h.scriptRequests()).toBe(1);
      expect(h.opened()).toBe(3);
    });

    it('a blocked script: opening never throws nor goes uncaught, and the shell logs it once, by name', async () => {
      const h = await harness();
      const consoleError = watchConsoleError();
      const uncaught = watchUnhandledRejections();
      const pipeline = behindPipeline(h.vendor, h.make);
      expect(() => pipeline.deliver((widget) => widget.open())).not.toThrow();
      await settle();
      await h.blockService();
      expect(() => pipeline.deliver((widget) => widget.open())).not.toThrow();
      await settle();
      expect(h.scriptRequests()).toBe(1);
      expect(h.opened()).toBe(0);
      expect(loggedLines(consoleError)).toEqual([expect.stringMatching(new RegExp(`^\\[shellkit\\] ${h.vendor} `))]);
      expect(uncaught).toEqual([]);
    });
  });
}
