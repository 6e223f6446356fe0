import {
  CONSENT_OUTBOX_STORAGE_KEY,
  CONSENT_RECEIPT_STORAGE_KEY,
  parseOutbox,
  parseReceipt,
  retryDelayMs,
  withRecord,
  type KeptReceipt,
  type PendingRecord,
} from '../domain/consent-outbox';
import type { ConsentRecordReceipt } from '../domain/consent-record';
import { afterFirstPaint } from '../platform/page-lifecycle';
import { sha256Hex } from '../platform/sha256';
import type { ConsentReceipts, ConsentReceiptsSnapshot } from '../ports/consent-receipts.port';
import type { ConsentRecorder, RecorderAnswer } from '../ports/consent-recorder.port';

export interface ConsentOutboxOptions {
  /**
   * Where the outbox and the latest receipt are kept (localStorage). It may throw, and then, as when
   * none is given (a consent store in memory), they live in this page's memory.
   */
  readonly storage?: () => Storage;
  readonly recorder: ConsentRecorder;
  /** Runs the sending later than the click that made the record: after the next paint unless given. */
  readonly later?: (run: () => void) => void;
  readonly timers?: { setTimeout(run: () => void, ms: number): unknown; clearTimeout(handle: unknown): void };
  readonly random?: () => number;
  readonly now?: () => Date;
  readonly hash?: (text: string) => Promise<string>;
  readonly warn?: (message: string) => void;
  /** Another tab's outbox or receipt changes arrive as `storage` events. */
  readonly otherTabs?: Pick<Window, 'addEventListener'>;
}

/**
 * Every consent record the server has not acknowledged, kept in the browser and sent until it is.
 * `add` only writes (synchronously, with the decision); sending happens in a later task, one record
 * at a time, oldest first. A failure worth retrying waits with exponential backoff and jitter (never
 * sooner than Retry-After) and the outbox is sent again on the next visit; a refusal drops the record,
 * logged, since it can never succeed. Records carry their own ids, so two tabs sending the same one
 * is harmless: the server keeps one.
 */
export class ConsentOutbox implements ConsentReceipts {
  readonly #options: ConsentOutboxOptions;
  readonly #listeners = new Set<() => void>();
  readonly #hashes = new Map<string, Promise<string>>();
  readonly #known = new Map<string, string>();
  #snapshot: ConsentReceiptsSnapshot | undefined;
  /** Only when storage throws: the outbox and receipt for this page's life. */
  #memory: { outbox: PendingRecord[]; receipt: KeptReceipt | undefined } = { outbox: [], receipt: undefined };
  #sending = false;
  #again = false;
  /** This page's failed attempts in a row, and when the next may start (ms since epoch). */
  #failures = 0;
  #notBefore = 0;
  #timer: unknown;
  #warnedStorage = false;
  #warnedRetry = false;

  constructor(options: ConsentOutboxOptions) {
    this.#options = options;
    options.otherTabs?.addEventListener('storage', (event) => {
      if (event.key === CONSENT_OUTBOX_STORAGE_KEY || event.key === CONSENT_RECEIPT_STORAGE_KEY || event.key === null) this.#changed();
    });
  }

  /** A decision was just made: keep its record. Nothing here waits: the network and hashing come later. */
  add(pending: PendingRecord): void {
    const { kept, dropped } = withRecord(this.#readOutbox(), pending);
    this.#writeOutbox(kept);
    for (const { record } of dropped)
      this.#warn(`The consent outbox is full; the oldest record (${record.recordId}, decided ${record.decidedAt}) is dropped unsent.`);
    this.#changed();
    this.#later(() => void this.flush());
  }

  /** On a page's start (after its first paint): send what an earlier page left waiting. */
  resume(): void {
    if (this.#readOutbox().length > 0) void this.flush();
  }

  /** Sends every record due, one by one, until the outbox is empty or an attempt must wait. */
  async flush(): Promise<void> {
    if (this.#sending) {
      this.#again = true;
      return;
    }
    this.#sending = true;
    try {
      do {
        this.#again = false;
        while (this.#now() >= this.#notBefore) {
          const next = this.#readOutbox()[0];
          if (!next) break;
          const noticeHash = await this.#hashOf(next.notice).catch(() => undefined);
          if (noticeHash === undefined) {
            // No Web Crypto (a page served over plain HTTP): nothing can be sent from this page; it waits for a later visit.
            this.#warn(
              'Consent records cannot be sent from this page: Web Crypto (crypto.subtle) is unavailable, so the notice cannot be hashed.',
            );
            return;
          }
          const answer = await this.#options.recorder.send({ ...next.record, noticeHash });
          this.#settle(next, answer);
          if (answer.kind === 'retry') break;
        }
      } while (this.#again && this.#now() >= this.#notBefore);
    } finally {
      this.#sending = false;
    }
  }

  /**
   * The page is going away: one more try, with keepalive so the requests outlive it, for every
   * record whose hash is already known (hashing is asynchronous and the page may not wait for it).
   */
  sendBeforeLeaving(): void {
    for (const pending of this.#readOutbox()) {
      const noticeHash = this.#known.get(pending.notice);
      if (noticeHash === undefined) continue;
      void this.#options.recorder.send({ ...pending.record, noticeHash }, { keepalive: true }).then((answer) => {
        // A page kept in the back/forward cache comes back: what was acknowledged meanwhile is settled.
        if (answer.kind !== 'retry') this.#settle(pending, answer);
      });
    }
  }

