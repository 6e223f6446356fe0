/** How a vendor SDK is doing, as the inspector shows it. */
export type VendorStatus = 'loading' | 'ready' | 'blocked' | 'failing';

export type VendorStatusListener = (vendor: string, status: VendorStatus) => void;

/**
 * Where every deferred SDK reports its status, for the shell inspector. One per page: the SDKs are
 * per page too. Reporting costs a Map write; nothing listens until the inspector asks.
 */
export class VendorStatusBoard {
  readonly #statuses = new Map<string, VendorStatus>();
  readonly #listeners = new Set<VendorStatusListener>();

  report(vendor: string, status: VendorStatus): void {
    if (this.#statuses.get(vendor) === status) return;
    this.#statuses.set(vendor, status);
    for (const listener of this.#listeners) listener(vendor, status);
  }

  get statuses(): ReadonlyMap<string, VendorStatus> {
    return this.#statuses;
  }

  subscribe(listener: VendorStatusListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}

export const vendorStatusBoard = new VendorStatusBoard();
