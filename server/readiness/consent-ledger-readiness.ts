import type { ConsentLedger } from '../consent-ledger/consent-ledger-port';
import { READY, type ReadinessCheck } from './readiness-check';

/** A consent id no browser makes (the nil UUID): its history is an index lookup that finds nothing. */
const NO_ONE = '00000000-0000-0000-0000-000000000000';

/**
 * The consent ledger's database answers a query: a server that cannot record consent must not take
 * pages (SPEC: a decision is proven). Read through the port, so it asks whichever store is configured.
 */
export function consentLedgerReadiness(ledger: ConsentLedger): ReadinessCheck {
  return {
    name: 'database',
    probe: async () => {
      await ledger.history(NO_ONE);
      return READY;
    },
  };
}
