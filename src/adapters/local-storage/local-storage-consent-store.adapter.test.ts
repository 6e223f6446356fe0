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

  it('stores cookieAccepted = "false" on decline, tells subscribers, and reads it back as declined', () => {
    const storage = storageWith();
    const store = new LocalStorageConsentStore(() => storage);
    const seen: unknown[] = [];
    store.subscribe((state) => seen.push(state));
    expect(store.decline()).toEqual({ status: 'declined' });
    expect(storage.getItem('cookieAccepted')).toBe('false');
    expect(store.read()).toEqual({ status: 'declined' });
    expect(seen).toEqual([{ status: 'declined' }]);
    expect(new LocalStorageConsentStore(() => storage).read()).toEqual({ status: 'declined' });
  });

  it('accepting after declining overwrites the stored "false"', () => {
    const storage = storageWith({ cookieAccepted: 'false' });
    const store = new LocalStorageConsentStore(() => storage);
    expect(store.read()).toEqual({ status: 'declined' });
    store.accept();
    expect(storage.getItem('cookieAccepted')).toBe('true');
    expect(new LocalStorageConsentStore(() => storage).read()).toEqual({ status: 'accepted' });
  });

  describe('decisions taken in another tab', () => {
    const fromOtherTab = (key: string | null, newValue: string | null) => {
      if (key !== null) {
        if (newValue === null) window.localStorage.removeItem(key);
        else window.localStorage.setItem(key, newValue);
      } else {
        window.localStorage.clear();
      }
      window.dispatchEvent(new StorageEvent('storage', { key, newValue }));
    };

    it('a storage event for cookieAccepted applies at once and notifies subscribers once with the new state', () => {
      const store = new LocalStorageConsentStore(() => window.localStorage, window);
      const listener = vi.fn();
      store.subscribe(listener);
      fromOtherTab('cookieAccepted', 'true');
      expect(store.read()).toEqual({ status: 'accepted' });
      expect(listener).toHaveBeenCalledOnce();
      expect(listener).toHaveBeenCalledWith({ status: 'accepted' });

      fromOtherTab('cookieAccepted', 'false');
      expect(store.read()).toEqual({ status: 'declined' });
      expect(listener).toHaveBeenCalledTimes(2);
      expect(listener).toHaveBeenLastCalledWith({ status: 'declined' });
    });

    it('ignores storage events for other keys', () => {
      const store = new LocalStorageConsentStore(() => window.localStorage, window);
      const listener = vi.fn();
      store.subscribe(listener);
      window.localStorage.setItem('cookieAccepted', 'true');
      window.dispatchEvent(new StorageEvent('storage', { key: 'somethingElse', newValue: 'x' }));
      expect(listener).not.toHaveBeenCalled();
      expect(store.read()).toEqual({ status: 'unknown' });
    });

    it('does not notify when the state did not change', () => {
      window.localStorage.setItem('cookieAccepted', 'true');
      const store = new LocalStorageConsentStore(() => window.localStorage, window);
      const listener = vi.fn();
      store.subscribe(listener);
      fromOtherTab('cookieAccepted', 'true');
      expect(listener).not.toHaveBeenCalled();
      expect(store.read()).toEqual({ status: 'accepted' });
    });

    it('storage cleared in another tab (key null) clears the decision here too', () => {
      window.localStorage.setItem('cookieAccepted', 'true');
      const store = new LocalStorageConsentStore(() => window.localStorage, window);
      const listener = vi.fn();
      store.subscribe(listener);
      fromOtherTab(null, null);
      expect(store.read()).toEqual({ status: 'unknown' });
      expect(listener).toHaveBeenCalledExactlyOnceWith({ status: 'unknown' });
    });

    it('without the window, other tabs are not listened to', () => {
      const store = new LocalStorageConsentStore(() => window.localStorage);
      const listener = vi.fn();
      store.subscribe(listener);
      fromOtherTab('cookieAccepted', 'true');
      expect(listener).not.toHaveBeenCalled();
      expect(store.read()).toEqual({ status: 'unknown' });
    });
  });
});
