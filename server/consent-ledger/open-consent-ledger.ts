import { mkdir, realpath } from 'node:fs/promises';
import path from 'node:path';
import type { ConsentLedgerStore } from '../config/consent-ledger-config.schema';
import type { ConsentLedger } from './consent-ledger-port';
import type { OpeningConsentLedger } from './embedded-consent-ledger';

/** The ledger could not be opened or migrated; the message names the variable to look at. */
export class ConsentLedgerOpenError extends Error {
  override readonly name = 'ConsentLedgerOpenError';
}

/** A URL fit for a log: no password. */
function withoutPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/**
 * Opens and migrates the configured store: PostgreSQL when DATABASE_URL is set, else PGlite in
 * CONSENT_LEDGER_DIR (made if missing, relative to `cwd`). The server must not start without it.
 * Each store's code is loaded only when it is the one configured: with DATABASE_URL, PGlite (its
 * WebAssembly PostgreSQL and the half-megabyte module that loads it) is never in memory, nor pg without.
 */
export async function openConsentLedger(store: ConsentLedgerStore, cwd = process.cwd()): Promise<ConsentLedger> {
  return (await beginOpeningConsentLedger(store, cwd)).open();
}

/**
 * As openConsentLedger, in two steps for a server that serves pages while PGlite opens (issue 35 §3). Resolves once
 * what can refuse the start in milliseconds is done: with DATABASE_URL the whole open (connecting and migrating is
 * what finds a wrong URL); embedded, the directory made, locked and holding a cluster (or refused: damaged, held by
 * another server). `open` is the rest: PGlite opening that cluster and migrating it; its failure, rarer (files
 * damaged inside), names CONSENT_LEDGER_DIR as the first step's does.
 */
export async function beginOpeningConsentLedger(store: ConsentLedgerStore, cwd = process.cwd()): Promise<OpeningConsentLedger> {
  if (store.kind === 'postgres') {
    const failed = (error: unknown) =>
      new ConsentLedgerOpenError(
        `DATABASE_URL: the consent ledger could not open or migrate the database at ${withoutPassword(store.url)} (${reason(error)})`,
        { cause: error },
      );
    try {
      const { openPostgresConsentLedger } = await import('./postgres-consent-ledger');
      const ledger = await openPostgresConsentLedger(store.url);
      return { open: async () => ledger };
    } catch (error) {
      throw failed(error);
    }
  }
  const dir = path.resolve(cwd, store.dir);
  const failed = (error: unknown) =>
    new ConsentLedgerOpenError(
      `CONSENT_LEDGER_DIR: the consent ledger could not open or migrate its database in ${dir} (${reason(error)})`,
      {
        cause: error,
      },
    );
  try {
    await mkdir(dir, { recursive: true });
    const { beginOpeningEmbeddedConsentLedger } = await import('./embedded-consent-ledger');
    // PGlite's file system cannot mount a symlink (it threw a bare errno object); the directory it points to is the ledger's.
    const opening = await beginOpeningEmbeddedConsentLedger(await realpath(dir));
    return {
      open: () =>
        opening.open().catch((error: unknown) => {
          throw failed(error);
        }),
    };
  } catch (error) {
    throw failed(error);
  }
}

function reason(error: unknown): string {
  if (error instanceof AggregateError) return error.errors.map(reason).join('; ') || error.message;
  if (error instanceof Error) return error.message || error.name;
  // WebAssembly file systems throw plain objects ({ errno: 44 }): say what they hold, never `[object Object]`.
  if (typeof error === 'object' && error !== null) {
    const { code, errno, message } = error as { code?: unknown; errno?: unknown; message?: unknown };
    const said = [message, code, errno === undefined ? undefined : `errno ${String(errno)}`].filter(
      (part) => typeof part === 'string' || typeof part === 'number',
    );
    return said.length > 0 ? said.join(', ') : JSON.stringify(error);
  }
  return String(error);
}