  snapshot(): ConsentReceiptsSnapshot {
    return (this.#snapshot ??= { receipt: this.#readReceipt(), pending: this.#readOutbox() });
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #settle(pending: PendingRecord, answer: RecorderAnswer): void {
    const { recordId } = pending.record;
    if (answer.kind === 'retry') {
      this.#failures += 1;
      const delay = retryDelayMs(this.#failures, this.#random(), answer.retryAfterMs);
      this.#notBefore = this.#now() + delay;
      if (!this.#warnedRetry) {
        this.#warnedRetry = true;
        this.#warn(
          `Consent records could not be sent (${answer.reason}); they are kept and sent again, next in ${Math.round(delay / 1000)} s.`,
        );
      }
      this.#retryIn(delay);
      return;
    }
    this.#failures = 0;
    this.#warnedRetry = false;
    this.#writeOutbox(this.#readOutbox().filter((entry) => entry.record.recordId !== recordId));
    if (answer.kind === 'recorded') this.#keepReceipt(answer.receipt, pending.record.decidedAt);
    else
      this.#warn(`The consent ledger refused record ${recordId} (${answer.reason}); it is dropped, since sending it again cannot succeed.`);
    this.#changed();
  }

  /** Only the latest decision's receipt is kept: the privacy page shows when the current choice was recorded. */
  #keepReceipt(receipt: ConsentRecordReceipt, decidedAt: string): void {
    const kept = this.#readReceipt();
    if (kept && Date.parse(kept.decidedAt) > Date.parse(decidedAt)) return;
    const value: KeptReceipt = { recordId: receipt.recordId, consentId: receipt.consentId, recordedAt: receipt.recordedAt, decidedAt };
    this.#memory.receipt = value;
    this.#write(CONSENT_RECEIPT_STORAGE_KEY, JSON.stringify(value));
  }

  #retryIn(delay: number): void {
    const timers = this.#options.timers ?? globalThis;
    if (this.#timer !== undefined) timers.clearTimeout(this.#timer as number);
    this.#timer = timers.setTimeout(() => {
      this.#timer = undefined;
      void this.flush();
    }, delay);
  }

  #hashOf(text: string): Promise<string> {
    let hash = this.#hashes.get(text);
    if (!hash) {
      hash = (this.#options.hash ?? sha256Hex)(text);
      this.#hashes.set(text, hash);
      // Without Web Crypto (a page not served over HTTPS) the hash fails; the send path says so once.
      void hash.then(
        (hex) => this.#known.set(text, hex),
        () => undefined,
      );
    }
    return hash;
  }

  #later(run: () => void): void {
    if (this.#options.later) this.#options.later(run);
    else afterFirstPaint(run);
  }

  #changed(): void {
    this.#snapshot = undefined;
    for (const listener of this.#listeners) listener();
  }

  #readOutbox(): PendingRecord[] {
    const text = this.#read(CONSENT_OUTBOX_STORAGE_KEY);
    return text === undefined ? this.#memory.outbox : parseOutbox(text);
  }

  #writeOutbox(outbox: PendingRecord[]): void {
    this.#memory.outbox = outbox;
    if (outbox.length === 0) this.#remove(CONSENT_OUTBOX_STORAGE_KEY);
    else this.#write(CONSENT_OUTBOX_STORAGE_KEY, JSON.stringify(outbox));
  }

  #readReceipt(): KeptReceipt | undefined {
    const text = this.#read(CONSENT_RECEIPT_STORAGE_KEY);
    return text === undefined ? this.#memory.receipt : parseReceipt(text);
  }

  /** undefined: storage is unavailable (the memory copy stands in); null: nothing stored. */
  #read(key: string): string | null | undefined {
    const { storage } = this.#options;
    if (!storage) return undefined;
    try {
      return storage().getItem(key);
    } catch (error) {
      this.#storageUnavailable(error);
      return undefined;
    }
  }

  #write(key: string, value: string): void {
    try {
      this.#options.storage?.().setItem(key, value);
    } catch (error) {
      this.#storageUnavailable(error);
    }
  }

  #remove(key: string): void {
    try {
      this.#options.storage?.().removeItem(key);
    } catch (error) {
      this.#storageUnavailable(error);
    }
  }

  #storageUnavailable(error: unknown): void {
    if (this.#warnedStorage) return;
    this.#warnedStorage = true;
    this.#warn(
      `localStorage is unavailable; consent records wait in this page only (${error instanceof Error ? error.message : String(error)}).`,
    );
  }

  #warn(message: string): void {
    (this.#options.warn ?? ((text: string) => console.warn(`[shellkit] ${text}`)))(message);
  }

  #now(): number {
    return (this.#options.now?.() ?? new Date()).getTime();
  }

  #random(): number {
    return (this.#options.random ?? Math.random)();
  }
}
