import { z } from 'zod';
import { unsetIfEmpty } from '../../src/domain/env-source';
import { integer } from './env-number.schema';

/** Where the consent ledger keeps its records. */
export type ConsentLedgerStore =
  /** PGlite in a data directory (CONSENT_LEDGER_DIR): one server process, nothing to install. */
  | { readonly kind: 'embedded'; readonly dir: string }
  /** PostgreSQL (DATABASE_URL): any number of server processes sharing it. */
  | { readonly kind: 'postgres'; readonly url: string };

/** The embedded ledger's data directory when CONSENT_LEDGER_DIR is unset, relative to where the server starts. */
export const DEFAULT_CONSENT_LEDGER_DIR = '.data/consent-ledger';
/**
 * Five years: an opt-in decision holds up to 24 months (VITE_CONSENT_MAX_AGE_MONTHS), and a regulator
 * or a claimant may question the processing it allowed for about three years after it ends (the
 * general limitation period in several EU states). docs/privacy/what-is-recorded.md (Retention) says so; a site with a longer duty sets more.
 */
export const DEFAULT_CONSENT_RETENTION_DAYS = 1825;

export interface ConsentLedgerConfig {
  readonly store: ConsentLedgerStore;
  /** Records older than this (by the server's time) are purged. */
  readonly retentionDays: number;
  /** Bearer token of the operators' export; undefined means there is no export route. */
  readonly exportToken: string | undefined;
  /** Keep the visitor's truncated IP and user agent with each record (off by default). */
  readonly storeClientDetails: boolean;
  /** Records one client IP may post per minute; past it, 429. */
  readonly rateLimitPerMinute: number;
}

const TOKEN_RULE = 'must be at least 32 characters with no spaces (for example `openssl rand -hex 32`)';

/** The consent ledger's variables: where it keeps records, for how long, its export and its limit. */
export const consentLedgerEnvSchema = z.object({
  DATABASE_URL: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .refine(
        (value) => /^postgres(ql)?:\/\//.test(value) && URL.canParse(value),
        'must be a PostgreSQL URL such as postgres://user:password@host:5432/database',
      )
      .optional(),
  ),
  CONSENT_LEDGER_DIR: z.preprocess(unsetIfEmpty, z.string().default(DEFAULT_CONSENT_LEDGER_DIR)),
  CONSENT_RETENTION_DAYS: integer(30, 36_500, DEFAULT_CONSENT_RETENTION_DAYS),
  CONSENT_EXPORT_TOKEN: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .min(32, TOKEN_RULE)
      // It is sent as `Authorization: Bearer <token>`, one word: a token with a space could never match.
      .regex(/^\S+$/, TOKEN_RULE)
      .optional(),
  ),
  CONSENT_STORE_CLIENT_DETAILS: z.preprocess(unsetIfEmpty, z.enum(['true', 'false'], { error: 'must be true or false' }).default('false')),
  CONSENT_RECORDS_RATE_LIMIT: integer(1, 1_000_000, 60),
});

export function consentLedgerConfigOf(env: z.output<typeof consentLedgerEnvSchema>): ConsentLedgerConfig {
  return {
    store: env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'embedded', dir: env.CONSENT_LEDGER_DIR },
    retentionDays: env.CONSENT_RETENTION_DAYS,
    exportToken: env.CONSENT_EXPORT_TOKEN,
    storeClientDetails: env.CONSENT_STORE_CLIENT_DETAILS === 'true',
    rateLimitPerMinute: env.CONSENT_RECORDS_RATE_LIMIT,
  };
}
