// @vitest-environment node
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_EXPORT_PATH } from '../../src/domain/consent-record';
import { parseServerEnv } from '../config/server-config.schema';
import type { ServerLog } from '../server-log';
import type { ConsentLedger, StoredConsentRecord } from './consent-ledger-port';
import { consentExportRoute } from './consent-export-route';
import { openEmbeddedConsentLedger } from './embedded-consent-ledger';
import { migratedConsentLedger } from './kysely-consent-ledger';
import { ledgerAnswers } from './ledger-answers';
import type { LedgerDatabase } from './ledger-schema';
import { GENESIS_HASH, recordHash } from './record-chain.mjs';

type ExportFormat = 'csv' | 'ndjson';

const run = promisify(execFile);
const VERIFY = path.resolve(import.meta.dirname, '../../scripts/ledger-verify.mjs');

/** `npm run ledger:verify -- file`, as an operator runs it: its exit code and what it printed. */
async function verify(file: string, ...args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [VERIFY, file, ...args]);
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

const TOKEN = 'export-token-of-at-least-32-characters';
/** usnat and usca, a Californian who opted out with GPC, as the IAB library encodes it (src/adapters/iab-gpp). */
const GPP_STRING_OF_RECORD = 'DBABrw~CVQVAAAAAACA.YA~BUUAAACA.YA';
const NOW = new Date('2026-11-25T00:00:00.000Z');
const quietLog: ServerLog = { info: () => undefined, warn: () => undefined };

