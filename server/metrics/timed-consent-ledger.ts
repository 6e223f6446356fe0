import type { ConsentLedger } from '../consent-ledger/consent-ledger-port';
import type { LedgerOperation, ServerMetrics } from './server-metrics';

/**
 * The ledger, with each database call a visitor waits on (recording, history) timed and counted as
 * answered or failed. Same contract, same answers. Retention's purge (every 6 hours) and the
 * export (read in pages behind its iterator, so a row's wait is not a query's) pass straight through.
 */
export function timedConsentLedger(ledger: ConsentLedger, metrics: ServerMetrics): ConsentLedger {
  async function timed<T>(operation: LedgerOperation, call: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      const result = await call();
      metrics.ledgerQuery(operation, 'ok', (performance.now() - started) / 1000);
      return result;
    } catch (error) {
      metrics.ledgerQuery(operation, 'error', (performance.now() - started) / 1000);
      throw error;
    }
  }
  return {
    record: (record) => timed('record', () => ledger.record(record)),
    history: (consentId) => timed('history', () => ledger.history(consentId)),
    exportRange: (range) => ledger.exportRange(range),
    exportHeads: (range) => ledger.exportHeads(range),
    chainEras: () => ledger.chainEras(),
    purgeRecordedBefore: (cutoff) => ledger.purgeRecordedBefore(cutoff),
    close: () => ledger.close(),
  };
}
