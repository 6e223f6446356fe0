// Every server a test starts opens the consent ledger, and an embedded ledger's directory is one
// process's: so each gets its own. In `npm test` that is the run's throwaway PostgreSQL
// (SHELLKIT_TEST_DATABASE_URL), shared safely by any number of servers and quick to open; without
// it, a temporary CONSENT_LEDGER_DIR removed by `cleanup()`, copied from the run's prepared ledger
// (SHELLKIT_TEST_LEDGER_TEMPLATE, made once by the end-to-end global setup) where there is one: a
// copy takes well under a second, where a fresh embedded cluster took 39 s on a busy machine.
// A test that sets either variable keeps it.
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const LEDGER_TEMPLATE_VARIABLE = 'SHELLKIT_TEST_LEDGER_TEMPLATE';

export function ledgerEnvFor(env = {}) {
  if (env.DATABASE_URL !== undefined || env.CONSENT_LEDGER_DIR !== undefined) return { env: {}, cleanup: () => undefined };
  const url = process.env.SHELLKIT_TEST_DATABASE_URL;
  if (url) return { env: { DATABASE_URL: url }, cleanup: () => undefined };
  const dir = mkdtempSync(path.join(tmpdir(), 'shellkit-ledger-'));
  const template = process.env[LEDGER_TEMPLATE_VARIABLE];
  if (template && existsSync(template)) cpSync(template, dir, { recursive: true });
  return { env: { CONSENT_LEDGER_DIR: dir }, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
