import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_STORAGE_KEY } from '../domain/stored-consent';
import {
  CONSENT_TAP_PENDING_ATTRIBUTE,
  DECIDED_VISITOR_ATTRIBUTE,
  DECIDES_CONSENT_ATTRIBUTE,
  RENDERED_URL_ATTRIBUTE,
} from '../domain/page-document';
import { SHELL_CONFIG_ELEMENT_ID } from '../domain/shell-config-document';
import { boot, ENTRY_DEADLINE_MS, HAND_OFF_DEADLINE_MS } from './boot';
import { handOff } from './hand-off';

const CONFIG = {
  consentStore: 'local-storage',
  consentMode: 'notice',
  consentPolicy: { revision: '1', maxAgeMonths: 12 },
  vendors: { analytics: [{ id: 'segment', label: 'Segment', purpose: 'analytics', privacy: '', options: {} }] },
};

/** A prerendered page with its banner, in this window (its own storage), the entry script kept (never fetched) so the test can answer it. */
function bootedPage() {
  document.head.innerHTML = `<script type="application/json" id="${SHELL_CONFIG_ELEMENT_ID}">${JSON.stringify(CONFIG)}</script>`;
  document.body.innerHTML = `<div id="root" ${RENDERED_URL_ATTRIBUTE}="/"><section><button type="button" ${DECIDES_CONSENT_ATTRIBUTE}="accept">I Understand</button></section></div>`;
  const entries: HTMLScriptElement[] = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes) if (node instanceof HTMLScriptElement) entries.push(node);
  });
  window.localStorage.clear();
  boot(
    { doc: document, win: window, now: new Date(), newId: () => 'visitor', globalPrivacyControl: false },
    { entry: '/assets/index-1.js', preloads: [] },
  );
  const accept = document.querySelector('button') as HTMLButtonElement;
  const marked = (attribute: string) => document.documentElement.hasAttribute(attribute);
  return { entry: () => entries[0], accept, marked };
}

afterEach(() => {
  handOff(window);
  vi.useRealTimers();
  vi.restoreAllMocks();
  window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
  document.documentElement.removeAttribute(DECIDED_VISITOR_ATTRIBUTE);
  document.documentElement.removeAttribute(CONSENT_TAP_PENDING_ATTRIBUTE);
  window.localStorage.clear();
});

describe('the boot script (one inline script, until the app hands off)', () => {
  it('the entry script fails: a kept "I Understand" is stored by the boot script, and the banner stays hidden as decided', () => {
    const { entry, accept, marked } = bootedPage();
    accept.click();
    expect(marked(CONSENT_TAP_PENDING_ATTRIBUTE)).toBe(true);
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
    entry()?.dispatchEvent(new Event('error'));
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('true');
    expect([marked(CONSENT_TAP_PENDING_ATTRIBUTE), marked(DECIDED_VISITOR_ATTRIBUTE)]).toEqual([false, true]);
  });

  it('the entry ran but the app never hands off: it stands down at the deadline; a hand-off in time replays the tap to the app instead', () => {
    vi.useFakeTimers();
    const late = bootedPage();
    late.accept.click();
    late.entry()?.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(HAND_OFF_DEADLINE_MS - 1);
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
    vi.advanceTimersByTime(1);
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('true');
    handOff(window);
    vi.restoreAllMocks();
    window.localStorage.clear();

    const inTime = bootedPage();
    inTime.accept.click();
    inTime.entry()?.dispatchEvent(new Event('load'));
    const app = vi.fn();
    inTime.accept.addEventListener('click', app);
    handOff(window);
    expect(app).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(HAND_OFF_DEADLINE_MS);
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
    expect(inTime.marked(CONSENT_TAP_PENDING_ATTRIBUTE)).toBe(false);
  });

  it('the entry script stalls (neither load nor error): it stands down at its own deadline and stores the kept decision', () => {
    vi.useFakeTimers();
    const { accept } = bootedPage();
    accept.click();
    vi.advanceTimersByTime(ENTRY_DEADLINE_MS - 1);
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
    vi.advanceTimersByTime(1);
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('true');
  });

  it('the page goes into the back/forward cache before the app came: the kept decision is stored, as the page may never come back', () => {
    const { accept } = bootedPage();
    accept.click();
    // happy-dom's PageTransitionEvent leaves `persisted` out: set as a browser sets it.
    window.dispatchEvent(Object.assign(new Event('pagehide'), { persisted: true }));
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('true');
  });
});
