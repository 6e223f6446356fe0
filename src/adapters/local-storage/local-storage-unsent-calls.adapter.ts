import { UNSENT_CALLS_STORAGE_KEY, unsentCallsFrom, withUnsentCalls, type UnsentCall } from '../../domain/unsent-calls';
import type { UnsentCallsStore } from '../../ports/unsent-calls-store.port';

export { UNSENT_CALLS_STORAGE_KEY };

/**
 * Unsent calls in localStorage, as JSON. Storage that throws (disabled, private mode, full) keeps
 * nothing: the calls are then lost as they were before this store existed, and the page carries on.
 */
export class LocalStorageUnsentCalls implements UnsentCallsStore {
  readonly #getStorage: () => Storage;
  readonly #now: () => Date;

  constructor(getStorage: () => Storage, now: () => Date = () => new Date()) {
    this.#getStorage = getStorage;
    this.#now = now;
  }

  keep(calls: readonly UnsentCall[]): void {
    if (calls.length === 0) return;
    try {
      const storage = this.#getStorage();
      const kept = unsentCallsFrom(storage.getItem(UNSENT_CALLS_STORAGE_KEY), this.#now());
      storage.setItem(UNSENT_CALLS_STORAGE_KEY, JSON.stringify(withUnsentCalls(kept, calls)));
    } catch {
      // Nowhere to keep them: as without this store.
    }
  }

  take(): UnsentCall[] {
    try {
      const storage = this.#getStorage();
      const stored = storage.getItem(UNSENT_CALLS_STORAGE_KEY);
      if (stored === null) return [];
      storage.removeItem(UNSENT_CALLS_STORAGE_KEY);
      return unsentCallsFrom(stored, this.#now());
    } catch {
      return [];
    }
  }
}
