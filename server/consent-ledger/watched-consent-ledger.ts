import type { DependencyAvailability } from '../dependency-availability';
import type { ConsentLedger } from './consent-ledger-port';

/**
 * The ledger, with every call telling `availability` whether its database answered: an outage is
 * logged once when it begins and once when it ends (dependency-availability.ts), never per request,
 * and /readyz and the metrics report it. Same contract, same answers; `close` is the server's own.
 */
export function watchedConsentLedger(ledger: ConsentLedger, availability: DependencyAvailability): ConsentLedger {
  async function watched<T>(call: () => Promise<T>): Promise<T> {
    try {
      const result = await call();
      availability.answered();
      return result;
    } catch (error) {
      availability.failed(error);
      throw error;
    }
  }
  return {
    record: (record) => watched(() => ledger.record(record)),
    history: (consentId) => watched(() => ledger.history(consentId)),
    async *exportRange(range) {
      try {
        yield* ledger.exportRange(range);
        availability.answered();
      } catch (error) {
        availability.failed(error);
        throw error;
      }
    },
    purgeRecordedBefore: (cutoff) => watched(() => ledger.purgeRecordedBefore(cutoff)),
    close: () => ledger.close(),
  };
}
