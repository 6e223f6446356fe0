import type { ConsentLedger } from './consent-ledger-port';

/**
 * The ledger while it opens, for a server that serves before it has (issue 35 §3: back within 3 s of a SIGKILL,
 * where PGlite takes a second and more to open its cluster on a busy machine). A call made meanwhile waits for the
 * open and is then answered as any other: a record sent in that second is acknowledged a second late, not refused,
 * and /readyz reports the database available, as its callers find it. Should the open fail, every call fails (its
 * route answers 503) and the server exits, naming CONSENT_LEDGER_DIR (main.ts).
 *
 * `close` waits for the open and then for the calls on their way: calls that waited for the open (the first purge,
 * a readiness probe) start together when it ends, and PGlite closed under a query of theirs never returned (a
 * server given SIGTERM while it opened its ledger did not exit).
 */
export function ledgerOnceOpen(opened: Promise<ConsentLedger>): ConsentLedger {
  // Its failure is the server's to report: here it only fails the calls that waited for it.
  opened.catch(() => undefined);
  const onTheirWay = new Set<Promise<unknown>>();
  const tracked = <T>(call: Promise<T>): Promise<T> => {
    onTheirWay.add(call);
    const done = () => onTheirWay.delete(call);
    call.then(done, done);
    return call;
  };
  const open = async () => await opened;
  async function* pagesOnceOpen<T>(pages: (ledger: ConsentLedger) => AsyncIterable<T>): AsyncGenerator<T> {
    const rows = pages(await opened)[Symbol.asyncIterator]();
    try {
      for (;;) {
        const next = await tracked(rows.next());
        if (next.done) return;
        yield next.value;
      }
    } finally {
      await rows.return?.();
    }
  }
  return {
    record: (record) => tracked(open().then((ledger) => ledger.record(record))),
    history: (consentId) => tracked(open().then((ledger) => ledger.history(consentId))),
    exportRange: (range) => pagesOnceOpen((ledger) => ledger.exportRange(range)),
    exportHeads: (range) => pagesOnceOpen((ledger) => ledger.exportHeads(range)),
    chainEras: () => tracked(open().then((ledger) => ledger.chainEras())),
    purgeRecordedBefore: (cutoff) => tracked(open().then((ledger) => ledger.purgeRecordedBefore(cutoff))),
    close: async () => {
      const ledger = await opened;
      await Promise.allSettled([...onTheirWay]);
      await ledger.close();
    },
  };
}
