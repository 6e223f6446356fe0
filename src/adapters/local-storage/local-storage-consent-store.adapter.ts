import {
  CONSENT_STORAGE_KEY,
  consentFromStoredValue,
  nextConsent,
  storedValueOf,
  type ConsentEvent,
  type ConsentState,
} from '../../domain/consent';
import type { ConsentStore } from '../../ports/consent-store.port';

/**
 * SPEC §3: consent persisted in localStorage as cookieAccepted = "true" (or "false" for opt-in
 * mode's Decline). A decision taken in another tab arrives as a `storage` event and applies here at
 * once, with no reload. Storage can throw on every access (cookies disabled, Safari private mode, quota full); then the
 * decision is kept in memory for the session and the page carries on.
 */
export class LocalStorageConsentStore implements ConsentStore {
  #state: ConsentState;
  readonly #listeners = new Set<(state: ConsentState) => void>();
  readonly #getStorage: () => Storage;
  #warnedUnavailable = false;

  constructor(getStorage: () => Storage, otherTabs?: Pick<Window, 'addEventListener'>) {
    this.#getStorage = getStorage;
    this.#state = consentFromStoredValue(this.#readStored());
    otherTabs?.addEventListener('storage', (event) => {
      // key null: another tab cleared this site's storage, which clears the decision too.
      if (event.key !== CONSENT_STORAGE_KEY && event.key !== null) return;
      const state = consentFromStoredValue(this.#readStored());
      if (state.status !== this.#state.status) this.#changeTo(state);
    });
  }

  read(): ConsentState {
    return this.#state;
  }

  accept(): ConsentState {
    return this.#decide('accept');
  }

  decline(): ConsentState {
    return this.#decide('decline');
  }

  #decide(event: ConsentEvent): ConsentState {
    const state = nextConsent(this.#state, event);
    const stored = storedValueOf(state);
    if (stored !== null) this.#writeStored(stored);
    this.#changeTo(state);
    return state;
  }

  #changeTo(state: ConsentState): void {
    this.#state = state;
    for (const listener of this.#listeners) listener(state);
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
