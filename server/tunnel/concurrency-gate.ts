/**
 * A count of tunnel requests in progress, with a ceiling: past it a request is refused (503)
 * rather than queued, so a burst of slow or stalled uploads cannot pile up sockets and buffers.
 * Per process (per isolate on a Worker).
 */
export interface ConcurrencyGate {
  /** Takes a place if one is free; the caller must `leave()` once it is done. */
  tryEnter(): boolean;
  leave(): void;
  readonly active: number;
}

export function concurrencyGate(max: number): ConcurrencyGate {
  let active = 0;
  return {
    tryEnter: () => {
      if (active >= max) return false;
      active++;
      return true;
    },
    leave: () => {
      active = Math.max(0, active - 1);
    },
    get active() {
      return active;
    },
  };
}
