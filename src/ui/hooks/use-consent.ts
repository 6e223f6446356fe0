import { useCallback, useSyncExternalStore } from 'react';
import type { ConsentState } from '../../domain/consent';
import { usePorts } from './use-ports';

export interface Consent {
  readonly state: ConsentState;
  accept(): void;
  decline(): void;
}

/** The visitor's cookie decision, read synchronously on the first render so nothing flashes, and live across tabs. */
export function useConsent(): Consent {
  const { consent } = usePorts();
  const subscribe = useCallback((onChange: () => void) => consent.subscribe(onChange), [consent]);
  const state = useSyncExternalStore(subscribe, () => consent.read(), () => consent.read());
  const accept = useCallback(() => {
    consent.accept();
  }, [consent]);
  const decline = useCallback(() => {
    consent.decline();
  }, [consent]);
  return { state, accept, decline };
}
