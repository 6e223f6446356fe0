/** Which port a call went through; the consent port also reports decisions. */
export type ActivityPort = 'analytics' | 'pixel' | 'heatmap' | 'errors' | 'consent' | 'vendor';

/**
 * What became of a call: sent to the adapter, held until the visitor decides (opt-in mode),
 * or not sent (declined, or the pixel under Global Privacy Control).
 */
export type ActivityOutcome = 'sent' | 'held for consent' | 'not sent';

export interface ActivityEntry {
  readonly id: number;
  /** Date.now() when the shell made the call. */
  readonly at: number;
  readonly port: ActivityPort;
  /** The adapter the config chose for that port ("segment", "memory", …) or the vendor, for vendor state entries. */
  readonly adapter: string;
  /** What happened, in a few words: "page view /privacy", "event Sample Event", "Segment ready". */
  readonly summary: string;
  readonly outcome: ActivityOutcome | undefined;
  /** The call's payload as the adapter received it (after currentPage enrichment). */
  readonly detail: unknown;
}

export type NewActivity = Omit<ActivityEntry, 'id' | 'at'>;

/** Enough for a long session of clicking around; the oldest entries go first. */
export const ACTIVITY_LIMIT = 500;

/** Every port call the shell made in this page's life, for the inspector. Kept in memory only; never sent anywhere. */
export class ShellActivity {
  #entries: readonly ActivityEntry[] = [];
  readonly #listeners = new Set<() => void>();
  #nextId = 1;

  record(activity: NewActivity, at = Date.now()): void {
    // A new array on every change, so a React subscriber can compare snapshots by identity.
    this.#entries = [...this.#entries, { ...activity, id: this.#nextId++, at }].slice(-ACTIVITY_LIMIT);
    this.#notify();
  }

  /** Oldest first. */
  get entries(): readonly ActivityEntry[] {
    return this.#entries;
  }

  clear(): void {
    this.#entries = [];
    this.#notify();
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #notify(): void {
    for (const listener of this.#listeners) listener();
  }
}
