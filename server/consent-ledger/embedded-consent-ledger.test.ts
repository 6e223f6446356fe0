import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openEmbeddedConsentLedger } from './embedded-consent-ledger';

describe('the embedded ledger keeps its directory to one process', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('a second opening of the same directory is refused while the first holds it, and allowed once it has closed', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'shellkit-ledger-lock-'));
    const ledgerDir = path.join(dir, 'ledger');
    const first = await openEmbeddedConsentLedger(ledgerDir);
    await expect(openEmbeddedConsentLedger(ledgerDir)).rejects.toThrow(/another server process is using this directory/);
    await first.close();
    const second = await openEmbeddedConsentLedger(ledgerDir);
    expect(await second.history('4f1c2a9e-8d7b-4c3a-9f2e-1a2b3c4d5e6f')).toEqual([]);
    await second.close();
  }, 60_000);
});
