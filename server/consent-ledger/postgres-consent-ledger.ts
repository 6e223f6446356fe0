import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { ConsentLedger } from './consent-ledger-port';
import { migratedConsentLedger } from './kysely-consent-ledger';
import { retryingOnLostConnection } from './retry-lost-connection';
import type { LedgerDatabase } from './ledger-schema';

/** How long a query waits for a free connection or a new one before failing (the route answers 503). */
const CONNECT_TIMEOUT_MS = 5_000;
/**
 * How long one query may run: a database that hangs (a network split without a reset) answers
 * nothing, and a request waiting for it for ever would hold the browser's outbox with it. Past this
 * the route answers 503 and the browser retries. The migrations run with the same cap.
 */
const QUERY_TIMEOUT_MS = 10_000;
/** The most connections one server holds. */
const POOL_SIZE = 10;

/**
 * PostgreSQL at DATABASE_URL, for several server processes or machines sharing one ledger. The
 * schema and migrations are the embedded adapter's; the migrations run under Kysely's advisory lock.
 */
export async function openPostgresConsentLedger(url: string, { queryTimeoutMs = QUERY_TIMEOUT_MS } = {}): Promise<ConsentLedger> {
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_SIZE,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // statement_timeout ends the query on the server; query_timeout gives up on a server that does not answer at all.
    statement_timeout: queryTimeoutMs,
    query_timeout: queryTimeoutMs + 1_000,
  });
  // A connection the server drops (a restart, a failover, pg_terminate_backend) emits `error`, and an
  // `error` nobody listens to ends the process. The pool listens on its idle connections (and re-emits
  // here); a connection in use is the caller's, so every one gets a listener of its own as it opens.
  // The pool discards it, and the call on it is made again on another (retry-lost-connection.ts).
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = new Kysely<LedgerDatabase>({ dialect: new PostgresDialect({ pool }) });
  return retryingOnLostConnection(await migratedConsentLedger(db), { poolSize: POOL_SIZE });
}
