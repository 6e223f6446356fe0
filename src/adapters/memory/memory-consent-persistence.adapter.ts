import { CONSENT_UNKNOWN, type ConsentState } from '../../domain/consent';
import type { ConsentPersistence } from '../../ports/consent-persistence.port';
import { CallLog } from './call-log';

/** Consent kept for this page's life only: for tests, kiosks, and pages that must not touch storage. Every save is logged. */
export class MemoryConsentPersistence implements ConsentPersistence {
  readonly log = new CallLog<'save', ConsentState>();
  #state: ConsentState;

  constructor(initial: ConsentState = CONSENT_UNKNOWN) {
    this.#state = initial;
  }

  load(): ConsentState {
    return this.#state;
  }

  save(state: ConsentState): void {
    this.#state = state;
    this.log.record('save', state);
  }
}
