import { randomUuid } from '../../platform/random-uuid';
import {
  ALL_GRANTED,
  ALL_REFUSED,
  CONSENT_PURPOSES_STORAGE_KEY,
  CONSENT_STORAGE_KEY,
  consentFromStorage,
  consentIdFor,
  consentInForce,
  decision,
  storageAgrees,
  storageOf,
  underPrivacySignals,
  CHOOSABLE_PURPOSES,
  type ConsentState,
  type StoredConsent,
  type PurposeChoices,
} from '../../domain/consent';
import type { ConsentStore, ConsentStoreSettings } from '../../ports/consent-store.port';

/**
 * SPEC §3: consent persisted in localStorage as cookieAccepted = "true" ("false" when every purpose
 * is refused), with the per-purpose choice, its policy revision and its date beside it under
 * cookieConsent. A decision taken in another tab arrives as a `storage` event and applies here at
 * once, with no reload. Storage can throw on every access (cookies disabled, Safari private mode,
 * quota full); then the decision is kept in memory for the session and the page carries on.
 */
export class LocalStorageConsentStore implements ConsentStore {
  #state: ConsentState;
  readonly #listeners = new Set<(state: ConsentState) => void>();
  readonly #getStorage: () => Storage;
  readonly #settings: ConsentStoreSettings;
  #warnedUnavailable = false;

  constructor(getStorage: () => Storage, settings: ConsentStoreSettings, otherTabs?: Pick<Window, 'addEventListener'>) {
    this.#getStorage = getStorage;
    this.#settings = settings;
    this.#state = this.#readInForce();
    otherTabs?.addEventListener('storage', (event) => {
      // key null: another tab cleared this site's storage, which clears the decision too.
      if (event.key !== CONSENT_STORAGE_KEY && event.key !== CONSENT_PURPOSES_STORAGE_KEY && event.key !== null) return;
      // Halfway through the other tab's write: the second key's event follows with the whole decision.
      if (!storageAgrees(this.#readStored())) return;
      const state = this.#readInForce();
      if (!sameDecision(state, this.#state)) this.#changeTo(state);
    });
  }

  read(): ConsentState {
    return this.#state;
  }

  stored(): ConsentState {
    const stored = consentFromStorage(this.#readStored());
    // Storage unavailable: the decision this tab keeps for the session is the one stored.
    return stored.status === 'decided' ? stored : this.#state;
  }

  accept(): ConsentState {
    return this.choose(ALL_GRANTED);
  }

  decline(): ConsentState {
    return this.choose(ALL_REFUSED);
  }

  choose(choices: PurposeChoices): ConsentState {
    const chosen = underPrivacySignals(choices, this.#settings.globalPrivacyControl ?? false);
    // The id stays with the visitor: the one stored, in force or not.
    const consentId = consentIdFor(this.stored(), this.#settings.newConsentId ?? randomUuid);
    const state = decision(chosen, this.#settings.policy.revision, this.#settings.now?.() ?? new Date(), this.#settings.mode, consentId);
    const { flag, purposes } = storageOf(state);
    // The detail first: another tab reacts to the flag's storage event and must find the detail in place.
    if (purposes !== null) this.#write(CONSENT_PURPOSES_STORAGE_KEY, purposes);
    if (flag !== null) this.#write(CONSENT_STORAGE_KEY, flag);
    this.#changeTo(state);
    return state;
  }

  subscribe(listener: (state: ConsentState) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #changeTo(state: ConsentState): void {
    this.#state = state;
    for (const listener of this.#listeners) listener(state);
  }

  #readStored(): StoredConsent {
    return { flag: this.#read(CONSENT_STORAGE_KEY), purposes: this.#read(CONSENT_PURPOSES_STORAGE_KEY) };
  }

  #readInForce(): ConsentState {
    return consentInForce(
      consentFromStorage(this.#readStored()),
      this.#settings.mode,
      this.#settings.policy,
      this.#settings.now?.() ?? new Date(),
    );
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

  // Once per store, not once per access: a page with storage disabled would otherwise warn on every click.
  #warnStorageUnavailable(error: unknown): void {
    if (this.#warnedUnavailable) return;
    this.#warnedUnavailable = true;
    console.warn('[shellkit] localStorage is unavailable; the cookie decision is kept for this session only.', error);
  }
}

// Two reads of the same stored decision are the same decision; a new object would re-render every subscriber.
function sameDecision(a: ConsentState, b: ConsentState): boolean {
  if (a.status === 'unknown' || b.status === 'unknown') return a.status === b.status;
  return (
    a.decidedAt === b.decidedAt &&
    a.revision === b.revision &&
    a.mode === b.mode &&
    a.consentId === b.consentId &&
    CHOOSABLE_PURPOSES.every((purpose) => a.choices[purpose] === b.choices[purpose])
  );
}
