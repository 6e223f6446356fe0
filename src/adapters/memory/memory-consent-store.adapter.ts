import { randomUuid } from '../../platform/random-uuid';
import {
  ALL_GRANTED,
  ALL_REFUSED,
  CONSENT_UNKNOWN,
  consentIdFor,
  consentInForce,
  decision,
  underPrivacySignals,
  type ConsentState,
  type PurposeChoices,
} from '../../domain/consent';
import type { ConsentStore, ConsentStoreSettings } from '../../ports/consent-store.port';
import { CallLog } from './call-log';

const NOTICE_DEFAULTS: ConsentStoreSettings = { mode: 'notice', policy: { revision: '1', maxAgeMonths: 12 } };

/** Consent held for this page's life only: for tests, kiosks, and pages that must not touch storage. */
export class MemoryConsentStore implements ConsentStore {
  readonly log = new CallLog<'accept' | 'decline' | 'choose', ConsentState>();
  #state: ConsentState;
  #stored: ConsentState;
  readonly #settings: ConsentStoreSettings;
  readonly #listeners = new Set<(state: ConsentState) => void>();

  constructor(settings: ConsentStoreSettings = NOTICE_DEFAULTS, initial: ConsentState = CONSENT_UNKNOWN) {
    this.#settings = settings;
    this.#stored = initial;
    this.#state = consentInForce(initial, settings.mode, settings.policy, this.#now());
  }

  read(): ConsentState {
    return this.#state;
  }

  stored(): ConsentState {
    return this.#stored;
  }

  accept(): ConsentState {
    return this.#decide('accept', ALL_GRANTED);
  }

  decline(): ConsentState {
    return this.#decide('decline', ALL_REFUSED);
  }

  choose(choices: PurposeChoices): ConsentState {
    return this.#decide('choose', choices);
  }

  #decide(method: 'accept' | 'decline' | 'choose', choices: PurposeChoices): ConsentState {
    const consentId = consentIdFor(this.#stored, this.#settings.newConsentId ?? randomUuid);
    const chosen = underPrivacySignals(choices, this.#settings.globalPrivacyControl ?? false);
    this.#state = decision(chosen, this.#settings.policy.revision, this.#now(), this.#settings.mode, consentId);
    this.#stored = this.#state;
    this.log.record(method, this.#state);
    for (const listener of this.#listeners) listener(this.#state);
    return this.#state;
  }

  subscribe(listener: (state: ConsentState) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #now(): Date {
    return this.#settings.now?.() ?? new Date();
  }
}
