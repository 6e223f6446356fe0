import { CONSENT_OUTBOX_STORAGE_KEY, CONSENT_RECEIPT_STORAGE_KEY, withRecord, type PendingRecord } from '../domain/consent-outbox-rules';
import type { ConsentRecordReceipt } from '../domain/consent-record';
import { afterFirstPaint } from '../platform/page-lifecycle';
import type { ConsentReceipts, ConsentReceiptsSnapshot } from '../ports/consent-receipts.port';
import type { ConsentRecorder, RecorderAnswer } from '../ports/consent-recorder.port';
import { ConsentOutboxStorage } from './consent-outbox-storage';
import { NoticeHashes } from './notice-hashes';
import { ReceiptsSnapshot } from './receipts-snapshot';
import { RetryBackoff, type RetryBackoffOptions } from './retry-backoff';

export interface ConsentOutboxOptions extends RetryBackoffOptions {
  /**
   * Where the outbox and the latest receipt are kept (localStorage). It may throw, and then, as when
   * none is given (a consent store in memory), they live in this page's memory.
   */
  readonly storage?: () => Storage;
  readonly recorder: ConsentRecorder;
  /** Runs the sending later than the click that made the record: after the next paint unless given. */
  readonly later?: (run: () => void) => void;
  readonly hash?: (text: string) => Promise<string>;
  /** The record's GPP string (docs/gpp.md), made when it is sent; none when not given or when it cannot be made. */
  readonly gppString?: (record: PendingRecord['record']) => Promise<string>;
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
 * is harmless: the server keeps one. Storage, hashing, backoff and the privacy page's snapshot are
 * each their own file; this one sends.
 */
export class ConsentOutbox implements ConsentReceipts {
  readonly #options: ConsentOutboxOptions;
  readonly #stored: ConsentOutboxStorage;
  readonly #hashes: NoticeHashes;
  readonly #backoff: RetryBackoff;
  readonly #view: ReceiptsSnapshot;
  #sending = false;
  #again = false;
  #warnedRetry = false;
  #warnedGpp = false;
  /** Each record's GPP string once made, by record id: a page being left cannot wait for the library. */
  readonly #gppStrings = new Map<string, string>();

  constructor(options: ConsentOutboxOptions) {
    this.#options = options;
    this.#stored = new ConsentOutboxStorage(options.storage, (message) => this.#warn(message));
    this.#hashes = new NoticeHashes(options.hash);
    this.#backoff = new RetryBackoff(options);
    this.#view = new ReceiptsSnapshot(() => ({ receipt: this.#stored.readReceipt(), pending: this.#stored.readOutbox() }));
    options.otherTabs?.addEventListener('storage', (event) => {
      if (event.key === CONSENT_OUTBOX_STORAGE_KEY || event.key === CONSENT_RECEIPT_STORAGE_KEY || event.key === null) this.#view.changed();
    });
  }

  /** A decision was just made: keep its record. Nothing here waits: the network and hashing come later. */
  add(pending: PendingRecord): void {
    const { kept, dropped } = withRecord(this.#stored.readOutbox(), pending);
    this.#stored.writeOutbox(kept);
    for (const { record } of dropped)
      this.#warn(`The consent outbox is full; the oldest record (${record.recordId}, decided ${record.decidedAt}) is dropped unsent.`);
    this.#view.changed();
    this.#later(() => void this.flush());
  }

  /** On a page's start (after its first paint): send what an earlier page left waiting. */
  resume(): void {
    if (this.#stored.readOutbox().length > 0) void this.flush();
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
        while (this.#backoff.due()) {
          const next = this.#stored.readOutbox()[0];
          if (!next) break;
          const noticeHash = await this.#hashes.hashOf(next.notice).catch(() => undefined);
          if (noticeHash === undefined) {
            // No Web Crypto (a page served over plain HTTP): nothing can be sent from this page; it waits for a later visit.
            this.#warn(
              'Consent records cannot be sent from this page: Web Crypto (crypto.subtle) is unavailable, so the notice cannot be hashed.',
            );
            return;
          }
          const gppString = await this.#gppStringOf(next.record);
          const answer = await this.#options.recorder.send({ ...next.record, noticeHash, ...(gppString ? { gppString } : {}) });
          this.#settle(next, answer);
          if (answer.kind === 'retry') break;
        }
      } while (this.#again && this.#backoff.due());
    } finally {
      this.#sending = false;
    }
  }

