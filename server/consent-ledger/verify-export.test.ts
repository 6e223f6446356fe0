// @vitest-environment node
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsentLedger, StoredConsentRecord } from './consent-ledger-port';
import { openEmbeddedConsentLedger } from './embedded-consent-ledger';
import { csvHeader, csvLine, ndjsonLine, type ExportFormat } from './export-format';

const run = promisify(execFile);
const VERIFY = path.resolve(import.meta.dirname, '../../scripts/ledger-verify.mjs');

/** `npm run ledger:verify -- file`, as an operator runs it: its exit code and what it printed. */
async function verify(file: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [VERIFY, file]);
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

let ledger: ConsentLedger;
let dir: string;
const exports: Record<ExportFormat, string> = { csv: '', ndjson: '' };
/** The visitor whose three decisions the tampering tests edit, remove and reorder. */
const visitor = randomUUID();
const visitorRecordIds: string[] = [];

function aRecord(consentId: string, minute: number, overrides: Partial<StoredConsentRecord> = {}): StoredConsentRecord {
  return {
    recordId: randomUUID(),
    consentId,
    purposes: { analytics: minute % 2 === 0, marketing: false, experience: true },
    mode: 'opt-in',
    revision: '2026-11',
    noticeHash: 'ab'.repeat(32),
    occasion: minute === 0 ? 'first' : 'change',
    decidedAt: new Date(Date.UTC(2026, 10, 24, 10, minute)).toISOString(),
    globalPrivacyControl: false,
    recordedAt: new Date(Date.UTC(2026, 10, 24, 10, minute, 1)).toISOString(),
    region: 'DE',
    clientIp: '203.0.113.0',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
    ...overrides,
  };
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'ledger-verify-'));
  ledger = await openEmbeddedConsentLedger(undefined);
  const other = randomUUID();
  const records = [
    aRecord(visitor, 0),
    aRecord(other, 1, { userAgent: 'Agent "quoted", with comma' }),
    aRecord(visitor, 2, { userAgent: '=1+1;x' }),
    aRecord(other, 3, { region: null, clientIp: null, userAgent: null }),
    aRecord(visitor, 4),
  ];
  for (const record of records) await ledger.record(record);
  visitorRecordIds.push(...records.filter((record) => record.consentId === visitor).map((record) => record.recordId));
  const exported: StoredConsentRecord[] = [];
  for await (const record of ledger.exportRange({ from: new Date('2026-11-24'), to: new Date('2026-11-25') })) exported.push(record);
  exports.csv = csvHeader() + exported.map(csvLine).join('');
  exports.ndjson = exported.map(ndjsonLine).join('');
}, 60_000);

afterAll(async () => {
  await ledger?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The export's lines, and the index of each of the visitor's records among them. */
function linesOf(text: string) {
  const lines = text.split(/(?<=\n)/);
  const at = (recordId: string) => lines.findIndex((line) => line.includes(recordId));
  return { lines, at };
}

function saved(name: string, text: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return file;
}

describe.each(['csv', 'ndjson'] as const)('npm run ledger:verify on a %s export', (format) => {
  it('says an export as the server made it is intact, and how many records and chains it checked', async () => {
    const { code, output } = await verify(saved(`intact.${format}`, exports[format]));
    expect(output).toMatch(/intact\. 5 records in 2 chains \(2 from their first record/);
    expect(code).toBe(0);
  });

  it('names the record whose content was edited', async () => {
    const { lines, at } = linesOf(exports[format]);
    const edited = visitorRecordIds[1] ?? '';
    lines[at(edited)] = (lines[at(edited)] ?? '').replace(
      format === 'csv' ? ',false,true,opt-in,' : '"marketing":false',
      format === 'csv' ? ',true,true,opt-in,' : '"marketing":true',
    );
    const { code, output } = await verify(saved(`edited.${format}`, lines.join('')));
    expect(output).toContain(`record ${edited}`);
    expect(output).toMatch(/was changed/);
    expect(code).toBe(1);
  });

  it('names the record after one that was removed', async () => {
    const { lines, at } = linesOf(exports[format]);
    lines.splice(at(visitorRecordIds[1] ?? ''), 1);
    const { code, output } = await verify(saved(`removed.${format}`, lines.join('')));
    expect(output).toContain(`record ${visitorRecordIds[2]}`);
    expect(output).toMatch(/removed, added or moved/);
    expect(code).toBe(1);
  });

  it('refuses an export whose records of one visitor were put in another order', async () => {
    const { lines, at } = linesOf(exports[format]);
    const [one, two] = [at(visitorRecordIds[1] ?? ''), at(visitorRecordIds[2] ?? '')];
    [lines[one], lines[two]] = [lines[two] ?? '', lines[one] ?? ''];
    const { code, output } = await verify(saved(`reordered.${format}`, lines.join('')));
    expect(output).toMatch(/BROKEN .*removed, added or moved/);
    expect(code).toBe(1);
  });
});
