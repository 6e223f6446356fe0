/** A vendor global as its snippet defines it before the real script arrives: a function that queues its calls on `q`. */
export type QueueingStub = ((...args: unknown[]) => void) & { q?: unknown[] };

/** The snippet's placeholder, written as code (the CSP allows no inline script): the vendor's script replays `q` when it takes over. */
export function queueingStub(): QueueingStub {
  const stub: QueueingStub = (...args: unknown[]) => {
    (stub.q ??= []).push(args);
  };
  return stub;
}
