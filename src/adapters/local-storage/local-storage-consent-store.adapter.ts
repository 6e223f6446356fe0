import {
  CONSENT_ACCEPTED_VALUE,
  CONSENT_STORAGE_KEY,
  consentFromStoredValue,
  nextConsent,
  type ConsentState,
} from '../../domain/consent';
import type { ConsentStore } from '../../ports/consent-store.port';

/**
 * SPEC §3: consent persisted in localStorage as cookieAccepted = "true".
 * Storage can throw on every access (cookies disabled, Safari private mode, quota full); then the
 * decision is kept in memory for the session and the page carries on.
 */
export class LocalStorageConsentStore implements ConsentStore {
  #state: ConsentState;
  readonly #listeners = new Set<(state: ConsentState) => void>();
  readonly #getStorage: () => Storage;
  #warnedUnavailable = false;

  constructor(getStorage: () => Storage) {
    this.#getStorage = getStorage;
    this.#state = consentFromStoredValue(this.#readStored());
  }

  read(): ConsentState {
    return this.#state;
  }

  accept(): ConsentState {
    this.#state = nextConsent(this.#state, 'accept');
    this.#writeStored(CONSENT_ACCEPTED_VALUE);
    for (const listener of this.#listeners) listener(this.#state);
    return this.#state;
  }

  subscribe(listener: (state: ConsentState) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #readStored(): string | null {
    try {
      return this.#getStorage().getItem(CONSENT_STORAGE_KEY);
    } catch (error) {
      this.#warnStorageUnavailable(error);
      return null;
    }
  }

  // Once per store, not once per access: a page with storage disabled would otherwise warn on every click.
  #warnStorageUnavailable(error: unknown): void {
    if (this.#warnedUnavailable) return;
    this.#warnedUnavailable = true;
    console.warn('[shellkit] localStorage is unavailable; the cookie decision is kept for this session only.', error);
  }

  #writeStored(value: string): void {
    try {
      this.#getStorage().setItem(CONSENT_STORAGE_KEY, value);
    } catch (error) {
      this.#warnStorageUnavailable(error);
    }
  }
}
