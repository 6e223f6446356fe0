import { startPostgresCluster } from '../../scripts/ensure-postgresql.mjs';
import { startRedisServer } from '../../scripts/ensure-redis.mjs';
import { freshPostgresDatabase, TEST_DATABASE_URL } from './postgres-database.mjs';
import { startFakeSentry, type FakeSentry } from './server-harness';

type PostgresCluster = Awaited<ReturnType<typeof startPostgresCluster>>;
type RedisServer = Awaited<ReturnType<typeof startRedisServer>>;

/** What a fleet of servers shares: one PostgreSQL, one Redis, one fake Sentry. */
export interface FleetServices {
  readonly databaseUrl: string;
  readonly redisUrl: string;
  readonly sentry: FakeSentry;
  /** The Redis itself: a test may hang it (`pause`) and let it go on. */
  readonly redis: RedisServer;
  /** The PostgreSQL cluster, when it is the suite's own (`clusterOfItsOwn`): a test may halt and restart it. */
  readonly cluster?: PostgresCluster;
}

/**
 * Starts the services a fleet shares; each one's stop is pushed onto `stops` as soon as it runs.
 * The database is one of its own in `npm test`'s cluster when there is one, else a cluster of the suite's;
 * with `clusterOfItsOwn` always a cluster of the suite's (one it may stop without stopping other suites' databases).
 */
export async function startFleetServices(stops: (() => unknown)[], { clusterOfItsOwn = false } = {}): Promise<FleetServices> {
  let databaseUrl: string;
  let cluster: PostgresCluster | undefined;
  if (TEST_DATABASE_URL && !clusterOfItsOwn) {
    const database = await freshPostgresDatabase();
    stops.push(database.drop);
    databaseUrl = database.url;
  } else {
    cluster = await startPostgresCluster();
    stops.push(cluster.stop);
    databaseUrl = cluster.url;
  }
  const redis = await startRedisServer();
  stops.push(redis.stop);
  const sentry = await startFakeSentry();
  stops.push(sentry.close);
  return { databaseUrl, redisUrl: redis.url, sentry, redis, ...(cluster ? { cluster } : {}) };
}
