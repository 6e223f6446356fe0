/**
 * What an adapter throws (or rejects with) when its vendor's code cannot be had at all: a blocked
 * script, as an ad blocker does. The port's pipeline then takes the vendor for blocked, as when its
 * adapter could not be made, rather than for a vendor that failed one call. For a vendor whose
 * script loads on a port call (a heatmap's `load()`), not when the adapter is made.
 */
export class VendorUnavailable extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'VendorUnavailable';
  }

  /** What a failed script load (or any failure to have the vendor's code) rejects with, keeping its cause. */
  static from(error: unknown): VendorUnavailable {
    return error instanceof VendorUnavailable
      ? error
      : new VendorUnavailable(error instanceof Error ? error.message : String(error), { cause: error });
  }
}
