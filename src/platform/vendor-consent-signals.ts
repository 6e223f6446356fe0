export type ConsentSignalListener = (vendor: string, signal: string) => void;

/**
 * What each vendor was last told about consent, in its own terms, for the shell inspector. One per
 * page, like the vendors' SDKs; a report costs a Map write.
 */
export class VendorConsentSignals {
  readonly #signals = new Map<string, string>();
  readonly #listeners = new Set<ConsentSignalListener>();

  report(vendor: string, signal: string): void {
    if (this.#signals.get(vendor) === signal) return;
    this.#signals.set(vendor, signal);
    for (const listener of this.#listeners) listener(vendor, signal);
  }

  get signals(): ReadonlyMap<string, string> {
    return this.#signals;
  }

  subscribe(listener: ConsentSignalListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}

export const vendorConsentSignals = new VendorConsentSignals();
