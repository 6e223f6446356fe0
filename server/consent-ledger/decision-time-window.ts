/**
 * How far ahead of the server's clock a decision time may be: a device clock a day fast, or its time
 * zone set wrong, is still a visitor's honest decision.
 */
const AHEAD_MS = 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Why a decision time cannot be a new record's, or undefined when it can. A time older than the
 * ledger keeps records (CONSENT_RETENTION_DAYS) would be purged at once, and one far ahead was not
 * made yet: neither is a decision the browser just sent (issue 26 §6: year 0001 and 9999 were taken).
 */
export function decisionTimeProblem(decidedAt: string, now: Date, retentionDays: number): string | undefined {
  const at = Date.parse(decidedAt);
  const earliest = now.getTime() - retentionDays * DAY_MS;
  const latest = now.getTime() + AHEAD_MS;
  if (at >= earliest && at <= latest) return undefined;
  return `must be within ${retentionDays} days before and one day after the server's time (${new Date(earliest).toISOString()} to ${new Date(latest).toISOString()})`;
}
