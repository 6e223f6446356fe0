import { afterEach, describe, expect, it, vi } from 'vitest';
import { DECIDED_VISITOR_ATTRIBUTE, DECIDES_CONSENT_ATTRIBUTE } from '../domain/page-document';
import { keepEarlyInput, replayEarlyInput } from './early-input';

/** A prerendered page: a banner button, a link, and what the app will listen to once it runs. */
function page() {
  document.body.innerHTML =
    '<div id="root"><section><button type="button">I <b>Understand</b></button><a href="#main">Skip</a></section></div><button id="outside" type="button">outside</button>';
  const root = document.getElementById('root') as HTMLElement;
  const button = root.querySelector('button') as HTMLButtonElement;
  return { root, button, label: button.querySelector('b') as HTMLElement, link: root.querySelector('a') as HTMLAnchorElement };
}

afterEach(() => {
  vi.useRealTimers();
  replayEarlyInput(window);
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(DECIDED_VISITOR_ATTRIBUTE);
});

describe('input before hydration (kept by the inline loader, replayed by the app)', () => {
  it('holds a tap on a button of the page, and replays it on the same button once the app listens', () => {
    const { root, label, button } = page();
    keepEarlyInput(() => root, window);
    const early = vi.fn();
    document.addEventListener('click', early);
    label.click();
    expect(early).not.toHaveBeenCalled();

    const app = vi.fn();
    button.addEventListener('click', app);
    replayEarlyInput(window);
    expect(app).toHaveBeenCalledTimes(1);
    // Once replayed, taps go straight to the app.
    button.click();
    expect(app).toHaveBeenCalledTimes(2);
    document.removeEventListener('click', early);
  });

  it('leaves links and elements outside the page alone', () => {
    const { root, link } = page();
    keepEarlyInput(() => root, window);
    const seen = vi.fn();
    document.addEventListener('click', seen);
    link.click();
    document.getElementById('outside')?.click();
    expect(seen).toHaveBeenCalledTimes(2);
    document.removeEventListener('click', seen);
  });

  it('replays key presses (a shortcut) to listeners added later, and no tap on a button the app has removed meanwhile', () => {
    const { root, button } = page();
    keepEarlyInput(() => root, window);
    button.click();
    button.click();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'I', code: 'KeyI', altKey: true, shiftKey: true }));

    const shortcut = vi.fn((event: KeyboardEvent) => [event.code, event.altKey, event.shiftKey]);
    window.addEventListener('keydown', shortcut);
    const taps = vi.fn(() => button.remove());
    button.addEventListener('click', taps);
    replayEarlyInput(window);
    expect(taps).toHaveBeenCalledTimes(1);
    expect(shortcut.mock.results.map((result) => result.value)).toEqual([['KeyI', true, true]]);
    window.removeEventListener('keydown', shortcut);
  });

  it('hides the banner at once when the tap decides, and only then', () => {
    const { root, button } = page();
    keepEarlyInput(() => root, window);
    button.click();
    expect(document.documentElement.hasAttribute(DECIDED_VISITOR_ATTRIBUTE)).toBe(false);
    button.setAttribute(DECIDES_CONSENT_ATTRIBUTE, '');
    button.click();
    expect(document.documentElement.hasAttribute(DECIDED_VISITOR_ATTRIBUTE)).toBe(true);
  });

  it('replays a tap on the button now in its place, with the same words, when the app rendered that part afresh', () => {
    const { root } = page();
    const first = vi.fn();
    keepEarlyInput(() => root, window, first);
    root.querySelector('button')?.click();
    root.querySelector('button')?.click();
    expect(first).toHaveBeenCalledTimes(1);
    root.innerHTML =
      '<section><button type="button">I <b>Understand</b></button></section><section><button type="button">Other</button></section>';
    const fresh = vi.fn();
    root.querySelector('button')?.addEventListener('click', fresh);
    replayEarlyInput(window);
    expect(fresh).toHaveBeenCalledTimes(2);
  });

  it('taps nothing when the place now holds another button', () => {
    const { root } = page();
    keepEarlyInput(() => root, window);
    root.querySelector('button')?.click();
    root.innerHTML = '<section><button type="button">Decline</button></section>';
    const other = vi.fn();
    root.querySelector('button')?.addEventListener('click', other);
    replayEarlyInput(window);
    expect(other).not.toHaveBeenCalled();
  });

  it('holds a link clicked after a kept tap, so the tap is not lost with the page, and replays both in order', () => {
    const { root, button } = page();
    root.insertAdjacentHTML(
      'beforeend',
      '<a id="privacy" href="/privacy">Privacy</a><a id="away" href="/privacy" target="_blank">New tab</a>',
    );
    const link = document.getElementById('privacy') as HTMLAnchorElement;
    keepEarlyInput(() => root, window);
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
    replayEarlyInput(window);
    expect(order).toEqual(['BUTTON', 'A default kept']);
  });

  it('lets the browser follow a held link when the app has not come within 5 s', () => {
    vi.useFakeTimers();
    const { root, button } = page();
    root.insertAdjacentHTML('beforeend', '<a id="privacy" href="/privacy">Privacy</a>');
    const assign = vi.fn();
    const win = Object.assign(Object.create(window) as Window, {
      document,
      location: { origin: window.location.origin, assign },
      setTimeout: (run: () => void, ms: number) => window.setTimeout(run, ms),
      addEventListener: window.addEventListener.bind(window),
      removeEventListener: window.removeEventListener.bind(window),
    });
    keepEarlyInput(() => root, win);
    button.click();
    document.getElementById('privacy')?.click();
    vi.advanceTimersByTime(4999);
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(assign).toHaveBeenCalledWith((document.getElementById('privacy') as HTMLAnchorElement).href);
    replayEarlyInput(win);
    vi.useRealTimers();
  });

  it('keeps nothing on a page with no prerendered root (the app renders it afresh)', () => {
    page();
    keepEarlyInput(() => null, window);
    const seen = vi.fn();
    window.addEventListener('keydown', seen);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    replayEarlyInput(window);
    expect(seen).toHaveBeenCalledTimes(1);
    window.removeEventListener('keydown', seen);
  });

  it('does nothing when nothing was kept', () => {
    expect(() => replayEarlyInput(window)).not.toThrow();
  });
});
