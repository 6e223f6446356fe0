import type { Context } from 'hono';
import { markAnswerLogged } from '../logging/answer-logged';
import type { ServerLog } from '../server-log';

/** When a client refused because the database is unreachable may try again. */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

export type LedgerRefusal = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 503;

/** How every route of the ledger answers what it will not do, and a database it cannot reach, so all of them say it alike. */
export interface LedgerAnswers {
  /** JSON `{ "error": reason }` with the status, logged, never cached. */
  refuse(c: Context, status: LedgerRefusal, reason: string): Response;
  /**
   * 503 with Retry-After: the browser keeps the record until it is acknowledged, so nothing is lost. Not
   * logged here, request by request: the outage is, once when it begins and once when it ends, by what
   * met it (the watched ledger for the database, the Redis circuit for the shared count).
   */
  unavailable(c: Context): Response;
}

export function ledgerAnswers(log: ServerLog): LedgerAnswers {
  return {
    refuse(c, status, reason) {
      log.warn('consent ledger request refused', { status, reason, path: c.req.path });
      // The refusal's line is its answer's one line (logging/request-log-context.ts).
      markAnswerLogged(c);
      c.header('Cache-Control', 'no-store');
      return c.json({ error: reason }, status);
    },
    unavailable(c) {
      c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      c.header('Cache-Control', 'no-store');
      return c.json({ error: 'the consent ledger is unavailable; retry after the time in Retry-After' }, 503);
    },
  };
}
