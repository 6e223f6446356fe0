// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLOSE_WITHIN_MS, closeBrowser, launchChromium } from '../../scripts/bench/browser.mjs';

const launched: number[] = [];

/** Launches the bench's Chromium; whatever a test leaves of it is killed after the test. */
async function chromium() {
  const browser = await launchChromium([]);
  const pid = browser.process()?.pid;
  if (pid === undefined) throw new Error('Chromium has no pid');
  launched.push(pid);
  return { browser, pid };
}

afterEach(() => {
  for (const pid of launched.splice(0)) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // already gone: the test's close worked
    }
  }
});

describe("the bench's close of its Chromium (scripts/bench/browser.mjs)", () => {
  it('kills a Chromium that no longer answers nor exits, says so once on stderr, and returns so the bench carries on', async () => {
    const { browser, pid } = await chromium();
    const stderr = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Stopped, Chromium neither answers Browser.close nor exits: what the two hung interaction runs waited on.
    process.kill(pid, 'SIGSTOP');
    const started = Date.now();

    await closeBrowser(browser);

    expect(Date.now() - started).toBeLessThan(3 * CLOSE_WITHIN_MS);
    expect(browser.process()?.signalCode).toBe('SIGKILL');
    expect(stderr).toHaveBeenCalledTimes(1);
    expect(stderr.mock.calls[0]?.[0]).toBe(`[bench] Chromium (pid ${pid}) did not close within 5 s: killed; the bench carries on`);
  });

  it('closes a Chromium that answers as puppeteer does, saying nothing', async () => {
    const { browser } = await chromium();
    const stderr = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await closeBrowser(browser);

    expect(browser.process()?.exitCode).not.toBeNull();
    expect(browser.process()?.signalCode).toBeNull();
    expect(stderr).not.toHaveBeenCalled();
  });
});
