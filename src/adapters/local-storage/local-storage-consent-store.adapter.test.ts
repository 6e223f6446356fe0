import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocalStorageConsentStore } from './local-storage-consent-store.adapter';

function storageWith(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

const throwing = (name: string) => () => {
  throw new DOMException('storage is disabled', name);
};

describe('LocalStorageConsentStore (SPEC §3)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads a returning visitor as accepted before anything renders', () => {
    const store = new LocalStorageConsentStore(() => storageWith({ cookieAccepted: 'true' }));
    expect(store.read()).toEqual({ status: 'accepted' });
  });

  it('reads any other stored value as no decision', () => {
    expect(new LocalStorageConsentStore(() => storageWith({ cookieAccepted: 'yes' })).read()).toEqual({ status: 'unknown' });
    expect(new LocalStorageConsentStore(() => storageWith()).read()).toEqual({ status: 'unknown' });
  });

  it('stores cookieAccepted = "true" on accept and tells subscribers', () => {
    const storage = storageWith();
    const store = new LocalStorageConsentStore(() => storage);
    const seen: unknown[] = [];
    store.subscribe((state) => seen.push(state));
    store.accept();
    expect(storage.getItem('cookieAccepted')).toBe('true');
    expect(store.read()).toEqual({ status: 'accepted' });
    expect(seen).toEqual([{ status: 'accepted' }]);
  });

  it('stops telling a subscriber once it unsubscribes', () => {
    const store = new LocalStorageConsentStore(() => storageWith());
    const listener = vi.fn();
    store.subscribe(listener)();
    store.accept();
    expect(listener).not.toHaveBeenCalled();
  });

  it('keeps working in memory when merely touching localStorage throws (cookies disabled)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = new LocalStorageConsentStore(throwing('SecurityError'));
    expect(store.read()).toEqual({ status: 'unknown' });
    expect(() => store.accept()).not.toThrow();
    expect(store.read()).toEqual({ status: 'accepted' });
    store.accept();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('keeps the decision for the session when writing throws (quota exceeded, Safari private mode)', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = storageWith();
    storage.setItem = throwing('QuotaExceededError');
    const store = new LocalStorageConsentStore(() => storage);
    store.accept();
    expect(store.read()).toEqual({ status: 'accepted' });
  });
});
