import { describe, expect, it, vi } from 'vitest';
import { LocalStorageConsentPersistence } from '../adapters/local-storage/local-storage-consent-persistence.adapter';
import { ALL_GRANTED } from '../domain/consent';
import { storageOf } from '../domain/stored-consent';
import type { ConsentStoreSettings } from '../ports/consent-store.port';
import { memoryStorage } from '../testing/memory-storage';
import { createConsentEngineStore } from './consent-engine-store';

const OPT_IN: ConsentStoreSettings = { mode: 'opt-in', policy: { revision: '1', maxAgeMonths: 12 }, newConsentId: () => 'c-1' };

/** A page over shared storage, and a way to play another tab's write (its storage event). */
function page(settings = OPT_IN) {
  const storage = memoryStorage();
  const otherTabs = new EventTarget() as unknown as Pick<Window, 'addEventListener'>;
  const storageEvent = (init: StorageEventInit) => (otherTabs as unknown as EventTarget).dispatchEvent(new StorageEvent('storage', init));
  const store = createConsentEngineStore(new LocalStorageConsentPersistence(() => storage, otherTabs), settings);
  const anotherTabWrites = (values: { flag: string | null; purposes: string | null }) => {
    for (const [key, value] of [
      ['cookieConsent', values.purposes],
      ['cookieAccepted', values.flag],
    ] as const) {
      if (value !== null) storage.setItem(key, value);
      storageEvent({ key });
    }
  };
  return { store, storage, anotherTabWrites };
}

describe('the consent store', () => {
  it('takes in a decision this tab stored without it (the boot script, when the app was late) on reread: no storage event comes for it', () => {
    const { store, storage } = page();
    const listener = vi.fn();
    store.subscribe(listener);
    const { flag, purposes } = storageOf({
      status: 'decided',
      choices: ALL_GRANTED,
      revision: '1',
      decidedAt: new Date().toISOString(),
      mode: 'opt-in',
      consentId: 'from-the-boot-script',
    });
    storage.setItem('cookieConsent', purposes ?? '');
    storage.setItem('cookieAccepted', flag ?? '');
    expect(store.getSnapshot().bannerVisible).toBe(true);
    store.reread();
    expect(store.getSnapshot().bannerVisible).toBe(false);
    expect(store.getSnapshot().purposes.analytics.permission).toBe('granted');
    expect(listener).toHaveBeenCalledOnce();
    // The visitor's id is the one the boot script made: a later change keeps it.
    expect(store.choose({ analytics: true, marketing: false, experience: false })).toMatchObject({ consentId: 'from-the-boot-script' });
  });

  it('hands every reader the same snapshot until the decision changes, and tells subscribers once per decision', () => {
    const { store } = page();
    const listener = vi.fn();
    store.subscribe(listener);
    const before = store.getSnapshot();
    expect(store.getSnapshot()).toBe(before);
    expect(before.bannerVisible).toBe(true);
    expect(before.purposes.analytics.permission).toBe('pending');
    store.accept();
    const after = store.getSnapshot();
    expect(after).not.toBe(before);
    expect(store.getSnapshot()).toBe(after);
    expect(after.bannerVisible).toBe(false);
    expect(after.purposes.analytics).toEqual({ permission: 'granted', reason: 'analytics granted' });
    expect(listener).toHaveBeenCalledOnce();
  });

  it("applies another tab's new decision at once, and stays quiet when it writes the same decision again", () => {
    const { store, storage, anotherTabWrites } = page();
    const listener = vi.fn();
    store.subscribe(listener);
    const elsewhere = page();
    const made = elsewhere.store.choose({ analytics: true, marketing: false, experience: false });
    anotherTabWrites(storageOf(made));
    expect(listener).toHaveBeenCalledOnce();
    expect(store.getSnapshot().purposes.marketing.permission).toBe('denied');
    const snapshot = store.getSnapshot();
    anotherTabWrites({ flag: storage.getItem('cookieAccepted'), purposes: storage.getItem('cookieConsent') });
    expect(listener).toHaveBeenCalledOnce();
    expect(store.getSnapshot()).toBe(snapshot);
  });

  it('under Global Privacy Control keeps marketing off, in force and as stored, whichever button is pressed', () => {
    const { store, storage } = page({ ...OPT_IN, globalPrivacyControl: true });
    store.decide(ALL_GRANTED, 'banner');
    expect(store.getSnapshot().purposes.marketing).toEqual({ permission: 'denied', reason: 'Global Privacy Control' });
    expect(JSON.parse(storage.getItem('cookieConsent') ?? '{}')).toMatchObject({ purposes: { ...ALL_GRANTED, marketing: false } });
    expect(storage.getItem('cookieAccepted')).toBe('true');
  });
});
