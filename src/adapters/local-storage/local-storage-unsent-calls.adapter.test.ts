import { describe, expect, it } from 'vitest';
import { UNSENT_CALLS_LIMIT, type UnsentCall } from '../../domain/unsent-calls';
import { LocalStorageUnsentCalls, UNSENT_CALLS_STORAGE_KEY } from './local-storage-unsent-calls.adapter';

const now = new Date('2026-11-24T10:00:00Z');
const call = (path: string, at = now): UnsentCall => ({
  port: 'analytics',
  vendor: 'segment',
  at: at.toISOString(),
  kind: 'page',
  view: { path, search: '', url: `https://shell.example${path}`, title: path },
});

function storeOn(storage: Storage = window.localStorage) {
  storage.clear();
  return new LocalStorageUnsentCalls(
    () => storage,
    () => now,
  );
}

describe('unsent calls in localStorage', () => {
  it('what one page keeps, the next takes, once; two pages left one after the other both keep theirs', () => {
    const first = storeOn();
    first.keep([call('/a')]);
    new LocalStorageUnsentCalls(
      () => window.localStorage,
      () => now,
    ).keep([call('/b')]);
    const next = new LocalStorageUnsentCalls(
      () => window.localStorage,
      () => now,
    );
    expect(next.take().map((kept) => (kept.kind === 'page' ? kept.view.path : ''))).toEqual(['/a', '/b']);
    expect(next.take()).toEqual([]);
    expect(window.localStorage.getItem(UNSENT_CALLS_STORAGE_KEY)).toBeNull();
  });

  it('reads strictly: a foreign value, a malformed entry or a call older than a week is not sent', () => {
    const store = storeOn();
    window.localStorage.setItem(UNSENT_CALLS_STORAGE_KEY, 'not json');
    expect(store.take()).toEqual([]);
    window.localStorage.setItem(
      UNSENT_CALLS_STORAGE_KEY,
      JSON.stringify([{ port: 'analytics', kind: 'page' }, call('/old', new Date('2026-11-10T10:00:00Z')), call('/kept')]),
    );
    expect(store.take()).toEqual([call('/kept')]);
  });

  it(`keeps at most ${UNSENT_CALLS_LIMIT}, the newest`, () => {
    const store = storeOn();
    store.keep(Array.from({ length: UNSENT_CALLS_LIMIT + 5 }, (_, index) => call(`/${index}`)));
    const taken = store.take();
    expect(taken).toHaveLength(UNSENT_CALLS_LIMIT);
    expect(taken[0]).toEqual(call('/5'));
  });

  it('storage that throws keeps nothing, and never throws at the page', () => {
    const broken = new LocalStorageUnsentCalls(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(() => broken.keep([call('/')])).not.toThrow();
    expect(broken.take()).toEqual([]);
  });
});
