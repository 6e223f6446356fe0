import type { VendorBoard, VendorBoardListener } from '../ports/vendor-boards.port';

/**
 * The latest value each vendor reported (its SDK's status, the consent it was last told), for the
 * shell inspector. One per page, made by the composition root; a report costs a Map write, and
 * nothing listens until the inspector asks.
 */
export class LatestPerVendor<Value> implements VendorBoard<Value> {
  readonly #latest = new Map<string, Value>();
  readonly #listeners = new Set<VendorBoardListener<Value>>();

  report(vendor: string, value: Value): void {
    if (this.#latest.get(vendor) === value) return;
    this.#latest.set(vendor, value);
    for (const listener of this.#listeners) listener(vendor, value);
  }

  get latest(): ReadonlyMap<string, Value> {
    return this.#latest;
  }

  subscribe(listener: VendorBoardListener<Value>): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
