import type { ConsentLedger } from './consent-ledger-port';

/**
 * What PostgreSQL or pg says when the connection a call ran on was ended under it: the server shut it (57P01
 * `admin_shutdown`: pg_terminate_backend, a restart, a failover; 57P02 `crash_shutdown`), or the socket closed.
 */
export function lostConnection(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code === '57P01' || code === '57P02') return true;
  return typeof message === 'string' && /Connection terminated|connection error and is not queryable/.test(message);
}

/**
 * A call that failed because its connection was already gone is made again, on another connection. After a failover
 * the pool still holds idle connections whose ends the server is closing (pg_terminate_backend returns before the
 * backends exit), and a call that took one failed: its visitor's record waited for the browser's next try. Each dead
 * connection fails at once and is discarded, so a call is tried at most once per connection the pool may hold.
 * Every call here may be made again: a record is keyed by its id (a second write of the same record is answered 'repeated',
 * never a second row), and the rest read, or delete by date. The exports' streams are left as they are: a page of
 * one already sent cannot be taken back.
 */
export function retryingOnLostConnection(ledger: ConsentLedger, { poolSize }: { readonly poolSize: number }): ConsentLedger {
  const once =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await call(...args);
        } catch (error) {
          if (!lostConnection(error) || attempt > poolSize) throw error;
        }
      }
    };
  return {
    ...ledger,
    record: once((record) => ledger.record(record)),
    history: once((consentId) => ledger.history(consentId)),
    chainEras: once(() => ledger.chainEras()),
    purgeRecordedBefore: once((cutoff) => ledger.purgeRecordedBefore(cutoff)),
    exportRange: (range) => ledger.exportRange(range),
    exportHeads: (range) => ledger.exportHeads(range),
    close: () => ledger.close(),
  };
}
