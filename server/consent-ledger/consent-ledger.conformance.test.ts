// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase, postgresTestsRun } from '../../tests/support/postgres-database.mjs';
import type { ConsentLedger, StoredConsentRecord } from './consent-ledger-port';
import { openEmbeddedConsentLedger } from './embedded-consent-ledger';
import { openPostgresConsentLedger } from './postgres-consent-ledger';
import { GENESIS_HASH, recordHash } from './record-chain.mjs';

/** An adapter under test: `open` may be called more than once on the same storage (a restart, a second server). */
interface AdapterUnderTest {
  readonly name: string;
  prepare(): Promise<{ open(): Promise<ConsentLedger>; dispose(): Promise<void> }>;
  readonly run: boolean;
}

const adapters: AdapterUnderTest[] = [
  {
    name: 'embedded (PGlite in a data directory)',
    run: true,
    prepare: async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'ledger-conformance-'));
      return { open: () => openEmbeddedConsentLedger(dir), dispose: async () => rmSync(dir, { recursive: true, force: true }) };
    },
  },
  {
    name: 'PostgreSQL (DATABASE_URL)',
    run: postgresTestsRun(),
    prepare: async () => {
      const database = await freshPostgresDatabase();
      return { open: () => openPostgresConsentLedger(database.url), dispose: () => database.drop() };
    },
  },
];

const HASH = 'ab'.repeat(32);

function aRecord(overrides: Partial<StoredConsentRecord> = {}): StoredConsentRecord {
  return {
    recordId: randomUUID(),
    consentId: randomUUID(),
    purposes: { analytics: true, marketing: false, experience: true },
    mode: 'opt-in',
    revision: '2026-11',
    noticeHash: HASH,
    occasion: 'first',
    decidedAt: '2026-11-24T10:00:00.000Z',
    globalPrivacyControl: false,
    recordedAt: '2026-11-24T10:00:01.250Z',
    region: 'DE',
    clientIp: null,
    userAgent: null,
    ...overrides,
  };
}

/** The record as the ledger must store it: the next link after `previousHash`. */
const linked = (record: StoredConsentRecord, previousHash = GENESIS_HASH): StoredConsentRecord => ({
  ...record,
  previousHash,
  hash: recordHash(record, previousHash),
});

const at = (iso: string, ms = 0) => new Date(Date.parse(iso) + ms).toISOString();

async function collect(iterable: AsyncIterable<StoredConsentRecord>): Promise<StoredConsentRecord[]> {
  const rows: StoredConsentRecord[] = [];
  for await (const row of iterable) rows.push(row);
  return rows;
}

/** The history is one chain: the first link from GENESIS_HASH, each next from the one before, each hash its record's. */
function expectOneChain(history: readonly StoredConsentRecord[], length: number): void {
  expect(history).toHaveLength(length);
  let previousHash = GENESIS_HASH;
  for (const record of history) {
    expect(record).toEqual(linked(record, previousHash));
    previousHash = record.hash ?? '';
  }
}