  /**
   * The page is going away: one more try, with keepalive so the requests outlive it, for every
   * record whose hash is already known (hashing is asynchronous and the page may not wait for it).
   */
  sendBeforeLeaving(): void {
    for (const pending of this.#stored.readOutbox()) {
      const noticeHash = this.#hashes.known(pending.notice);
      if (noticeHash === undefined) continue;
      const gppString = this.#gppStrings.get(pending.record.recordId);
      void this.#options.recorder
        .send({ ...pending.record, noticeHash, ...(gppString ? { gppString } : {}) }, { keepalive: true })
        .then((answer) => {
          // A page kept in the back/forward cache comes back: what was acknowledged meanwhile is settled.
          if (answer.kind !== 'retry') this.#settle(pending, answer);
        });
    }
  }

  snapshot(): ConsentReceiptsSnapshot {
    return this.#view.snapshot();
  }

  subscribe(listener: () => void): () => void {
    return this.#view.subscribe(listener);
  }

  #settle(pending: PendingRecord, answer: RecorderAnswer): void {
    const { recordId } = pending.record;
    if (answer.kind === 'retry') {
      const delay = this.#backoff.failed(() => void this.flush(), answer.retryAfterMs);
      if (!this.#warnedRetry) {
        this.#warnedRetry = true;
        this.#warn(
          `Consent records could not be sent (${answer.reason}); they are kept and sent again, next in ${Math.round(delay / 1000)} s.`,
        );
      }
      return;
    }
    this.#backoff.succeeded();
    this.#warnedRetry = false;
    this.#stored.writeOutbox(this.#stored.readOutbox().filter((entry) => entry.record.recordId !== recordId));
    if (answer.kind === 'recorded') this.#keepReceipt(answer.receipt, pending.record.decidedAt);
    else
      this.#warn(`The consent ledger refused record ${recordId} (${answer.reason}); it is dropped, since sending it again cannot succeed.`);
    this.#view.changed();
  }

  /** Only the latest decision's receipt is kept: the privacy page shows when the current choice was recorded. */
  #keepReceipt(receipt: ConsentRecordReceipt, decidedAt: string): void {
    const kept = this.#stored.readReceipt();
    if (kept && Date.parse(kept.decidedAt) > Date.parse(decidedAt)) return;
    this.#stored.writeReceipt({ recordId: receipt.recordId, consentId: receipt.consentId, recordedAt: receipt.recordedAt, decidedAt });
  }

  /** A GPP string that cannot be made (its chunk not fetched) leaves the record without one, said once: the decision still goes. */
  async #gppStringOf(record: PendingRecord['record']): Promise<string | undefined> {
    const make = this.#options.gppString;
    if (!make) return undefined;
    try {
      const gppString = await make(record);
      this.#gppStrings.set(record.recordId, gppString);
      return gppString;
    } catch (error) {
      if (!this.#warnedGpp) {
        this.#warnedGpp = true;
        this.#warn(`Consent records are sent without their GPP string: ${error instanceof Error ? error.message : String(error)}`);
      }
      return undefined;
    }
  }

  #later(run: () => void): void {
    if (this.#options.later) this.#options.later(run);
    else afterFirstPaint(run);
  }

  #warn(message: string): void {
    (this.#options.warn ?? ((text: string) => console.warn(`[shellkit] ${text}`)))(message);
  }
}
