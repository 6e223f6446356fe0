import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALL_GRANTED, ALL_REFUSED } from '../../domain/consent';
import type { ConsentStoreSettings } from '../../ports/consent-store.port';
import { createConsentEngineStore } from '../../application/consent-engine-store';
import { LocalStorageConsentPersistence } from './local-storage-consent-persistence.adapter';
import { memoryStorage } from '../../testing/memory-storage';

const NOTICE: ConsentStoreSettings = { mode: 'notice', policy: { revision: '1', maxAgeMonths: 12 } };
const ACCEPTED = expect.objectContaining({ status: 'decided', choices: ALL_GRANTED });
const DECLINED = expect.objectContaining({ status: 'decided', choices: ALL_REFUSED });

const storageWith = memoryStorage;

/** The consent store over local storage, as the page composes it. */
const storeOver = (getStorage: () => Storage, settings: ConsentStoreSettings, otherTabs?: Pick<Window, 'addEventListener'>) =>
  createConsentEngineStore(new LocalStorageConsentPersistence(getStorage, otherTabs), settings);

const throwing = (name: string) => () => {
  throw new DOMException('storage is disabled', name);
};

describe('LocalStorageConsentPersistence behind the consent store (SPEC §3)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads a returning visitor as accepted before anything renders', () => {
    const store = storeOver(() => storageWith({ cookieAccepted: 'true' }), NOTICE);
    expect(store.read()).toEqual(ACCEPTED);
  });

  it('reads any other stored value as no decision', () => {
    expect(storeOver(() => storageWith({ cookieAccepted: 'yes' }), NOTICE).read()).toEqual({ status: 'unknown' });
    expect(storeOver(() => storageWith(), NOTICE).read()).toEqual({ status: 'unknown' });
  });

  it('stores cookieAccepted = "true" on accept and tells subscribers', () => {
    const storage = storageWith();
    const store = storeOver(() => storage, NOTICE);
    const seen: unknown[] = [];
    store.subscribe((state) => seen.push(state));
    store.accept();
    expect(storage.getItem('cookieAccepted')).toBe('true');
    expect(store.read()).toEqual(ACCEPTED);
    expect(seen).toEqual([ACCEPTED]);
  });

  it('stops telling a subscriber once it unsubscribes', () => {
    const store = storeOver(() => storageWith(), NOTICE);
    const listener = vi.fn();
    store.subscribe(listener)();
    store.accept();
    expect(listener).not.toHaveBeenCalled();
  });

  it('keeps working in memory when merely touching localStorage throws (cookies disabled)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = storeOver(throwing('SecurityError'), NOTICE);
    expect(store.read()).toEqual({ status: 'unknown' });
    expect(() => store.accept()).not.toThrow();
    expect(store.read()).toEqual(ACCEPTED);
    store.accept();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('keeps the decision for the session when writing throws (quota exceeded, Safari private mode)', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = storageWith();
    storage.setItem = throwing('QuotaExceededError');
    const store = storeOver(() => storage, NOTICE);
    store.accept();
    expect(store.read()).toEqual(ACCEPTED);
  });

  it('stores cookieAccepted = "false" on decline, tells subscribers, and reads it back as declined', () => {
    const storage = storageWith();
    const store = storeOver(() => storage, NOTICE);
    const seen: unknown[] = [];
    store.subscribe((state) => seen.push(state));
    expect(store.decline()).toEqual(DECLINED);
    expect(storage.getItem('cookieAccepted')).toBe('false');
    expect(store.read()).toEqual(DECLINED);
    expect(seen).toEqual([DECLINED]);
    expect(storeOver(() => storage, NOTICE).read()).toEqual(DECLINED);
  });

  it('accepting after declining overwrites the stored "false"', () => {
    const storage = storageWith({ cookieAccepted: 'false' });
    const store = storeOver(() => storage, NOTICE);
    expect(store.read()).toEqual(DECLINED);
    store.accept();
    expect(storage.getItem('cookieAccepted')).toBe('true');
    expect(storeOver(() => storage, NOTICE).read()).toEqual(ACCEPTED);
  });

  describe('consent id', () => {
    const OPT_IN: ConsentStoreSettings = { mode: 'opt-in', policy: { revision: '2', maxAgeMonths: 12 } };
    const ids = () => {
      let made = 0;
      return () => `id-${++made}`;
    };

    it('is made with the first decision and kept through a change, a withdrawal and a re-consent under a new revision', () => {
      const storage = storageWith();
      const newConsentId = ids();
      const store = storeOver(() => storage, { ...OPT_IN, newConsentId });
      expect(store.accept()).toMatchObject({ consentId: 'id-1' });
      expect(store.choose({ analytics: true, marketing: false, experience: false })).toMatchObject({ consentId: 'id-1' });
      expect(store.decline()).toMatchObject({ consentId: 'id-1' });
      const nextRevision = storeOver(() => storage, {
        ...OPT_IN,
        policy: { revision: '3', maxAgeMonths: 12 },
        newConsentId,
      });
      expect(nextRevision.read()).toEqual({ status: 'unknown' });
      expect(nextRevision.stored()).toMatchObject({ status: 'decided', consentId: 'id-1' });
      expect(nextRevision.accept()).toMatchObject({ revision: '3', consentId: 'id-1' });
    });

    it('a decision stored without one (an older shell) reads as before and gets one at its next change', () => {
      const decidedAt = new Date().toISOString();
      const storage = storageWith({
        cookieAccepted: 'true',
        cookieConsent: JSON.stringify({ purposes: ALL_GRANTED, revision: '2', decidedAt, mode: 'opt-in' }),
      });
      const store = storeOver(() => storage, { ...OPT_IN, newConsentId: ids() });
      expect(store.read()).toEqual({ status: 'decided', choices: ALL_GRANTED, revision: '2', decidedAt, mode: 'opt-in' });
      expect(store.decline()).toMatchObject({ consentId: 'id-1' });
      expect(JSON.parse(storage.getItem('cookieConsent') ?? '')).toMatchObject({ consentId: 'id-1' });
    });

    it('is a random UUID unless given', () => {
      const store = storeOver(() => storageWith(), OPT_IN);
      const state = store.accept();
      expect(state.status === 'decided' && state.consentId).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
    });
  });

  describe('per purpose', () => {
    const OPT_IN: ConsentStoreSettings = {
      mode: 'opt-in',
      policy: { revision: '2026-11', maxAgeMonths: 12 },
      now: () => new Date('2026-11-23T12:00:00Z'),
    };
    const partial = { analytics: true, marketing: false, experience: true };

    it('stores a partial choice as cookieAccepted "true" with the purposes, revision and date beside it, and reads it back', () => {
      const storage = storageWith();
      const store = storeOver(() => storage, { ...OPT_IN, newConsentId: () => 'id-1' });
      const chosen = store.choose(partial);
      expect(chosen).toEqual({
        status: 'decided',
        choices: partial,
        revision: '2026-11',
        decidedAt: '2026-11-23T12:00:00.000Z',
        mode: 'opt-in',
        consentId: 'id-1',
      });
      expect(storage.getItem('cookieAccepted')).toBe('true');
      expect(JSON.parse(storage.getItem('cookieConsent') ?? '')).toEqual({
        purposes: partial,
        revision: '2026-11',
        decidedAt: '2026-11-23T12:00:00.000Z',
        mode: 'opt-in',
        consentId: 'id-1',
      });
      expect(storeOver(() => storage, OPT_IN).read()).toEqual(chosen);
    });

    it('opt-in mode asks again when the policy revision changed or the decision is older than the maximum age', () => {
      const storage = storageWith();
      storeOver(() => storage, OPT_IN).accept();
      expect(storeOver(() => storage, { ...OPT_IN, policy: { ...OPT_IN.policy, revision: '2027-01' } }).read()).toEqual({
        status: 'unknown',
      });
      expect(storeOver(() => storage, { ...OPT_IN, now: () => new Date('2027-11-23T12:00:00Z') }).read()).toEqual({
        status: 'unknown',
      });
      expect(storeOver(() => storage, { ...OPT_IN, now: () => new Date('2027-11-23T11:59:00Z') }).read()).toEqual(ACCEPTED);
      // Notice mode: SPEC's flag rule stands, however old.
      expect(storeOver(() => storage, { ...OPT_IN, mode: 'notice', now: () => new Date('2030-01-01T00:00:00Z') }).read()).toEqual(ACCEPTED);
    });

    it("SPEC's flag alone (no date, no revision) is asked again in opt-in mode and honoured in notice mode", () => {
      const storage = storageWith({ cookieAccepted: 'true' });
      expect(storeOver(() => storage, OPT_IN).read()).toEqual({ status: 'unknown' });
      expect(storeOver(() => storage, NOTICE).read()).toEqual(ACCEPTED);
    });
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
      const store = storeOver(() => window.localStorage, NOTICE, window);
      const listener = vi.fn();
      store.subscribe(listener);
      fromOtherTab('cookieAccepted', 'true');
      expect(store.read()).toEqual(ACCEPTED);
      expect(listener).toHaveBeenCalledOnce();
      expect(listener).toHaveBeenCalledWith(ACCEPTED);

      fromOtherTab('cookieAccepted', 'false');
      expect(store.read()).toEqual(DECLINED);
      expect(listener).toHaveBeenCalledTimes(2);
      expect(listener).toHaveBeenLastCalledWith(DECLINED);
    });

    it("another tab's per-purpose choice applies here at once", () => {
      const store = storeOver(() => window.localStorage, NOTICE, window);
      const listener = vi.fn();
      store.subscribe(listener);
      const choices = { analytics: false, marketing: true, experience: false };
      window.localStorage.setItem(
        'cookieConsent',
        JSON.stringify({ purposes: choices, revision: '1', decidedAt: new Date().toISOString() }),
      );
      fromOtherTab('cookieAccepted', 'true');
      expect(store.read()).toEqual(expect.objectContaining({ status: 'decided', choices }));
      expect(listener).toHaveBeenCalledOnce();
    });

    it('waits out another tab\'s half-written decision: a refusal never passes through "everything granted"', () => {
      window.localStorage.setItem('cookieAccepted', 'true');
      window.localStorage.setItem(
        'cookieConsent',
        JSON.stringify({
          purposes: { analytics: true, marketing: false, experience: false },
          revision: '1',
          decidedAt: new Date().toISOString(),
        }),
      );
      const store = storeOver(() => window.localStorage, NOTICE, window);
      const seen: unknown[] = [];
      store.subscribe((state) => seen.push(state));
      // "Reject all" in the other tab: the detail is written first, then the flag.
      fromOtherTab(
        'cookieConsent',
        JSON.stringify({
          purposes: { analytics: false, marketing: false, experience: false },
          revision: '1',
          decidedAt: new Date().toISOString(),
        }),
      );
      expect(seen).toEqual([]);
      fromOtherTab('cookieAccepted', 'false');
      expect(seen).toEqual([DECLINED]);
    });

    it('ignores storage events for other keys', () => {
      const store = storeOver(() => window.localStorage, NOTICE, window);
      const listener = vi.fn();
      store.subscribe(listener);
      window.localStorage.setItem('cookieAccepted', 'true');
      window.dispatchEvent(new StorageEvent('storage', { key: 'somethingElse', newValue: 'x' }));
      expect(listener).not.toHaveBeenCalled();
      expect(store.read()).toEqual({ status: 'unknown' });
    });

    it('does not notify when the state did not change', () => {
      window.localStorage.setItem('cookieAccepted', 'true');
      const store = storeOver(() => window.localStorage, NOTICE, window);
      const listener = vi.fn();
      store.subscribe(listener);
      fromOtherTab('cookieAccepted', 'true');
      expect(listener).not.toHaveBeenCalled();
      expect(store.read()).toEqual(ACCEPTED);
    });

    it('storage cleared in another tab (key null) clears the decision here too', () => {
      window.localStorage.setItem('cookieAccepted', 'true');
      const store = storeOver(() => window.localStorage, NOTICE, window);
      const listener = vi.fn();
      store.subscribe(listener);
      fromOtherTab(null, null);
      expect(store.read()).toEqual({ status: 'unknown' });
      expect(listener).toHaveBeenCalledExactlyOnceWith({ status: 'unknown' });
    });

    it('without the window, other tabs are not listened to', () => {
      const store = storeOver(() => window.localStorage, NOTICE);
      const listener = vi.fn();
      store.subscribe(listener);
      fromOtherTab('cookieAccepted', 'true');
      expect(listener).not.toHaveBeenCalled();
      expect(store.read()).toEqual({ status: 'unknown' });
    });
  });
});
