import type { UnsentCall } from '../domain/unsent-calls';

/** Where calls the visitor permitted but the page could not send before it was left wait for the next visit. */
export interface UnsentCallsStore {
  /** Adds these to what is kept (another tab may have kept some too). */
  keep(calls: readonly UnsentCall[]): void;
  /** Everything kept, removed as it is read: whoever takes the calls sends them, once. */
  take(): UnsentCall[];
}
