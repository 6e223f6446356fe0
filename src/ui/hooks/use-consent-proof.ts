import { useCallback, useSyncExternalStore } from 'react';
import type { ConsentState } from '../../domain/consent';
import { proofOf, type ConsentProof } from '../../domain/consent-outbox-rules';
import type { ConsentReceiptsSnapshot } from '../../ports/consent-receipts.port';
import { useConsentReceipts } from './use-ports';

const NONE: ConsentProof = { status: 'none' };
const unsubscribed = () => undefined;
// Prerendered HTML knows nothing of this browser's records: it and the hydrating render show none.
const serverSnapshot = (): ConsentReceiptsSnapshot | undefined => undefined;

/**
 * What the consent ledger holds of the visitor's current decision: recorded (and when), waiting to
 * be, or nothing (no decision, or no ledger). Read from storage only after hydration, so the server's
 * HTML and the first client render agree.
 */
export function useConsentProof(state: ConsentState): ConsentProof {
  const receipts = useConsentReceipts();
  const subscribe = useCallback((onChange: () => void) => receipts?.subscribe(onChange) ?? unsubscribed, [receipts]);
  const snapshot = useSyncExternalStore(subscribe, () => receipts?.snapshot(), serverSnapshot);
  return snapshot ? proofOf(state, snapshot.receipt, snapshot.pending) : NONE;
}
