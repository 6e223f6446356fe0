// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_RECORDS_PATH, type ConsentHistory } from '../../src/domain/consent-record';
import { startShellServer, type RunningServer } from '../support/server-harness';

/**
 * PGlite's initdb grows its WebAssembly memory to some 700 MiB, and WebAssembly memory never shrinks:
 * a server that made its cluster in its own process held 711 to 772 MiB for as long as it ran (issue 26 §5).
 * Made in a child process that exits, it is returned; the server then holds what one on an existing
 * directory holds (about 250 MiB, less at rest). The bound is far from both, so a busy machine cannot decide it.
 */
const FIRST_START_RESIDENT_MIB = 400;

/** The server's resident memory, as the bench reads it (Linux's /proc, where the tests run). */
function residentMiB(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match?.[1]) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]) / 1024;
}

let dir: string;
let server: RunningServer | undefined;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'shellkit-first-start-'));
});
afterEach(async () => {
  await server?.stop();
  server = undefined;
  rmSync(dir, { recursive: true, force: true });
});

describe('the first start on an empty CONSENT_LEDGER_DIR (issue 26 §5)', () => {
  it('makes the ledger, records a decision, and leaves the server without initdb’s memory', async () => {
    const ledgerDir = path.join(dir, 'ledger');
    server = await startShellServer({ CONSENT_LEDGER_DIR: ledgerDir });
    const pid = server.process.pid;
    if (pid === undefined) throw new Error('the server has no process id');

    const consentId = randomUUID();
    const record = {
      recordId: randomUUID(),
      consentId,
      purposes: { analytics: true, marketing: false, experience: true },
      mode: 'opt-in',
      revision: '1',
      noticeHash: 'f'.repeat(64),
      occasion: 'first',
      decidedAt: new Date().toISOString(),
      globalPrivacyControl: false,
    };
    const stored = await fetch(`${server.origin}${CONSENT_RECORDS_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.origin },
      body: JSON.stringify(record),
    });
    expect(stored.status).toBe(201);
    const history = (await (await fetch(`${server.origin}${CONSENT_RECORDS_PATH}/${consentId}`)).json()) as ConsentHistory;
    expect(history.records.map((kept) => kept.recordId)).toEqual([record.recordId]);
    expect(existsSync(path.join(ledgerDir, 'PG_VERSION'))).toBe(true);

    expect(residentMiB(pid)).toBeLessThan(FIRST_START_RESIDENT_MIB);
  }, 120_000);
});
