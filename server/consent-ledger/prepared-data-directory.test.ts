import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openEmbeddedConsentLedger } from './embedded-consent-ledger';
import { prepareDataDirectory } from './prepared-data-directory';

describe('the embedded ledger’s cluster is made in a child process (issue 26 §5)', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('makes a cluster in a directory that has none, once, leaving no staging directory', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'shellkit-initdb-'));
    const ledgerDir = path.join(dir, 'ledger');
    expect(await prepareDataDirectory(ledgerDir)).toEqual({ made: true });
    expect(existsSync(path.join(ledgerDir, 'PG_VERSION'))).toBe(true);
    expect((await readdir(ledgerDir)).filter((entry) => entry.startsWith('.initdb-'))).toEqual([]);
    expect(await prepareDataDirectory(ledgerDir)).toEqual({ made: false });
  }, 120_000);

  it('makes the cluster again where a killed server left half a move, and the ledger opens and records there', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'shellkit-initdb-'));
    const ledgerDir = path.join(dir, 'ledger');
    // A server killed while moving its child's cluster into place: its mark, some entries moved, no PG_VERSION, its staging directory left.
    await mkdir(path.join(ledgerDir, 'base', '1'), { recursive: true });
    await writeFile(path.join(ledgerDir, '.moving-initdb'), '');
    await writeFile(path.join(ledgerDir, 'base', '1', 'PG_VERSION'), 'not a cluster');
    await mkdir(path.join(ledgerDir, '.initdb-killed', 'global'), { recursive: true });

    expect(await prepareDataDirectory(ledgerDir)).toEqual({ made: true });
    expect(await readdir(ledgerDir)).not.toContain('.initdb-killed');
    expect(await readdir(ledgerDir)).not.toContain('.moving-initdb');
    const ledger = await openEmbeddedConsentLedger(ledgerDir);
    try {
      expect(await ledger.history(randomUUID())).toEqual([]);
    } finally {
      await ledger.close();
    }
  }, 120_000);

  it.each([
    ['PG_VERSION', 'PG_VERSION'],
    ['global/pg_control', path.join('global', 'pg_control')],
    ['pg_xact', 'pg_xact'],
  ])(
    'refuses a cluster whose %s is missing, naming it, and deletes nothing (issue 35)',
    async (name, entry) => {
      dir = await mkdtemp(path.join(tmpdir(), 'shellkit-initdb-'));
      const ledgerDir = path.join(dir, 'ledger');
      await prepareDataDirectory(ledgerDir);
      const before = (await readdir(ledgerDir)).filter((kept) => kept !== entry).sort();
      await rm(path.join(ledgerDir, entry), { recursive: true });

      await expect(prepareDataDirectory(ledgerDir)).rejects.toThrow(new RegExp(`${name.replace('/', '.')} is missing`));
      expect((await readdir(ledgerDir)).sort()).toEqual(before);
    },
    120_000,
  );

  it('refuses a directory of other files with no cluster in it rather than deleting them', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'shellkit-initdb-'));
    const ledgerDir = path.join(dir, 'ledger');
    await mkdir(ledgerDir);
    await writeFile(path.join(ledgerDir, 'invoices.csv'), 'not the ledger');
    await expect(prepareDataDirectory(ledgerDir)).rejects.toThrow(/PG_VERSION is missing.*invoices\.csv/);
    expect(await readdir(ledgerDir)).toEqual(['invoices.csv']);
    await unlink(path.join(ledgerDir, 'invoices.csv'));
  });
});
