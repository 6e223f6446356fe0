import { afterEach, describe, expect, it } from 'vitest';
import { CONSENT_PURPOSES_STORAGE_KEY, CONSENT_STORAGE_KEY } from '../domain/stored-consent';
import { SHELL_CONFIG_ELEMENT_ID } from '../domain/shell-config-document';
import { UNSENT_CALLS_STORAGE_KEY } from '../domain/unsent-calls';
import { keepPageViewUntilHandOff } from './page-view-before-the-app';
import { storedDecisionInPage } from './stored-decision-in-page';

const SHOWN_AT = new Date('2026-11-24T10:00:00.000Z');
const config = (consentMode: 'notice' | 'opt-in', consentStore = 'local-storage') => ({
  consentStore,
  consentMode,
  consentPolicy: { revision: '1', maxAgeMonths: 12 },
  vendors: {
    analytics: [
      { id: 'segment', label: 'Segment', purpose: 'analytics', privacy: '', options: {} },
      // Counts its page views itself (Heap): none is kept for it.
      {
        id: 'own-page-counter',
        label: 'An analytics vendor that counts its own page views',
        purpose: 'analytics',
        privacy: '',
        options: {},
        countsOwnPageViews: true,
      },
    ],
    pixel: [
      { id: 'meta-pixel', label: 'Meta pixel', purpose: 'marketing', privacy: '', options: {} },
      {
        id: 'page-counting-pixel',
        label: 'A pixel that counts page views',
        purpose: 'marketing',
        privacy: '',
        options: {},
        countsPageViews: true,
      },
    ],
  },
});

/** A window of its own (its listeners die with it), the page's config in its document, and a storage the test reads. */
function page(
  pageConfig: ReturnType<typeof config>,
  stored: Record<string, string> = {},
  url = 'https://shop.example/privacy?from=ad#top',
) {
  const values = new Map(Object.entries(stored));
  const storage = {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  } as Storage;
  document.head.innerHTML = `<script type="application/json" id="${SHELL_CONFIG_ELEMENT_ID}">${JSON.stringify(pageConfig)}</script>`;
  document.title = 'Privacy policy · Shellkit';
  const target = new EventTarget();
  const win = Object.assign(target, {
    document,
    navigator: {},
    location: new URL(url),
  }) as unknown as Window;
  // The boot script's one reading of the decision, made when the page is shown.
  const decision = storedDecisionInPage(document, () => storage, SHOWN_AT, false);
  const handOff = keepPageViewUntilHandOff(
    win,
    () => storage,
    SHOWN_AT,
    () => decision,
  );
  const leave = (persisted = false) => target.dispatchEvent(Object.assign(new Event('pagehide'), { persisted }));
  const kept = () => JSON.parse(values.get(UNSENT_CALLS_STORAGE_KEY) ?? 'null') as unknown;
  return { handOff, leave, kept };
}

const VIEW = {
  port: 'analytics',
  vendor: 'segment',
  at: SHOWN_AT.toISOString(),
  kind: 'page',
  view: { path: '/privacy', search: '?from=ad', url: 'https://shop.example/privacy?from=ad#top', title: 'Privacy policy · Shellkit' },
};
/** The same view, kept for the pixel that counts page views: each vendor has a kept call of its own (issue 23). */
const PIXEL_VIEW = { ...VIEW, port: 'pixel', vendor: 'page-counting-pixel' };
const decided = (analytics: boolean, mode = 'opt-in') => ({
  [CONSENT_STORAGE_KEY]: String(analytics),
  [CONSENT_PURPOSES_STORAGE_KEY]: JSON.stringify({
    purposes: { analytics, marketing: false, experience: false },
    revision: '1',
    decidedAt: '2026-11-20T00:00:00Z',
    mode,
  }),
});

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the page view of a page left before the app has handed off (kept by the boot script)', () => {
  it('keeps it, with the page (its URL with the hash, as the app’s page view) and the time it was shown, when analytics is permitted (notice mode, no decision)', () => {
    const { leave, kept } = page(config('notice'));
    leave();
    expect(kept()).toEqual([VIEW, PIXEL_VIEW]);
  });

  it('leaves the inspector’s switch out of it, as the app’s page view does', () => {
    const { leave, kept } = page(config('notice'), {}, 'https://shop.example/privacy?from=ad&shell-inspect#top');
    leave();
    expect(kept()).toEqual([VIEW, PIXEL_VIEW]);
  });

  it('adds it after calls kept before, and keeps an opt-in visitor’s view when analytics was granted (not the pixel’s: marketing was not)', () => {
    const earlier = { ...VIEW, at: '2026-11-24T09:00:00.000Z', view: { ...VIEW.view, path: '/' } };
    const { leave, kept } = page(config('opt-in'), { ...decided(true), [UNSENT_CALLS_STORAGE_KEY]: JSON.stringify([earlier]) });
    leave();
    expect(kept()).toEqual([earlier, VIEW]);
  });

  it.each([
    ['analytics refused', config('notice'), { [CONSENT_STORAGE_KEY]: 'false' }],
    ['opt-in, no decision yet (the view would have been held, then dropped)', config('opt-in'), {}],
    ['opt-in, analytics not granted', config('opt-in'), decided(false)],
    ['the decision kept in memory, not storage', config('notice', 'memory'), {}],
  ])('keeps nothing when %s', (_case, pageConfig, stored) => {
    const { leave, kept } = page(pageConfig, stored);
    leave();
    expect(kept()).toBeNull();
  });

  it('keeps nothing once the app has handed off (its first page view is in a pipeline), or for a page going into the back/forward cache', () => {
    const started = page(config('notice'));
    started.handOff();
    started.leave();
    expect(started.kept()).toBeNull();

    const cached = page(config('notice'));
    cached.leave(true);
    expect(cached.kept()).toBeNull();
  });
});
