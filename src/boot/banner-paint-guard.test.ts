import { afterEach, describe, expect, it } from 'vitest';
import { CONSENT_PURPOSES_STORAGE_KEY, CONSENT_STORAGE_KEY } from '../domain/stored-consent';
import { DECIDED_VISITOR_ATTRIBUTE, STORED_DECISION_ATTRIBUTE } from '../domain/page-document';
import { SHELL_CONFIG_ELEMENT_ID } from '../domain/shell-config-document';
import { releaseBannerPaintGuard } from './banner-paint-guard';
import { boot } from './boot';

const NOW = new Date('2026-11-24T00:00:00Z');

function pageWith(config: Record<string, unknown> | undefined): void {
  document.head.innerHTML = config
    ? `<script type="application/json" id="${SHELL_CONFIG_ELEMENT_ID}">${JSON.stringify(config)}</script>`
    : '';
  document.documentElement.removeAttribute(DECIDED_VISITOR_ATTRIBUTE);
  document.documentElement.removeAttribute(STORED_DECISION_ATTRIBUTE);
}

function storageWith(values: Record<string, string>): Storage {
  return { getItem: (key: string) => values[key] ?? null } as Storage;
}

const config = (consentMode: 'notice' | 'opt-in', consentStore = 'local-storage') => ({
  consentStore,
  consentMode,
  consentPolicy: { revision: '2', maxAgeMonths: 12 },
});
const detail = (revision: string, decidedAt: string, mode?: string) =>
  JSON.stringify({ purposes: { analytics: true, marketing: true, experience: true }, revision, decidedAt, ...(mode ? { mode } : {}) });
/** The boot script on a page that loads its app itself (no scripts named): it only guards the banner's paint. */
function guardBannerPaint(getStorage: () => Storage): void {
  const win = {} as Window & typeof globalThis;
  Object.defineProperty(win, 'localStorage', { get: getStorage });
  boot({ doc: document, win, now: NOW, newId: () => 'id', globalPrivacyControl: false }, undefined);
}
const marked = () => document.documentElement.hasAttribute(DECIDED_VISITOR_ATTRIBUTE);

afterEach(() => pageWith(undefined));

describe('the banner paint guard (the boot script in <head>)', () => {
  it.each([
    ['notice, the flag alone', config('notice'), { [CONSENT_STORAGE_KEY]: 'true' }, true],
    ['notice, declined', config('notice'), { [CONSENT_STORAGE_KEY]: 'false' }, true],
    ['notice, no decision', config('notice'), {}, false],
    ['notice, a value that is no decision', config('notice'), { [CONSENT_STORAGE_KEY]: 'yes' }, false],
    [
      'opt-in, a current decision',
      config('opt-in'),
      { [CONSENT_STORAGE_KEY]: 'true', [CONSENT_PURPOSES_STORAGE_KEY]: detail('2', '2026-11-01T00:00:00Z', 'opt-in') },
      true,
    ],
    ['opt-in, the flag alone (asked again)', config('opt-in'), { [CONSENT_STORAGE_KEY]: 'true' }, false],
    [
      'opt-in, an older revision (asked again)',
      config('opt-in'),
      { [CONSENT_STORAGE_KEY]: 'true', [CONSENT_PURPOSES_STORAGE_KEY]: detail('1', '2026-11-01T00:00:00Z') },
      false,
    ],
    [
      'opt-in, older than the maximum age (asked again)',
      config('opt-in'),
      { [CONSENT_STORAGE_KEY]: 'true', [CONSENT_PURPOSES_STORAGE_KEY]: detail('2', '2025-11-01T00:00:00Z') },
      false,
    ],
    [
      'opt-in, a notice acknowledged (asked again)',
      config('opt-in'),
      { [CONSENT_STORAGE_KEY]: 'true', [CONSENT_PURPOSES_STORAGE_KEY]: detail('2', '2026-11-01T00:00:00Z', 'notice') },
      false,
    ],
    ['memory store: storage is not the decision', config('notice', 'memory'), { [CONSENT_STORAGE_KEY]: 'true' }, false],
  ])('%s: marks the page %s', (_case, pageConfig, stored, hidden) => {
    pageWith(pageConfig);
    guardBannerPaint(() => storageWith(stored));
    expect(marked()).toBe(hidden);
    expect(document.documentElement.hasAttribute(STORED_DECISION_ATTRIBUTE)).toBe(hidden);
  });

  it('leaves the banner shown when storage throws or the page has no config', () => {
    pageWith(config('notice'));
    guardBannerPaint(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(marked()).toBe(false);
    pageWith(undefined);
    guardBannerPaint(() => storageWith({ [CONSENT_STORAGE_KEY]: 'true' }));
    expect(marked()).toBe(false);
  });

  it('is released once the app has rendered the real state', () => {
    pageWith(config('notice'));
    guardBannerPaint(() => storageWith({ [CONSENT_STORAGE_KEY]: 'true' }));
    expect(marked()).toBe(true);
    releaseBannerPaintGuard(document);
    expect(marked()).toBe(false);
    // The choice's words in the page's HTML are still a first visit's: they wait for the app's, element by element.
    expect(document.documentElement.hasAttribute(STORED_DECISION_ATTRIBUTE)).toBe(true);
  });
});
