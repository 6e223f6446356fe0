import { useCallback, useSyncExternalStore } from 'react';
import { CONSENT_UNKNOWN, type ConsentState, type PurposeChoices } from '../../domain/consent';
import { useConsentMode, usePorts } from './use-ports';

export interface Consent {
  readonly state: ConsentState;
  /** SPEC §4: the consent engine's answer, shown while no decision is in force (always, in the server's render). */
  readonly bannerVisible: boolean;
  /** "I Understand" (notice) or opt-in's "Accept all": every purpose. */
  accept(): void;
  /** Opt-in's "Reject all": none. */
  decline(): void;
  /** The preferences view's "Save". */
  choose(choices: PurposeChoices): void;
  /** "Your Privacy Choices"' "Save" (opt-out mode): the record names that view's words. */
  chooseInPrivacyChoices(choices: PurposeChoices): void;
}

/**
 * The visitor's cookie decision, read synchronously on the first render so nothing flashes, and live across tabs.
 * Hydrating a prerendered page, the first render is the HTML's (no decision: the banner is in it) and
 * React re-renders with the stored decision right after; the head's banner guard hides it meanwhile.
 */
export function useConsent(): Consent {
  const { consent } = usePorts();
  const mode = useConsentMode();
  const subscribe = useCallback((onChange: () => void) => consent.subscribe(onChange), [consent]);
  const state = useSyncExternalStore(
    subscribe,
    () => consent.getSnapshot().state,
    () => CONSENT_UNKNOWN,
  );
  const bannerVisible = useSyncExternalStore(
    subscribe,
    () => consent.getSnapshot().bannerVisible,
    // A first visit's page: the banner, but in opt-out mode, which has none (isBannerVisible).
    () => mode !== 'opt-out',
  );
  const accept = useCallback(() => void consent.accept(), [consent]);
  const decline = useCallback(() => void consent.decline(), [consent]);
  const choose = useCallback((choices: PurposeChoices) => void consent.choose(choices), [consent]);
  const chooseInPrivacyChoices = useCallback((choices: PurposeChoices) => void consent.decide(choices, 'privacy-choices'), [consent]);
  return { state, bannerVisible, accept, decline, choose, chooseInPrivacyChoices };
}
