import type { ServerLog } from '../server-log';
import type { ConsentLedger } from './consent-ledger-port';

/** How often the purge runs after the first: records expire by the day, so a few times a day is plenty. */
export const PURGE_INTERVAL_MS = 6 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes the records older than the retention period; logs how many (or why it could not). */
export async function purgeExpiredRecords(ledger: ConsentLedger, retentionDays: number, log: ServerLog, now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  try {
    const purged = await ledger.purgeRecordedBefore(cutoff);
    log.info('consent records purged', { purged, recordedBefore: cutoff.toISOString(), retentionDays });
  } catch (error) {
    // The next run tries again; a purge late by hours breaks no promise docs/privacy/what-is-recorded.md (Retention) makes.
    log.warn('consent records purge failed', { reason: error instanceof Error ? error.message : String(error) });
  }
}

/**
 * Purges now and then every PURGE_INTERVAL_MS. The timer is unref'd, so it never keeps a process
 * alive; the returned function stops it (on shutdown).
 */
export async function startRetention(ledger: ConsentLedger, retentionDays: number, log: ServerLog): Promise<() => void> {
  await purgeExpiredRecords(ledger, retentionDays, log);
  const timer = setInterval(() => void purgeExpiredRecords(ledger, retentionDays, log), PURGE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
