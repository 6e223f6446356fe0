// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openConsentLedger } from './open-consent-ledger';

describe('CONSENT_LEDGER_DIR as an operator sets it up (issue 35)', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('records through a symlinked directory, and keeps the records in the directory it points to', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'shellkit-ledger-link-'));
    const real = path.join(dir, 'volume', 'ledger');
    await mkdir(real, { recursive: true });
    await symlink(real, path.join(dir, 'ledger'));
    const consentId = randomUUID();
    const ledger = await openConsentLedger({ kind: 'embedded', dir: 'ledger' }, dir);
    try {
      await ledger.record({
        recordId: randomUUID(),
        consentId,
        purposes: { analytics: false, marketing: false, experience: true },
        mode: 'opt-in',
        revision: '2026-11',
        noticeHash: 'ab'.repeat(32),
        occasion: 'first',
        decidedAt: '2026-11-24T10:00:00.000Z',
        globalPrivacyControl: false,
        recordedAt: '2026-11-24T10:00:01.000Z',
        region: null,
        clientIp: null,
        userAgent: null,
      });
      expect(await ledger.history(consentId)).toHaveLength(1);
    } finally {
      await ledger.close();
    }
    expect(existsSync(path.join(real, 'PG_VERSION'))).toBe(true);
  }, 120_000);

  it('refuses to start on a cluster that lost its PG_VERSION, naming the variable and the file, and deletes nothing', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'shellkit-ledger-damaged-'));
    const ledgerDir = path.join(dir, 'ledger');
    const consentId = randomUUID();
    const ledger = await openConsentLedger({ kind: 'embedded', dir: ledgerDir });
    await ledger.record({
      recordId: randomUUID(),
      consentId,
      purposes: { analytics: true, marketing: false, experience: true },
      mode: 'opt-in',
      revision: '2026-11',
      noticeHash: 'ab'.repeat(32),
      occasion: 'first',
      decidedAt: '2026-11-24T10:00:00.000Z',
      globalPrivacyControl: false,
      recordedAt: '2026-11-24T10:00:01.000Z',
      region: null,
      clientIp: null,
      userAgent: null,
    });
    await ledger.close();
    await unlink(path.join(ledgerDir, 'PG_VERSION'));

    await expect(openConsentLedger({ kind: 'embedded', dir: ledgerDir })).rejects.toThrow(
      new RegExp(`^CONSENT_LEDGER_DIR: .*${ledgerDir}.*PG_VERSION is missing`),
    );
    // What was there is still there, for the operator to restore.
    expect(existsSync(path.join(ledgerDir, 'base'))).toBe(true);
    expect(existsSync(path.join(ledgerDir, 'global', 'pg_control'))).toBe(true);
  }, 120_000);
});
