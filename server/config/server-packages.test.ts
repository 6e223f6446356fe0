import { describe, expect, it } from 'vitest';
import { parseServerEnv } from './server-config.schema';
import { missingServerPackages, packageInstalled } from './server-packages';

function configOf(env: Record<string, string>) {
  const result = parseServerEnv(env);
  if (!result.ok) throw new Error(result.error);
  return result.config;
}

/** A product's node_modules holding only these packages. */
const only =
  (...names: string[]) =>
  (name: string) =>
    names.includes(name);

describe("the server's optional packages", () => {
  it('name the variable and the command when the embedded ledger has no PGlite', () => {
    expect(missingServerPackages(configOf({}), only('pg', 'ioredis'))).toEqual([
      'CONSENT_LEDGER_DIR: The embedded consent ledger (the default without DATABASE_URL) is switched on but @electric-sql/pglite and kysely-pglite-dialect are not installed: npm install @electric-sql/pglite kysely-pglite-dialect',
    ]);
  });

  it('name DATABASE_URL and pg when PostgreSQL is asked for without pg, and need no PGlite then', () => {
    const config = configOf({ DATABASE_URL: 'postgres://shellkit@db:5432/shellkit' });
    expect(missingServerPackages(config, only())).toEqual([
      'DATABASE_URL: The consent ledger in PostgreSQL is switched on but pg is not installed: npm install pg',
    ]);
    expect(missingServerPackages(config, only('pg'))).toEqual([]);
  });

  it('name REDIS_URL and ioredis when Redis is asked for without ioredis, and need no ioredis without it', () => {
    const installed = only('@electric-sql/pglite', 'kysely-pglite-dialect');
    expect(missingServerPackages(configOf({ REDIS_URL: 'redis://127.0.0.1:6379' }), installed)).toEqual([
      'REDIS_URL: Shared rate limits in Redis is switched on but ioredis is not installed: npm install ioredis',
    ]);
    expect(missingServerPackages(configOf({}), installed)).toEqual([]);
  });

  it('find a package that is installed, and not one that is not', () => {
    expect(packageInstalled('pg')).toBe(true);
    expect(packageInstalled('shellkit-no-such-package')).toBe(false);
  });
});
