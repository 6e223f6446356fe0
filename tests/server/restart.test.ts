// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_RECORDS_PATH, type ConsentHistory } from '../../src/domain/consent-record';
import { serverStartFailure } from '../support/shell-server.mjs';
import { startShellServer, type RunningServer } from '../support/server-harness';

/**
 * How much longer than a start after a clean stop a start after a SIGKILL may take. The ledger's lock used to wait
 * out a 15 s staleness window: the restart was refused, and a server served again after 16.4 s. What is left is
 * starting Node and PGlite recovering its files. The bench measures the restart itself (restartAfterSigkillMs in
 * budgets.json: 0.6 to 0.9 s at load 13); this test compares it with a start on the same machine at the same moment,
 * so a loaded machine (12.9 s for both at load 30) slows both sides alike and only a wait of the old kind fails it.
 */
const SLOWER_THAN_A_CLEAN_START_BY_AT_MOST_MS = 10_000;

let dir: string;
const servers: RunningServer[] = [];
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'shellkit-restart-'));
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.stop()));
  rmSync(dir, { recursive: true, force: true });
});

async function started(env: Record<string, string>): Promise<RunningServer> {
  const server = await startShellServer(env);
  servers.push(server);
  return server;
}

async function killed(server: RunningServer): Promise<void> {
  server.process.kill('SIGKILL');
  await server.stop();
}

function submission(consentId: string) {
  return {
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
}

describe('restarting on the same CONSENT_LEDGER_DIR (issue 26 §4)', () => {
  it('after a SIGKILL, a new server on the same directory serves about as soon as after a clean stop, with every acknowledged record', async () => {
    const first = await started({ CONSENT_LEDGER_DIR: dir });
    const consentId = randomUUID();
    const record = submission(consentId);
    const stored = await fetch(`${first.origin}${CONSENT_RECORDS_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: first.origin },
      body: JSON.stringify(record),
    });
    expect(stored.status).toBe(201);
    await first.stop();

    const cleanStartAt = performance.now();
    const second = await started({ CONSENT_LEDGER_DIR: dir });
    const cleanStartMs = performance.now() - cleanStartAt;
    await killed(second);

    const restartedAt = performance.now();
    const third = await started({ CONSENT_LEDGER_DIR: dir });
    const restartMs = performance.now() - restartedAt;
    console.info(`served ${Math.round(cleanStartMs)} ms after a clean stop, ${Math.round(restartMs)} ms after a SIGKILL`);
    expect(restartMs).toBeLessThan(cleanStartMs + SLOWER_THAN_A_CLEAN_START_BY_AT_MOST_MS);
    const history = (await (await fetch(`${third.origin}${CONSENT_RECORDS_PATH}/${consentId}`)).json()) as ConsentHistory;
    expect(history.records.map((kept) => kept.recordId)).toEqual([record.recordId]);
  }, 120_000);

  it('a second server on a directory a live server holds is refused, naming CONSENT_LEDGER_DIR and the holder, and the first serves on', async () => {
    const first = await started({ CONSENT_LEDGER_DIR: dir });
    const failure = await serverStartFailure({ CONSENT_LEDGER_DIR: dir }, { timeoutMs: 60_000 });
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toMatch(
      new RegExp(`^CONSENT_LEDGER_DIR: .*another server process is using this directory \\(process ${first.process.pid} on `, 'm'),
    );
    expect((await fetch(`${first.origin}/healthz`)).status).toBe(200);
  }, 120_000);

  it('of two servers started at once on the directory of a killed one, exactly one serves', async () => {
    await killed(await started({ CONSENT_LEDGER_DIR: dir }));
    const outcomes = await Promise.allSettled([started({ CONSENT_LEDGER_DIR: dir }), started({ CONSENT_LEDGER_DIR: dir })]);
    const serving = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [String(outcome.reason)] : []));
    expect(serving).toHaveLength(1);
    expect(refused).toEqual([expect.stringMatching(/CONSENT_LEDGER_DIR: .*another server process is using this directory/)]);
  }, 120_000);
});