describe.each(adapters.filter((adapter) => adapter.run))('consent ledger port: $name', (adapter) => {
  let storage: Awaited<ReturnType<AdapterUnderTest['prepare']>>;
  let ledger: ConsentLedger;

  beforeAll(async () => {
    storage = await adapter.prepare();
    ledger = await storage.open();
  }, 120_000);
  afterAll(async () => {
    await ledger?.close();
    await storage?.dispose();
  });

  it('stores a new record and gives back every field as sent, with the server time and region', async () => {
    const record = aRecord({ clientIp: '203.0.113.0', userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' });
    expect(await ledger.record(record)).toEqual({ outcome: 'created', record: linked(record) });
    expect(await ledger.history(record.consentId)).toEqual([linked(record)]);
  });

  it('a retry of the same record is stored once and keeps its first server time', async () => {
    const record = aRecord();
    await ledger.record(record);
    const retry = { ...record, recordedAt: at(record.recordedAt, 60_000), region: null };
    expect(await ledger.record(retry)).toEqual({ outcome: 'repeated', record: linked(record) });
    expect(await ledger.history(record.consentId)).toHaveLength(1);
  });

  it.each(['0001-01-01T00:00:00.000Z', '0099-12-31T23:59:59.999Z', '9999-12-31T23:59:59.999Z'])(
    'stores the decision time %s exactly, so the same record sent again is a repeat, not a conflict',
    async (decidedAt) => {
      const record = aRecord({ decidedAt });
      expect(await ledger.record(record)).toEqual({ outcome: 'created', record: linked(record) });
      expect(await ledger.record(record)).toEqual({ outcome: 'repeated', record: linked(record) });
      expect(await ledger.history(record.consentId)).toEqual([linked(record)]);
    },
  );

  it('refuses another record under a used record id, and the first stays as it was', async () => {
    const record = aRecord();
    await ledger.record(record);
    const other = { ...record, purposes: { ...record.purposes, marketing: true } };
    expect(await ledger.record(other)).toEqual({ outcome: 'conflict', record: linked(record) });
    expect(await ledger.history(record.consentId)).toEqual([linked(record)]);
  });

  it('stores a record once when the same record arrives many times at once', async () => {
    const record = aRecord();
    const outcomes = await Promise.all(Array.from({ length: 12 }, () => ledger.record(record)));
    expect(outcomes.filter((result) => result.outcome === 'created')).toHaveLength(1);
    expect(outcomes.filter((result) => result.outcome === 'repeated')).toHaveLength(11);
    expect(await ledger.history(record.consentId)).toEqual([linked(record)]);
  });

  it("answers a visitor's history as one chain, oldest first, theirs only, and an empty list for an unknown id", async () => {
    const consentId = randomUUID();
    const first = aRecord({ consentId, recordedAt: '2026-11-24T10:00:00.000Z' });
    const change = aRecord({
      consentId,
      occasion: 'change',
      purposes: { analytics: false, marketing: false, experience: false },
      recordedAt: '2026-11-24T11:00:00.000Z',
    });
    await ledger.record(first);
    await ledger.record(aRecord());
    await ledger.record(change);
    const firstLink = linked(first);
    expect(await ledger.history(consentId)).toEqual([firstLink, linked(change, firstLink.hash ?? '')]);
    expect(await ledger.history(randomUUID())).toEqual([]);
  });

  it("stamps a record arriving with an earlier server time (another server's clock) just after the chain's last", async () => {
    const consentId = randomUUID();
    const first = aRecord({ consentId, recordedAt: '2026-11-24T11:00:00.000Z' });
    const late = aRecord({ consentId, occasion: 'change', recordedAt: '2026-11-24T10:59:59.000Z' });
    await ledger.record(first);
    const stamped = { ...late, recordedAt: '2026-11-24T11:00:00.001Z' };
    const firstLink = linked(first);
    expect(await ledger.record(late)).toEqual({ outcome: 'created', record: linked(stamped, firstLink.hash ?? '') });
    expect(await ledger.history(consentId)).toEqual([firstLink, linked(stamped, firstLink.hash ?? '')]);
  });

  it('keeps one unbroken chain when many records of one visitor arrive at once', async () => {
    const consentId = randomUUID();
    const records = Array.from({ length: 12 }, (_, index) => aRecord({ consentId, recordedAt: at('2026-11-24T12:00:00.000Z', index) }));
    await Promise.all(records.map((record) => ledger.record(record)));
    expectOneChain(await ledger.history(consentId), records.length);
  });

  it('exports a range [from, to) oldest first, across pages, each record once', async () => {
    // A year of its own, so the rows of the other tests are outside the range.
    const start = '1999-01-01T00:00:00.000Z';
    const inRange = Array.from({ length: 1_050 }, (_, index) => aRecord({ recordedAt: at(start, index * 1_000) }));
    const before = aRecord({ recordedAt: at(start, -1) });
    const atEnd = aRecord({ recordedAt: at(start, 1_050 * 1_000) });
    // Two records in the same millisecond: the page boundary must not drop or repeat either.
    const twin = aRecord({ recordedAt: at(start, 499 * 1_000) });
    for (const record of [...inRange, before, atEnd, twin]) await ledger.record(record);
    const exported = await collect(ledger.exportRange({ from: new Date(start), to: new Date(atEnd.recordedAt) }));
    const expected = [...inRange, twin].sort((a, b) => a.recordedAt.localeCompare(b.recordedAt) || a.recordId.localeCompare(b.recordId));
    expect(exported.map((record) => record.recordId)).toEqual(expected.map((record) => record.recordId));
  }, 120_000);

  it("names each consent id's chain head in a range, and until when it holds records without a language", async () => {
    const visitor = randomUUID();
    const from = new Date('2031-01-01T00:00:00.000Z');
    const first = aRecord({ consentId: visitor, recordedAt: '2031-01-01T10:00:00.000Z', language: 'de' });
    const second = aRecord({ consentId: visitor, recordedAt: '2031-01-01T11:00:00.000Z', occasion: 'change', language: 'de' });
    const other = aRecord({ recordedAt: '2031-01-01T12:00:00.000Z' });
    for (const record of [first, second, other]) await ledger.record(record);
    const heads = [];
    for await (const head of ledger.exportHeads({ from, to: new Date('2031-01-02') })) heads.push(head);
    const secondHash = recordHash(second, recordHash(first, GENESIS_HASH));
    expect(heads).toEqual(
      [
        { consentId: visitor, recordedAt: second.recordedAt, hash: secondHash },
        { consentId: other.consentId, recordedAt: other.recordedAt, hash: recordHash(other, GENESIS_HASH) },
      ].sort((a, b) => a.consentId.localeCompare(b.consentId)),
    );
    // `other` has no language (the canonical form's version 1); nothing is stored without a hash.
    expect(await ledger.chainEras()).toEqual({ preChainUntil: null, version1Until: other.recordedAt });
  });

  it('purges the records stored before the cutoff and keeps the rest', async () => {
    const old = aRecord({ recordedAt: '1980-01-01T00:00:00.000Z' });
    const kept = aRecord({ recordedAt: '1980-01-02T00:00:00.000Z' });
    await ledger.record(old);
    await ledger.record(kept);
    expect(await ledger.purgeRecordedBefore(new Date('1980-01-02T00:00:00.000Z'))).toBeGreaterThanOrEqual(1);
    expect(await ledger.history(old.consentId)).toEqual([]);
    expect(await ledger.history(kept.consentId)).toEqual([linked(kept)]);
  });

  it('keeps its records across a restart, and opening migrated storage again changes nothing', async () => {
    const record = aRecord();
    await ledger.record(record);
    await ledger.close();
    ledger = await storage.open();
    expect(await ledger.history(record.consentId)).toEqual([linked(record)]);
  }, 120_000);
});

describe.runIf(postgresTestsRun())('PostgreSQL: several servers on one database', () => {
  it('two servers starting at once both migrate and both write, each record once', async () => {
    const database = await freshPostgresDatabase();
    try {
      const [one, two] = await Promise.all([openPostgresConsentLedger(database.url), openPostgresConsentLedger(database.url)]);
      const record = aRecord();
      const outcomes = await Promise.all([one.record(record), two.record(record)]);
      expect(outcomes.map((result) => result.outcome).sort()).toEqual(['created', 'repeated']);
      expect(await two.history(record.consentId)).toEqual([linked(record)]);
      await Promise.all([one.close(), two.close()]);
    } finally {
      await database.drop();
    }
  }, 60_000);

  it("two servers appending to one visitor's chain at once keep one unbroken chain", async () => {
    const database = await freshPostgresDatabase();
    try {
      const [one, two] = await Promise.all([openPostgresConsentLedger(database.url), openPostgresConsentLedger(database.url)]);
      const consentId = randomUUID();
      // Both servers stamp the same moment, as two instances behind one balancer would.
      const records = Array.from({ length: 20 }, () => aRecord({ consentId, recordedAt: '2026-11-24T12:00:00.000Z' }));
      const outcomes = await Promise.all(records.map((record, index) => (index % 2 ? one : two).record(record)));
      expect(outcomes.every((result) => result.outcome === 'created')).toBe(true);
      expectOneChain(await one.history(consentId), records.length);
      await Promise.all([one.close(), two.close()]);
    } finally {
      await database.drop();
    }
  }, 60_000);
});
