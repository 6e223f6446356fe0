import { useCallback, useSyncExternalStore } from 'react';
import type { ConsentState, PurposeChoices } from '../../domain/consent';
import { usePorts } from './use-ports';

export interface Consent {
  readonly state: ConsentState;
  /** "I Understand": every purpose. */
  accept(): void;
  /** "Decline": none. */
  decline(): void;
  /** The preferences view's "Save". */
  choose(choices: PurposeChoices): void;
}

/** The visitor's cookie decision, read synchronously on the first render so nothing flashes, and live across tabs. */
export function useConsent(): Consent {
  const { consent } = usePorts();
  const subscribe = useCallback((onChange: () => void) => consent.subscribe(onChange), [consent]);
  const state = useSyncExternalStore(subscribe, () => consent.read(), () => consent.read());
  const accept = useCallback(() => void consent.accept(), [consent]);
  const decline = useCallback(() => void consent.decline(), [consent]);
  const choose = useCallback((choices: PurposeChoices) => void consent.choose(choices), [consent]);
  return { state, accept, decline, choose };
}
