import { startPostgresCluster } from '../../scripts/ensure-postgresql.mjs';
import { startRedisServer } from '../../scripts/ensure-redis.mjs';
import { freshPostgresDatabase, TEST_DATABASE_URL } from './postgres-database.mjs';
import { startHaproxy, type RunningHaproxy } from '../../scripts/ensure-haproxy.mjs';
import { PRIMARY_DSN, startFakeSentry, startShellServer, type FakeSentry, type RunningServer } from './server-harness';

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

/** A fleet on its services: built servers behind HAProxy, which checks each one's /readyz. */
export interface BalancedFleet {
  /** What every server was started with, for one started again (a restart). */
  readonly env: Record<string, string>;
  readonly servers: RunningServer[];
  readonly balancer: RunningHaproxy;
}

/**
 * Starts `instances` built servers on `services` (`npm run build` first) and HAProxy in front of them;
 * each stop is pushed onto `stops`. The load of a fleet test comes from one address, so the per-IP limits
 * are lifted: they are not what these tests are about.
 */
export async function startBalancedFleet(
  services: FleetServices,
  stops: (() => unknown)[],
  { instances, exportToken }: { readonly instances: number; readonly exportToken: string },
): Promise<BalancedFleet> {
  const env = {
    DATABASE_URL: services.databaseUrl,
    REDIS_URL: services.redisUrl,
    TRUST_PROXY: 'true',
    VITE_SENTRY_DSN: PRIMARY_DSN,
    SENTRY_INGEST_URL: services.sentry.origin,
    CONSENT_EXPORT_TOKEN: exportToken,
    SENTRY_TUNNEL_RATE_LIMIT: '1000000',
    CONSENT_RECORDS_RATE_LIMIT: '1000000',
  };
  const servers = await Promise.all(Array.from({ length: instances }, () => startShellServer(env)));
  stops.push(() => Promise.all(servers.map((server) => server.stop())));
  const balancer = await startHaproxy({
    backends: servers.map((server, index) => ({ name: `shellkit${index + 1}`, port: Number(new URL(server.origin).port) })),
    healthPath: '/readyz',
  });
  stops.push(balancer.stop);
  return { env, servers, balancer };
}
