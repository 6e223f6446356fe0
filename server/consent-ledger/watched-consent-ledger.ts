import type { DependencyAvailability } from '../dependency-availability';
import type { ConsentLedger } from './consent-ledger-port';

/**
 * The ledger, with every call telling `availability` whether its database answered: an outage is
 * logged once when it begins and once when it ends (dependency-availability.ts), never per request,
 * and /readyz and the metrics report it. Same contract, same answers; `close` is the server's own.
 */
export function watchedConsentLedger(ledger: ConsentLedger, availability: DependencyAvailability): ConsentLedger {
  return {
    record: (record) => availability.call(() => ledger.record(record)),
    history: (consentId) => availability.call(() => ledger.history(consentId)),
    exportRange: (range) => watchedPages(ledger.exportRange(range), availability),
    exportHeads: (range) => watchedPages(ledger.exportHeads(range), availability),
    chainEras: () => availability.call(() => ledger.chainEras()),
    purgeRecordedBefore: (cutoff) => availability.call(() => ledger.purgeRecordedBefore(cutoff)),
    close: () => ledger.close(),
  };
}

/** Page by page: each read of the next rows is a call to the database. */
async function* watchedPages<T>(pages: AsyncIterable<T>, availability: DependencyAvailability): AsyncGenerator<T> {
  const rows = pages[Symbol.asyncIterator]();
  try {
    for (;;) {
      const next = await availability.call(() => rows.next());
      if (next.done) return;
      yield next.value;
    }
  } finally {
    await rows.return?.();
  }
}