/** GET /consent/export as an operator runs it (curl -o), from the server's own route. */
async function exported(from: ConsentLedger, format: ExportFormat, query = ''): Promise<string> {
  const server = parseServerEnv({ CONSENT_EXPORT_TOKEN: TOKEN });
  if (!server.ok) throw new Error(server.error);
  const route = consentExportRoute(
    server.config.consentLedger,
    { ledger: from, log: quietLog, clientIp: () => undefined, now: () => NOW },
    ledgerAnswers(quietLog),
  );
  const response = await route.request(`${CONSENT_EXPORT_PATH}?format=${format}${query}`, {
    headers: { Authorization: `Bearer ${TOKEN}` },
  });
  expect(response.status).toBe(200);
  return response.text();
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
    language: 'en',
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
    // With the IAB GPP string `__gpp` gave (issue 33 §3): the canonical form's version 4 covers it.
    aRecord(visitor, 4, { gppString: GPP_STRING_OF_RECORD }),
    // Sent with its offset, stored and exported as sent (issue 35), and covered by its hash.
    aRecord(randomUUID(), 5, { decidedAt: '2026-11-24T11:05:00.000+01:00' }),
  ];
  for (const record of records) await ledger.record(record);
  visitorRecordIds.push(...records.filter((record) => record.consentId === visitor).map((record) => record.recordId));
  exports.csv = await exported(ledger, 'csv');
  exports.ndjson = await exported(ledger, 'ndjson');
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
    expect(output).toMatch(/intact\. 6 records in 3 chains \(3 from their first record/);
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

  it('names the record whose GPP string was edited (the canonical form covers it)', async () => {
    const { lines, at } = linesOf(exports[format]);
    const edited = visitorRecordIds[2] ?? '';
    expect(lines[at(edited)]).toContain(GPP_STRING_OF_RECORD);
    lines[at(edited)] = (lines[at(edited)] ?? '').replace(GPP_STRING_OF_RECORD, 'DBABLA~CVQqAAAAAACA.QA');
    const { code, output } = await verify(saved(`gpp-edited.${format}`, lines.join('')));
    expect(output).toContain(`record ${edited}`);
    expect(output).toMatch(/was changed/);
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

/** The NDJSON export's lines as objects, to edit as someone with the file (or the database) would. */
function ndjsonObjects(text: string): Record<string, unknown>[] {
  return text
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/**
 * Writes the NDJSON export again after `edit`, every hash from the edited records on recomputed and its trailer's
 * heads with them: what someone who can write the database (or the file) and knows the canonical form can make.
 */
function rewrittenChains(text: string, edit: (records: StoredConsentRecord[]) => void): string {
  const objects = ndjsonObjects(text);
  const records = objects.filter((object) => 'recordId' in object) as unknown as StoredConsentRecord[];
  const before = records.map((record) => JSON.stringify(record));
  edit(records);
  const last = new Map<string, string>();
  let rewriting = new Set<string>();
  records.forEach((record, index) => {
    const mutable = record as { previousHash?: string | null; hash?: string | null };
    if (JSON.stringify(record) !== before[index]) rewriting = new Set([...rewriting, record.consentId]);
    if (rewriting.has(record.consentId) && record.hash) {
      mutable.previousHash = last.get(record.consentId) ?? record.previousHash ?? GENESIS_HASH;
      mutable.hash = recordHash(record, mutable.previousHash);
    }
    if (record.hash) last.set(record.consentId, record.hash);
  });
  for (const object of objects) {
    const head = object.head as { consentId: string; hash: string } | undefined;
    if (head && last.has(head.consentId)) head.hash = last.get(head.consentId) ?? head.hash;
  }
  return objects.map((object) => `${JSON.stringify(object)}\n`).join('');
}

describe('an export made before GPP strings (format version 2) still verifies (issue 33 §3)', () => {
  /** The CSV as a server of version 2 wrote it: no gpp_string column, its end line naming version 2. */
  const asVersion2 = (csv: string) =>
    csv
      .split(/(?<=\r\n)/)
      .map((line) => {
        if (line.startsWith('recorded_at,')) return line.replace(',gpp_string\r\n', '\r\n');
        if (line.startsWith('#end,')) return line.replace('shellkit-consent-export/3', 'shellkit-consent-export/2');
        return line.startsWith('#head,') ? line : line.replace(/,\r\n$/, '\r\n');
      })
      .join('');

  it('reads a version 2 CSV without the column, and its records verify', async () => {
    // The records before the one with a GPP string: a version 2 server could not have stored it.
    const csv = await exported(ledger, 'csv', '&from=2026-11-24T10:00:00Z&to=2026-11-24T10:03:30Z');
    expect(csv).toContain(',gpp_string\r\n');
    const { code, output } = await verify(saved('version-2.csv', asVersion2(csv)));
    expect(output).toMatch(/intact\. 4 records in 2 chains/);
    expect(code).toBe(0);
  });

  it('refuses a version 2 end line under a version 3 header', async () => {
    const csv = await exported(ledger, 'csv', '&from=2026-11-24T10:00:00Z&to=2026-11-24T10:03:30Z');
    const { code } = await verify(saved('mixed.csv', csv.replace('shellkit-consent-export/3', 'shellkit-consent-export/2')));
    expect(code).not.toBe(0);
  });
});

describe('npm run ledger:verify is strict: a cell is what the export writes, or the file is broken (issue 35)', () => {
  it.each(['TRUE', 'true ', 'yes', '1', '"true"'])(
    'refuses a CSV whose refusal of marketing reads %s (a spreadsheet shows a grant)',
    async (written) => {
      const { lines, at } = linesOf(exports.csv);
      const edited = visitorRecordIds[1] ?? '';
      lines[at(edited)] = (lines[at(edited)] ?? '').replace(',false,true,opt-in,', `,${written},true,opt-in,`);
      const { code, output } = await verify(saved(`boolean-${written.trim()}.csv`, lines.join('')));
      expect(output).toMatch(new RegExp(`BROKEN .*record ${edited}.*marketing`));
      expect(code).toBe(1);
    },
  );

  it.each(['csv', 'ndjson'] as const)(
    'refuses a %s export whose chain start lost its hashes (an edited first record passed as pre-chain)',
    async (format) => {
      const { lines, at } = linesOf(exports[format]);
      const first = visitorRecordIds[0] ?? '';
      const line = lines[at(first)] ?? '';
      lines[at(first)] =
        format === 'csv'
          ? line.replace(/,0{64},[0-9a-f]{64},/, ',,,').replace(',true,false,true,', ',false,false,true,')
          : line
              .replace(/"previousHash":"0{64}","hash":"[0-9a-f]{64}"/, '"previousHash":null,"hash":null')
              .replace('"analytics":true', '"analytics":false');
      const { code, output } = await verify(saved(`unhashed-start.${format}`, lines.join('')));
      expect(output).toMatch(new RegExp(`BROKEN .*record ${first}.*without hashes`));
      expect(code).toBe(1);
    },
  );

  it('refuses a record invented without hashes after the chained ones', async () => {
    const objects = ndjsonObjects(exports.ndjson);
    const invented = {
      ...objects[0],
      recordId: randomUUID(),
      consentId: randomUUID(),
      recordedAt: '2026-11-24T10:59:00.000Z',
      previousHash: null,
      hash: null,
    };
    const records = objects.filter((object) => 'recordId' in object);
    const text = [...records, invented, ...objects.slice(records.length)].map((object) => `${JSON.stringify(object)}\n`).join('');
    const { code, output } = await verify(saved('invented.ndjson', text));
    expect(output).toMatch(/BROKEN .*without hashes/);
    expect(code).toBe(1);
  });

  it('refuses an NDJSON record carrying a field the export never writes', async () => {
    const { lines, at } = linesOf(exports.ndjson);
    const edited = visitorRecordIds[1] ?? '';
    lines[at(edited)] = (lines[at(edited)] ?? '').replace('{"recordId"', '{"note":"granted by phone","recordId"');
    const { code, output } = await verify(saved('extra-field.ndjson', lines.join('')));
    expect(output).toMatch(new RegExp(`BROKEN .*${edited}`));
    expect(code).toBe(1);
  });

  it.each([
    ['an unrelated JSON object', 'not-export.json', '{"a":1}\n'],
    ['an empty file', 'empty.csv', ''],
    ['a 401 body', 'unauthorised.csv', '{"error":"the export needs Authorization: Bearer <CONSENT_EXPORT_TOKEN>"}'],
    ['a CSV of other columns', 'other.csv', 'recorded_at,name\r\n2026-11-24T10:00:00.000Z,x\r\n'],
  ])('exits 2 for %s: it is not an export', async (_name, file, text) => {
    const { code, output } = await verify(saved(file, text));
    expect(output).toMatch(/not a consent ledger export/);
    expect(code).toBe(2);
  });

  it.each(['csv', 'ndjson'] as const)('refuses a %s export cut short after its last record (no end line)', async (format) => {
    const lines = exports[format].split(/(?<=\n)/);
    const { code, output } = await verify(saved(`cut.${format}`, lines.slice(0, -1).join('')));
    expect(output).toMatch(/BROKEN .*cut short/);
    expect(code).toBe(1);
  });

  it('does not call an export with no records intact', async () => {
    const empty = await exported(ledger, 'csv', '&from=2026-11-24T12:00:00Z');
    const { code, output } = await verify(saved('empty-range.csv', empty));
    expect(output).not.toMatch(/intact/);
    expect(output).toMatch(/holds no records/);
    expect(code).toBe(1);
  });

  it.each(['csv', 'ndjson'] as const)(
    'refuses a %s export whose decision time was written in another form of the same instant',
    async (format) => {
      const edited = exports[format].replace('2026-11-24T11:05:00.000+01:00', '2026-11-24T10:05:00.000Z');
      expect(edited).not.toBe(exports[format]);
      const { code, output } = await verify(saved(`decided-at.${format}`, edited));
      expect(output).toMatch(/BROKEN .*was changed/);
      expect(code).toBe(1);
    },
  );

  it('refuses a chained record of the canonical form’s version 1 (no language) where the export says there are none', async () => {
    const last = visitorRecordIds[2] ?? '';
    const text = rewrittenChains(exports.ndjson, (records) => {
      const record = records.find((kept) => kept.recordId === last) as { language?: string };
      delete record.language;
    });
    const { code, output } = await verify(saved('version-1.ndjson', text));
    expect(output).toMatch(new RegExp(`BROKEN .*record ${last}.*version 1`));
    expect(code).toBe(1);
  });
});

describe('the export publishes each chain’s head, and --extends checks a later export against an older one (issue 35)', () => {
  it('ends with one head line per consent id, naming the hash of its last record', async () => {
    const objects = ndjsonObjects(exports.ndjson);
    const lastOfVisitor = objects.filter((object) => object.consentId === visitor).at(-1);
    expect(objects).toContainEqual({ head: { consentId: visitor, recordedAt: lastOfVisitor?.recordedAt, hash: lastOfVisitor?.hash } });
    expect(exports.csv).toContain(`\r\n#head,${visitor},${String(lastOfVisitor?.recordedAt)},${String(lastOfVisitor?.hash)}\r\n`);
  });

  it('says a later export extends an older one, and names the chain a later one rewrote', async () => {
    const older = saved('older.ndjson', exports.ndjson);
    const own = await openEmbeddedConsentLedger(undefined);
    try {
      // The same ledger a day on: one more decision of the visitor.
      const objects = ndjsonObjects(exports.ndjson).filter((object) => 'recordId' in object);
      const later = await exported(ledger, 'ndjson');
      const extended = await verify(saved('later.ndjson', later), '--extends', older);
      expect(extended.output).toMatch(/extends .*older\.ndjson: 3 of its chain heads found/);
      expect(extended.code).toBe(0);

      // Someone with the database rewrote the visitor's chain from its second record on: the file alone still verifies…
      const rewritten = rewrittenChains(later, (records) => {
        const record = records.find((kept) => kept.recordId === visitorRecordIds[1]) as { purposes: { marketing: boolean } };
        record.purposes.marketing = true;
      });
      expect((await verify(saved('rewritten.ndjson', rewritten))).code).toBe(0);
      // …but not against what the older export published.
      const against = await verify(saved('rewritten.ndjson', rewritten), '--extends', older);
      expect(against.output).toMatch(new RegExp(`does NOT extend .*consent id ${visitor}`));
      expect(against.code).toBe(1);
      expect(objects.length).toBe(6);
    } finally {
      await own.close();
    }
  });

  it('refuses a later export of a ledger that lost records the older one held', async () => {
    const older = saved('older-for-loss.csv', exports.csv);
    const lost = await openEmbeddedConsentLedger(undefined);
    try {
      await lost.record(aRecord(randomUUID(), 30));
      const later = await exported(lost, 'csv');
      const { code, output } = await verify(saved('lost.csv', later), '--extends', older);
      expect(output).toMatch(/does NOT extend .*removed or its chain rewritten/);
      expect(code).toBe(1);
    } finally {
      await lost.close();
    }
  });
});

describe('records stored before the chain are accepted only where the export says the ledger holds them (issue 35)', () => {
  let pglite: PGlite;
  let older: ConsentLedger;
  const preChain = aRecord(randomUUID(), 5, { language: undefined });
  beforeAll(async () => {
    pglite = await PGlite.create();
    const db = new Kysely<LedgerDatabase>({ dialect: new PGliteDialect(pglite) });
    older = await migratedConsentLedger(db);
    // As the chain's migration left a record stored before it: no hashes, no language.
    await db
      .insertInto('consent_records')
      .values({
        record_id: preChain.recordId,
        consent_id: preChain.consentId,
        analytics: false,
        marketing: false,
        experience: true,
        mode: 'opt-in',
        revision: preChain.revision,
        notice_hash: preChain.noticeHash,
        occasion: 'first',
        decided_at: new Date(Date.UTC(2026, 10, 24, 9, 0)),
        global_privacy_control: false,
        recorded_at: new Date(Date.UTC(2026, 10, 24, 9, 0, 1)),
        region: null,
        client_ip: null,
        user_agent: null,
        previous_hash: null,
        hash: null,
        language: null,
      })
      .execute();
    await older.record(aRecord(preChain.consentId, 6, { occasion: 'change' }));
  }, 60_000);
  afterAll(() => older?.close());

  it('verifies an export holding pre-chain records before the chained ones, and counts them', async () => {
    const { code, output } = await verify(saved('pre-chain.csv', await exported(older, 'csv')));
    expect(output).toMatch(/intact\. 2 records in 1 chains .* 1 pre-chain records not checked/);
    expect(code).toBe(0);
  });

  it('refuses the same records when the end line says there are none', async () => {
    const text = (await exported(older, 'csv')).replace(/(#end,[^,]+,[^,]+,[^,]+,\d+,)[^,]*,/, '$1,');
    const { code, output } = await verify(saved('pre-chain-denied.csv', text));
    expect(output).toMatch(/BROKEN .*without hashes/);
    expect(code).toBe(1);
  });
});

describe('an export of a ledger whose data page was zeroed (issue 35: "intact, 0 records")', () => {
  it('names the chains whose records the ledger could not read, and is not intact', async () => {
    const { openSync, writeSync, closeSync } = await import('node:fs');
    const ledgerDir = path.join(dir, 'zeroed-ledger');
    let zeroed = await openEmbeddedConsentLedger(ledgerDir);
    const consentIds = Array.from({ length: 20 }, () => randomUUID());
    for (const [minute, consentId] of consentIds.entries()) await zeroed.record(aRecord(consentId, minute));
    await zeroed.close();
    // The table's first page, as a disk or a copy gone wrong leaves it: PostgreSQL reads a page of zeros as empty, without an error.
    const pglite = await PGlite.create({ dataDir: ledgerDir });
    const file = (await pglite.query<{ file: string }>("select pg_relation_filepath('consent_records') as file")).rows[0]?.file ?? '';
    await pglite.close();
    const fd = openSync(path.join(ledgerDir, file), 'r+');
    writeSync(fd, Buffer.alloc(8192), 0, 8192, 0);
    closeSync(fd);

    zeroed = await openEmbeddedConsentLedger(ledgerDir);
    try {
      const text = await exported(zeroed, 'csv');
      const { code, output } = await verify(saved('zeroed.csv', text));
      expect(output).not.toMatch(/intact/);
      expect(output).toMatch(/BROKEN .*consent id [0-9a-f-]{36}.*records are missing/);
      expect(code).toBe(1);
    } finally {
      await zeroed.close();
    }
  }, 120_000);
});
