import { afterEach, describe, expect, it, vi } from 'vitest';
import { DECIDES_CONSENT_ATTRIBUTE } from '../domain/page-document';
import { keepEarlyInput, type EarlyInput, type EarlyInputHooks } from './early-input';

/** A prerendered page: a banner button, a link, and what the app will listen to once it runs. */
function page() {
  document.body.innerHTML =
    '<div id="root"><section><button type="button">I <b>Understand</b></button><a href="#main">Skip</a></section></div><button id="outside" type="button">outside</button>';
  const root = document.getElementById('root') as HTMLElement;
  const button = root.querySelector('button') as HTMLButtonElement;
  return { root, button, label: button.querySelector('b') as HTMLElement, link: root.querySelector('a') as HTMLAnchorElement };
}

let kept: EarlyInput | undefined;
/** Keeps input as the boot script does; the test's afterEach lets go of it. */
function keep(rootOf: () => Element | null, win: Window, hooks?: EarlyInputHooks): EarlyInput {
  kept = keepEarlyInput(rootOf, win, hooks);
  return kept;
}
const replay = () => kept?.replay();

afterEach(() => {
  vi.useRealTimers();
  replay();
  kept = undefined;
  document.body.innerHTML = '';
});

describe('input before hydration (kept by the boot script, replayed once the app has handed off)', () => {
  it('holds a tap on a button of the page, and replays it on the same button once the app listens', () => {
    const { root, label, button } = page();
    keep(() => root, window);
    const early = vi.fn();
    document.addEventListener('click', early);
    label.click();
    expect(early).not.toHaveBeenCalled();

    const app = vi.fn();
    button.addEventListener('click', app);
    replay();
    expect(app).toHaveBeenCalledTimes(1);
    // Once replayed, taps go straight to the app.
    button.click();
    expect(app).toHaveBeenCalledTimes(2);
    document.removeEventListener('click', early);
  });

  it('leaves links and elements outside the page alone', () => {
    const { root, link } = page();
    keep(() => root, window);
    const seen = vi.fn();
    document.addEventListener('click', seen);
    link.click();
    document.getElementById('outside')?.click();
    expect(seen).toHaveBeenCalledTimes(2);
    document.removeEventListener('click', seen);
  });

  it('replays key presses (a shortcut) to listeners added later, and no tap on a button the app has removed meanwhile', () => {
    const { root, button } = page();
    keep(() => root, window);
    button.click();
    button.click();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'I', code: 'KeyI', altKey: true, shiftKey: true }));

    const shortcut = vi.fn((event: KeyboardEvent) => [event.code, event.altKey, event.shiftKey]);
    window.addEventListener('keydown', shortcut);
    const taps = vi.fn(() => button.remove());
    button.addEventListener('click', taps);
    replay();
    expect(taps).toHaveBeenCalledTimes(1);
    expect(shortcut.mock.results.map((result) => result.value)).toEqual([['KeyI', true, true]]);
    window.removeEventListener('keydown', shortcut);
  });

  it('hides the banner at once when the tap decides, and only then, until the tap is replayed', () => {
    const { root, button } = page();
    const pending = vi.fn();
    keep(() => root, window, { onDecisionPending: pending });
    button.click();
    expect(pending).not.toHaveBeenCalled();
    button.setAttribute(DECIDES_CONSENT_ATTRIBUTE, 'accept');
    button.click();
    expect(pending.mock.calls).toEqual([[true]]);
    replay();
    expect(pending.mock.calls).toEqual([[true], [false]]);
  });

  it('replays a tap on the button now in its place, with the same words, when the app rendered that part afresh', () => {
    const { root } = page();
    const first = vi.fn();
    keep(() => root, window, { onFirstInput: first });
    root.querySelector('button')?.click();
    root.querySelector('button')?.click();
    expect(first).toHaveBeenCalledTimes(1);
    root.innerHTML =
      '<section><button type="button">I <b>Understand</b></button></section><section><button type="button">Other</button></section>';
    const fresh = vi.fn();
    root.querySelector('button')?.addEventListener('click', fresh);
    replay();
    expect(fresh).toHaveBeenCalledTimes(2);
  });

  it('taps nothing when the place now holds another button', () => {
    const { root } = page();
    keep(() => root, window);
    root.querySelector('button')?.click();
    root.innerHTML = '<section><button type="button">Decline</button></section>';
    const other = vi.fn();
    root.querySelector('button')?.addEventListener('click', other);
    replay();
    expect(other).not.toHaveBeenCalled();
  });

  it('holds a link clicked after a kept tap, so the tap is not lost with the page, and replays both in order', () => {
    const { root, button } = page();
    root.insertAdjacentHTML(
      'beforeend',
      '<a id="privacy" href="/privacy">Privacy</a><a id="away" href="/privacy" target="_blank">New tab</a>',
    );
    const link = document.getElementById('privacy') as HTMLAnchorElement;
    keep(() => root, window);
    const order: string[] = [];
    const followed = vi.fn((event: MouseEvent) =>
      order.push(`${(event.currentTarget as Element).tagName} default ${event.defaultPrevented ? 'prevented' : 'kept'}`),
    );
    link.addEventListener('click', followed);
    document.getElementById('away')?.addEventListener('click', (event) => event.preventDefault());
    button.click();
    link.click();
    // A link that opens elsewhere is the browser's, whatever was kept.
    document.getElementById('away')?.click();
    expect(followed).not.toHaveBeenCalled();

    button.addEventListener('click', () => order.push('BUTTON'));
    link.addEventListener('click', (event) => event.preventDefault());
    replay();
    expect(order).toEqual(['BUTTON', 'A default kept']);
  });

  it('stands down when a held link has waited 5 s for the app: the kept decision is stored first, then the browser follows the link', () => {
    vi.useFakeTimers();
    const { root, button } = page();
    button.setAttribute(DECIDES_CONSENT_ATTRIBUTE, 'decline');
    root.insertAdjacentHTML('beforeend', '<a id="privacy" href="/privacy">Privacy</a>');
    const order: string[] = [];
    const win = Object.assign(Object.create(window) as Window, {
      document,
      location: { origin: window.location.origin, assign: (href: string) => order.push(`follow ${href}`) },
      setTimeout: (run: () => void, ms: number) => window.setTimeout(run, ms),
      addEventListener: window.addEventListener.bind(window),
      removeEventListener: window.removeEventListener.bind(window),
    });
    const input: EarlyInput = keep(() => root, win, {
      storeDecision: (decision) => order.push(`store ${decision}`),
      onLinkPatienceOut: () => input.standDown(),
    });
    button.click();
    document.getElementById('privacy')?.click();
    vi.advanceTimersByTime(4999);
    expect(order).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(order).toEqual(['store decline', `follow ${(document.getElementById('privacy') as HTMLAnchorElement).href}`]);
    // Stood down: nothing is kept any more, nothing replayed when the app comes after all.
    const app = vi.fn();
    button.addEventListener('click', app);
    replay();
    button.click();
    expect(app).toHaveBeenCalledTimes(1);
  });

  it('stands down when the app will not come: taps go to the page again, a kept tap on another button is the browser’s own click', () => {
    const { root, button } = page();
    const stored = vi.fn();
    const input = keep(() => root, window, { storeDecision: stored });
    const native = vi.fn((event: MouseEvent) => event.defaultPrevented);
    button.addEventListener('click', native);
    button.click();
    expect(native).not.toHaveBeenCalled();
    input.standDown();
    expect(native.mock.results.map((result) => result.value)).toEqual([false]);
    expect(stored).not.toHaveBeenCalled();
    button.click();
    expect(native).toHaveBeenCalledTimes(2);
  });

  it('stands down: "I Understand" tapped from then on is stored by the boot script, until the app comes after all', () => {
    const { root, button } = page();
    button.setAttribute(DECIDES_CONSENT_ATTRIBUTE, 'accept');
    const stored = vi.fn();
    const input = keep(() => root, window, { storeDecision: stored });
    input.standDown();
    button.click();
    expect(stored.mock.calls).toEqual([['accept']]);
    input.replay();
    button.click();
    expect(stored).toHaveBeenCalledTimes(1);
  });

  it('stores a kept decision when the visitor leaves before the app (no link followed, no click replayed)', () => {
    const { root, button } = page();
    button.setAttribute(DECIDES_CONSENT_ATTRIBUTE, 'accept');
    const stored = vi.fn();
    const pending = vi.fn();
    const input = keep(() => root, window, { storeDecision: stored, onDecisionPending: pending });
    const native = vi.fn();
    button.addEventListener('click', native);
    button.click();
    input.standDown(false);
    expect(stored.mock.calls).toEqual([['accept']]);
    expect(native).not.toHaveBeenCalled();
    expect(pending.mock.calls).toEqual([[true], [false]]);
  });

  it('keeps nothing on a page with no prerendered root (the app renders it afresh)', () => {
    page();
    keep(() => null, window);
    const seen = vi.fn();
    window.addEventListener('keydown', seen);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    replay();
    expect(seen).toHaveBeenCalledTimes(1);
    window.removeEventListener('keydown', seen);
  });

  it('does nothing when nothing was kept', () => {
    expect(() => keepEarlyInput(() => null, window).replay()).not.toThrow();
  });
});
