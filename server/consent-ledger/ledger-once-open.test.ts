// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { ConsentLedger, StoredConsentRecord } from './consent-ledger-port';
import { ledgerOnceOpen } from './ledger-once-open';

const record = { recordId: 'r1', consentId: 'c1' } as StoredConsentRecord;

function fakeLedger(): ConsentLedger {
  return {
    record: vi.fn(async (stored: StoredConsentRecord) => ({ outcome: 'created' as const, record: stored })),
    history: vi.fn(async () => [record]),
    exportRange: async function* () {
      yield record;
    },
    exportHeads: async function* () {
      yield { consentId: 'c1', recordedAt: '2026-11-28T00:00:00.000Z', hash: null };
    },
    chainEras: vi.fn(async () => ({ preChainUntil: null, version1Until: null })),
    purgeRecordedBefore: vi.fn(async () => 0),
    close: vi.fn(async () => undefined),
  };
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((settle, fail) => ((resolve = settle), (reject = fail)));
  return { promise, resolve, reject };
}

const settled = async <T>(promise: Promise<T>) => {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('the ledger while it opens (issue 35 §3: pages served before it has)', () => {
  it('a record sent while it opens waits, and is acknowledged once it has', async () => {
    const opening = deferred<ConsentLedger>();
    const ledger = ledgerOnceOpen(opening.promise);
    const recorded = ledger.record(record);
    const history = ledger.history('c1');
    expect(await settled(recorded)).toBe(false);
    const opened = fakeLedger();
    opening.resolve(opened);
    expect(await recorded).toEqual({ outcome: 'created', record });
    expect(await history).toEqual([record]);
    expect(opened.record).toHaveBeenCalledWith(record);
  });

  it('the export read while it opens is the open ledger’s, page by page', async () => {
    const opening = deferred<ConsentLedger>();
    const ledger = ledgerOnceOpen(opening.promise);
    const rows: unknown[] = [];
    const reading = (async () => {
      for await (const row of ledger.exportRange({ from: new Date(0), to: new Date() })) rows.push(row);
      for await (const head of ledger.exportHeads({ from: new Date(0), to: new Date() })) rows.push(head.consentId);
    })();
    opening.resolve(fakeLedger());
    await reading;
    expect(rows).toEqual([record, 'c1']);
  });

  it('an open that fails fails every call waiting for it (the routes answer 503), with its reason', async () => {
    const opening = deferred<ConsentLedger>();
    const ledger = ledgerOnceOpen(opening.promise);
    const recorded = ledger.record(record);
    opening.reject(new Error('CONSENT_LEDGER_DIR: base/1 is damaged'));
    await expect(recorded).rejects.toThrow('CONSENT_LEDGER_DIR: base/1 is damaged');
    await expect(ledger.chainEras()).rejects.toThrow('CONSENT_LEDGER_DIR');
  });

  it('closing while it opens closes it once open, after the calls that waited for the open have been answered', async () => {
    const opening = deferred<ConsentLedger>();
    const ledger = ledgerOnceOpen(opening.promise);
    const purge = deferred<number>();
    const opened = fakeLedger();
    vi.mocked(opened.purgeRecordedBefore).mockReturnValue(purge.promise);
    const purging = ledger.purgeRecordedBefore(new Date());
    const closing = ledger.close();
    opening.resolve(opened);
    expect(await settled(closing)).toBe(false);
    expect(opened.close).not.toHaveBeenCalled();
    purge.resolve(3);
    expect(await purging).toBe(3);
    await closing;
    expect(opened.close).toHaveBeenCalledTimes(1);
  });

  it('closing while it opens closes it once open', async () => {
    const opening = deferred<ConsentLedger>();
    const ledger = ledgerOnceOpen(opening.promise);
    const closing = ledger.close();
    const opened = fakeLedger();
    opening.resolve(opened);
    await closing;
    expect(opened.close).toHaveBeenCalledTimes(1);
  });
});
