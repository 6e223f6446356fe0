import type { ConsentReceiptsSnapshot } from '../ports/consent-receipts.port';

/**
 * The privacy page's view of the outbox as an external store (useSyncExternalStore): the same
 * snapshot object until something changes, and the subscribers told when it does.
 */
export class ReceiptsSnapshot {
  readonly #read: () => ConsentReceiptsSnapshot;
  readonly #listeners = new Set<() => void>();
  #snapshot: ConsentReceiptsSnapshot | undefined;

  constructor(read: () => ConsentReceiptsSnapshot) {
    this.#read = read;
  }

  snapshot(): ConsentReceiptsSnapshot {
    return (this.#snapshot ??= this.#read());
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  changed(): void {
    this.#snapshot = undefined;
    for (const listener of this.#listeners) listener();
  }
}
