import { CONSENT_UNKNOWN, nextConsent, type ConsentState } from '../../domain/consent';
import type { ConsentStore } from '../../ports/consent-store.port';
import { CallLog } from './call-log';

/** Consent held for this page's life only: for tests, kiosks, and pages that must not touch storage. */
export class MemoryConsentStore implements ConsentStore {
  readonly log = new CallLog<'accept' | 'decline', ConsentState>();
  #state: ConsentState;
  readonly #listeners = new Set<(state: ConsentState) => void>();

  constructor(initial: ConsentState = CONSENT_UNKNOWN) {
    this.#state = initial;
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

  #decide(event: 'accept' | 'decline'): ConsentState {
    this.#state = nextConsent(this.#state, event);
    this.log.record(event, this.#state);
    for (const listener of this.#listeners) listener(this.#state);
    return this.#state;
  }

  subscribe(listener: (state: ConsentState) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
