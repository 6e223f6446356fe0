// The PostgreSQL half of the consent ledger's tests: a database of its own inside the run's
// throwaway cluster (SHELLKIT_TEST_DATABASE_URL, started by `npm test`), so suites running at the
// same time never see each other's rows. In `npm test` (SHELLKIT_REQUIRE_DATABASE=1) a missing
// cluster is a failure; a developer running vitest alone without one skips only this half, told why.
import { randomUUID } from 'node:crypto';
import pg from 'pg';

export const TEST_DATABASE_URL = process.env.SHELLKIT_TEST_DATABASE_URL || undefined;
export const DATABASE_REQUIRED = process.env.SHELLKIT_REQUIRE_DATABASE === '1';
export const MISSING_DATABASE =
  'SHELLKIT_TEST_DATABASE_URL is not set: the PostgreSQL tests need a cluster (`npm test` starts one; ' +
  'or start one with scripts/ensure-postgresql.mjs and export its URL).';

/** Whether the PostgreSQL half runs: always under `npm test`, where a missing URL then fails it. */
export function postgresTestsRun() {
  if (TEST_DATABASE_URL || DATABASE_REQUIRED) return true;
  console.warn(`Skipping the consent ledger's PostgreSQL tests: ${MISSING_DATABASE}`);
  return false;
}

/** Creates an empty database in the test cluster; answers its URL and a function that drops it. */
export async function freshPostgresDatabase() {
  if (!TEST_DATABASE_URL) throw new Error(MISSING_DATABASE);
  const name = `ledger_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
