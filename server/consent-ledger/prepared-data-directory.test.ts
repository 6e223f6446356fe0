import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
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
    // A server killed while moving its child's cluster into place: some entries moved, no PG_VERSION, its staging directory left.
    await mkdir(path.join(ledgerDir, 'base', '1'), { recursive: true });
    await writeFile(path.join(ledgerDir, 'base', '1', 'PG_VERSION'), 'not a cluster');
    await mkdir(path.join(ledgerDir, '.initdb-killed', 'global'), { recursive: true });

    expect(await prepareDataDirectory(ledgerDir)).toEqual({ made: true });
    expect(await readdir(ledgerDir)).not.toContain('.initdb-killed');
    const ledger = await openEmbeddedConsentLedger(ledgerDir);
    try {
      expect(await ledger.history(randomUUID())).toEqual([]);
    } finally {
      await ledger.close();
    }
  }, 120_000);
});
