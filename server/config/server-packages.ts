import { createRequire } from 'node:module';
import type { ServerConfig } from './server-config.schema';

/** Whether a package can be imported from here: in a product, from its node_modules (optional peers of shellkit). */
export type PackageInstalled = (name: string) => boolean;

/** Each store's packages: optional peer dependencies of shellkit, left external by the server's build. */
const EMBEDDED_LEDGER_PACKAGES = ['@electric-sql/pglite', 'kysely-pglite-dialect'];
const POSTGRES_PACKAGES = ['pg'];
const REDIS_PACKAGES = ['ioredis'];
export const OPTIONAL_SERVER_PACKAGES: readonly string[] = [...EMBEDDED_LEDGER_PACKAGES, ...POSTGRES_PACKAGES, ...REDIS_PACKAGES];

const requireHere = createRequire(import.meta.url);

export const packageInstalled: PackageInstalled = (name) => {
  try {
    requireHere.resolve(name);
    return true;
  } catch {
    return false;
  }
};

/**
 * What the config switches on that needs a package of its own, by the variable that switches it on. These are optional
 * peer dependencies of shellkit: a product installs only those of the stores it uses (README, "Install").
 */
function neededPackages(config: ServerConfig): readonly { variable: string; what: string; packages: readonly string[] }[] {
  const ledger = config.consentLedger.store;
  return [
    ledger.kind === 'postgres'
      ? { variable: 'DATABASE_URL', what: 'The consent ledger in PostgreSQL', packages: POSTGRES_PACKAGES }
      : {
          variable: 'CONSENT_LEDGER_DIR',
          what: 'The embedded consent ledger (the default without DATABASE_URL)',
          packages: EMBEDDED_LEDGER_PACKAGES,
        },
    ...(config.redisUrl ? [{ variable: 'REDIS_URL', what: 'Shared rate limits in Redis', packages: REDIS_PACKAGES }] : []),
  ];
}

/**
 * One line per variable whose store's package is not installed, naming the variable and the command that installs it;
 * empty when every one is. The server checks this before it opens anything, and does not start otherwise.
 */
export function missingServerPackages(config: ServerConfig, installed: PackageInstalled = packageInstalled): string[] {
  return neededPackages(config).flatMap(({ variable, what, packages }) => {
    const missing = packages.filter((name) => !installed(name));
    if (missing.length === 0) return [];
    const are = missing.length === 1 ? 'is' : 'are';
    return [`${variable}: ${what} is switched on but ${missing.join(' and ')} ${are} not installed: npm install ${missing.join(' ')}`];
  });
}
