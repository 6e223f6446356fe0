import { startPostgresCluster } from '../../scripts/ensure-postgresql.mjs';
import { startRedisServer } from '../../scripts/ensure-redis.mjs';
import { freshPostgresDatabase, TEST_DATABASE_URL } from './postgres-database.mjs';
import { startFakeSentry, type FakeSentry } from './server-harness';

/** What a fleet of servers shares: one PostgreSQL, one Redis, one fake Sentry. */
export interface FleetServices {
  readonly databaseUrl: string;
  readonly redisUrl: string;
  readonly sentry: FakeSentry;
}

/**
 * Starts the services a fleet shares; each one's stop is pushed onto `stops` as soon as it runs.
 * The database is one of its own in `npm test`'s cluster when there is one, else a cluster of the suite's.
 */
export async function startFleetServices(stops: (() => unknown)[]): Promise<FleetServices> {
  let databaseUrl: string;
  if (TEST_DATABASE_URL) {
    const database = await freshPostgresDatabase();
    stops.push(database.drop);
    databaseUrl = database.url;
  } else {
    const cluster = await startPostgresCluster();
    stops.push(cluster.stop);
    databaseUrl = cluster.url;
  }
  const redis = await startRedisServer();
  stops.push(redis.stop);
  const sentry = await startFakeSentry();
  stops.push(sentry.close);
  return { databaseUrl, redisUrl: redis.url, sentry };
}
