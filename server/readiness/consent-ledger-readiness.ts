import type { ConsentLedger } from '../consent-ledger/consent-ledger-port';
import type { DependencyAvailability } from '../dependency-availability';
import type { DependencyReport } from './readiness-check';

/** A consent id no browser makes (the nil UUID): its history is an index lookup that finds nothing. */
const NO_ONE = '00000000-0000-0000-0000-000000000000';

/**
 * The consent ledger's database as /readyz reports it: a dependency, not a reason to be not ready.
 * Every instance shares it, and pages need none: while it is away the ledger's routes answer 503 and
 * pages are served (issue 35). The probe reads through the port (whichever store is configured) of
 * the watched ledger, so its answer tells `availability`: an outage's end is noticed with no visitor.
 */
export function consentLedgerDependency(watchedLedger: ConsentLedger, availability: DependencyAvailability): DependencyReport {
  return {
    name: availability.name,
    available: () => availability.available(),
    probe: () => watchedLedger.history(NO_ONE),
  };
}
