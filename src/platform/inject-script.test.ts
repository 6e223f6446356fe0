import { describe, expect, it, onTestFinished } from 'vitest';
import { FakeScriptNetwork, nextTask } from '../testing/fake-script-network';
import { injectScript } from './inject-script';

const VENDOR_URL = 'https://cdn.vendor.example/sdk.js?v=2';

function page(): FakeScriptNetwork {
  const network = new FakeScriptNetwork();
  onTestFinished(() => network.close());
  return network;
}

/** Whether a promise has settled yet, and how, without waiting for it. */
function observe(promise: Promise<void>) {
  const seen: { outcome: 'pending' | 'resolved' | 'rejected'; error?: unknown } = { outcome: 'pending' };
  promise.then(
    () => (seen.outcome = 'resolved'),
    (error: unknown) => Object.assign(seen, { outcome: 'rejected', error }),
  );
  return seen;
}

describe('injectScript', () => {
  it('adds one async external script with exactly the given URL to the head, and no inline code', () => {
    const network = page();
    void injectScript(VENDOR_URL, network.window.document);
    const scripts = network.window.document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe(VENDOR_URL);
    expect(scripts[0]?.async).toBe(true);
    expect(scripts[0]?.textContent).toBe('');
  });

  it('stays pending while the script downloads, and resolves once it has loaded', async () => {
    const network = page();
    const injected = observe(injectScript(VENDOR_URL, network.window.document));
    await nextTask();
    expect(network.requests).toEqual([VENDOR_URL]);
    expect(injected.outcome).toBe('pending');

    await network.respond(VENDOR_URL);
    expect(injected.outcome).toBe('resolved');
  });

  it('rejects with an error naming the URL when the script is blocked', async () => {
    const network = page();
    const injected = observe(injectScript(VENDOR_URL, network.window.document));
    await nextTask();
    await network.block(VENDOR_URL);
    expect(injected.outcome).toBe('rejected');
    expect(injected.error).toEqual(new Error(`could not load ${VENDOR_URL}`));
  });

  it('settles from the element’s own load or error event, whoever dispatches it', async () => {
    const network = page();
    const loaded = observe(injectScript(VENDOR_URL, network.window.document));
    const failed = observe(injectScript(`${VENDOR_URL}&second`, network.window.document));
    const [first, second] = network.window.document.querySelectorAll('script');
    first?.dispatchEvent(new Event('load'));
    second?.dispatchEvent(new Event('error'));
    await nextTask();
    expect(loaded.outcome).toBe('resolved');
    expect(failed.outcome).toBe('rejected');
  });

  it('uses the global document by default', async () => {
    // vitest's own happy-dom page runs no scripts; told to treat that as success, it fires load at once.
    const { settings } = (window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }).happyDOM;
    settings.handleDisabledFileLoadingAsSuccess = true;
    onTestFinished(() => {
      settings.handleDisabledFileLoadingAsSuccess = false;
      document.head.querySelectorAll('script').forEach((script) => script.remove());
    });
    const injected = observe(injectScript(VENDOR_URL));
    await nextTask();
    expect([...document.head.querySelectorAll('script')].map((script) => script.src)).toEqual([VENDOR_URL]);
    expect(injected.outcome).toBe('resolved');
  });
});
