import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEDGER_TEMPLATE_VARIABLE, ledgerEnvFor } from './ledger-env.mjs';

describe('the ledger a test server gets', () => {
  const made: string[] = [];
  afterEach(() => {
    vi.unstubAllEnvs();
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("is a copy of the run's prepared ledger, not an empty directory the server must make a cluster in", () => {
    vi.stubEnv('SHELLKIT_TEST_DATABASE_URL', '');
    const template = mkdtempSync(path.join(tmpdir(), 'ledger-template-'));
    made.push(template);
    mkdirSync(path.join(template, 'base'));
    writeFileSync(path.join(template, 'PG_VERSION'), '17\n');
    vi.stubEnv(LEDGER_TEMPLATE_VARIABLE, template);

    const first = ledgerEnvFor();
    const second = ledgerEnvFor();
    const dirs = [first.env.CONSENT_LEDGER_DIR, second.env.CONSENT_LEDGER_DIR].map((dir) => dir ?? 'no CONSENT_LEDGER_DIR');
    made.push(...dirs);

    expect(new Set(dirs).size, 'each server gets a directory of its own').toBe(2);
    for (const dir of dirs) expect(readFileSync(path.join(dir, 'PG_VERSION'), 'utf8')).toBe('17\n');
    first.cleanup();
    expect(() => readFileSync(path.join(dirs[0] ?? '', 'PG_VERSION'))).toThrow();
  });

  it("is the run's PostgreSQL when there is one", () => {
    vi.stubEnv('SHELLKIT_TEST_DATABASE_URL', 'postgres://127.0.0.1:5999/ledger');
    expect(ledgerEnvFor().env).toEqual({ DATABASE_URL: 'postgres://127.0.0.1:5999/ledger' });
  });
});
