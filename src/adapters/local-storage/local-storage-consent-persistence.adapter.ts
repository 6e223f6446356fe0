import { type ConsentState } from '../../domain/consent';
import {
  CONSENT_PURPOSES_STORAGE_KEY,
  CONSENT_STORAGE_KEY,
  storageAgrees,
  writeStoredConsent,
  type StoredConsent,
} from '../../domain/stored-consent';
import type { ConsentPersistence } from '../../ports/consent-persistence.port';

/**
 * SPEC §3: consent persisted in localStorage as cookieAccepted = "true" ("false" when every purpose
 * is refused), with the per-purpose choice, its policy revision and its date beside it under
 * cookieConsent. A decision taken in another tab arrives as a `storage` event and is reported at
 * once, with no reload. Storage can throw on every access (cookies disabled, Safari private mode,
 * quota full); then nothing is stored, and the consent store keeps the decision for the session.
 */
export class LocalStorageConsentPersistence implements ConsentPersistence {
  readonly #getStorage: () => Storage;
  readonly #otherTabs: Pick<Window, 'addEventListener'> | undefined;
  #warnedUnavailable = false;

  constructor(getStorage: () => Storage, otherTabs?: Pick<Window, 'addEventListener'>) {
    this.#getStorage = getStorage;
    this.#otherTabs = otherTabs;
  }

  load(): StoredConsent {
    return { flag: this.#read(CONSENT_STORAGE_KEY), purposes: this.#read(CONSENT_PURPOSES_STORAGE_KEY) };
  }

  save(state: ConsentState): void {
    writeStoredConsent(state, { setItem: (key, value) => this.#write(key, value) });
  }

  subscribe(listener: () => void): () => void {
    let listening = true;
    this.#otherTabs?.addEventListener('storage', (event) => {
      if (!listening) return;
      // key null: another tab cleared this site's storage, which clears the decision too.
      if (event.key !== CONSENT_STORAGE_KEY && event.key !== CONSENT_PURPOSES_STORAGE_KEY && event.key !== null) return;
      // Halfway through the other tab's write: the second key's event follows with the whole decision.
      if (storageAgrees(this.load())) listener();
    });
    return () => {
      listening = false;
    };
  }

  #read(key: string): string | null {
    try {
      return this.#getStorage().getItem(key);
    } catch (error) {
      this.#warnStorageUnavailable(error);
      return null;
    }
  }

  #write(key: string, value: string): void {
    try {
      this.#getStorage().setItem(key, value);
    } catch (error) {
      this.#warnStorageUnavailable(error);
    }
  }

  // Once per page, not once per access: a page with storage disabled would otherwise warn on every click.
  #warnStorageUnavailable(error: unknown): void {
    if (this.#warnedUnavailable) return;
    this.#warnedUnavailable = true;
    console.warn('[shellkit] localStorage is unavailable; the cookie decision is kept for this session only.', error);
  }
}
