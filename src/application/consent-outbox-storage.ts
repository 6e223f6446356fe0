import {
  CONSENT_OUTBOX_STORAGE_KEY,
  CONSENT_RECEIPT_STORAGE_KEY,
  parseOutbox,
  parseReceipt,
  type KeptReceipt,
  type PendingRecord,
} from '../domain/consent-outbox-rules';

/**
 * Where the outbox and the latest receipt are kept: localStorage, or this page's memory when there
 * is none (a consent store in memory) or it throws (cookies disabled, Safari private mode, quota full).
 */
export class ConsentOutboxStorage {
  readonly #storage: (() => Storage) | undefined;
  readonly #warn: (message: string) => void;
  /** Only when storage throws or there is none: the outbox and receipt for this page's life. */
  #memory: { outbox: PendingRecord[]; receipt: KeptReceipt | undefined } = { outbox: [], receipt: undefined };
  #warned = false;

  constructor(storage: (() => Storage) | undefined, warn: (message: string) => void) {
    this.#storage = storage;
    this.#warn = warn;
  }

  readOutbox(): PendingRecord[] {
    const text = this.#read(CONSENT_OUTBOX_STORAGE_KEY);
    return text === undefined ? this.#memory.outbox : parseOutbox(text);
  }

  writeOutbox(outbox: PendingRecord[]): void {
    this.#memory.outbox = outbox;
    if (outbox.length === 0) this.#remove(CONSENT_OUTBOX_STORAGE_KEY);
    else this.#write(CONSENT_OUTBOX_STORAGE_KEY, JSON.stringify(outbox));
  }

  readReceipt(): KeptReceipt | undefined {
    const text = this.#read(CONSENT_RECEIPT_STORAGE_KEY);
    return text === undefined ? this.#memory.receipt : parseReceipt(text);
  }

  writeReceipt(receipt: KeptReceipt): void {
    this.#memory.receipt = receipt;
    this.#write(CONSENT_RECEIPT_STORAGE_KEY, JSON.stringify(receipt));
  }

  /** undefined: storage is unavailable (the memory copy stands in); null: nothing stored. */
  #read(key: string): string | null | undefined {
    if (!this.#storage) return undefined;
    try {
      return this.#storage().getItem(key);
    } catch (error) {
      this.#unavailable(error);
      return undefined;
    }
  }

  #write(key: string, value: string): void {
    try {
      this.#storage?.().setItem(key, value);
    } catch (error) {
      this.#unavailable(error);
    }
  }

  #remove(key: string): void {
    try {
      this.#storage?.().removeItem(key);
    } catch (error) {
      this.#unavailable(error);
    }
  }

  // Once per page: a page with storage disabled would otherwise warn on every record.
  #unavailable(error: unknown): void {
    if (this.#warned) return;
    this.#warned = true;
    this.#warn(
      `localStorage is unavailable; consent records wait in this page only (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
}
