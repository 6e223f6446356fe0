import { ALL_GRANTED, ALL_REFUSED, consentIdFor, sameDecision, type ConsentState, type PurposeChoices } from '../domain/consent';
import { decisionFrom, evaluate, type ConsentDecision } from '../domain/consent-engine';
import type { DecidedIn } from '../domain/consent-notice';
import { randomUuid } from '../platform/random-uuid';
import type { ConsentPersistence } from '../ports/consent-persistence.port';
import type { ConsentStore, ConsentStoreSettings } from '../ports/consent-store.port';

/**
 * The one consent store (c15t's vanilla store): it holds the consent engine's decision and tells its
 * subscribers when it changes. The stored values come from the persistence adapter; `evaluate` turns
 * them into the decision, here and nowhere else in the app. A decision made here is kept in the
 * snapshot even when storage fails to keep it (Safari private mode, quota full): it holds for the session.
 */
export function createConsentEngineStore(persistence: ConsentPersistence, settings: ConsentStoreSettings): ConsentStore {
  const gpc = settings.globalPrivacyControl ?? false;
  const now = () => settings.now?.() ?? new Date();
  const evaluated = (stored: ConsentState | ReturnType<ConsentPersistence['load']>): ConsentDecision =>
    evaluate({ stored, mode: settings.mode, policy: settings.policy, gpc, now: now(), region: settings.region });
  const listeners = new Set<(state: ConsentState) => void>();
  let snapshot = evaluated(persistence.load());

  const changeTo = (next: ConsentDecision): void => {
    snapshot = next;
    for (const listener of listeners) listener(next.state);
  };

  const reread = (): void => {
    const next = evaluated(persistence.load());
    // Two reads of the same stored decision are one decision: subscribers re-render only for a new one.
    if (!sameDecision(next.state, snapshot.state)) changeTo(next);
    // Only the stored decision changed (one no longer in force, written by another tab): nothing a reader acts on.
    else if (!sameDecision(next.stored, snapshot.stored)) snapshot = { ...snapshot, stored: next.stored };
  };
  persistence.subscribe?.(reread);

  const decide = (choices: PurposeChoices, _from: DecidedIn): ConsentState => {
    // The id stays with the visitor: the one stored, in force or not.
    const consentId = consentIdFor(snapshot.stored, settings.newConsentId ?? randomUuid);
    const made = decisionFrom(choices, { mode: settings.mode, policy: settings.policy, gpc, now: now(), consentId });
    persistence.save(made);
    changeTo(evaluated(made));
    return made;
  };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    decide,
    read: () => snapshot.state,
    stored: () => snapshot.stored,
    accept: () => decide(ALL_GRANTED, 'banner'),
    decline: () => decide(ALL_REFUSED, 'banner'),
    choose: (choices) => decide(choices, 'preferences'),
    reread,
  };
}
