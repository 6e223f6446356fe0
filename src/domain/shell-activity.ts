/** Which port a call went through; the consent port also reports decisions. */
export type ActivityPort = 'analytics' | 'pixel' | 'heatmap' | 'errors' | 'chat' | 'consent' | 'vendor';

/**
 * What became of a call (issue 36): handed to the vendor's SDK (which sends it when and if it will: an SDK
 * may drop events it takes for a bot's), sent (only where the shell knows it: a vendor whose call settles
 * once the vendor accepted it, as a plain HTTP request does, or the in-memory adapter, which records it as it
 * takes it), held until the visitor decides (opt-in mode), or not sent (declined, the pixel under Global
 * Privacy Control, a vendor that refused it).
 */
export type ActivityOutcome = 'handed to the SDK' | 'sent' | 'held for consent' | 'not sent';

export interface ActivityEntry {
  readonly id: number;
  /** Date.now() when the shell made the call. */
  readonly at: number;
  readonly port: ActivityPort;
  /** The adapter the config chose for that port (its id, "memory" for the in-memory default) or the vendor, for vendor state entries. */
  readonly adapter: string;
  /** What happened, in a few words: "page view /privacy", "event Sample Event", "… ready". */
  readonly summary: string;
  readonly outcome: ActivityOutcome | undefined;
  /** Why it was held or not sent: "no decision yet", "marketing refused", "Global Privacy Control", "vendor could not be loaded". */
  readonly reason?: string;
  /** The call's payload as the adapter received it (after currentPage enrichment). */
  readonly detail: unknown;
}

/** What became of a call, once it is known. */
export type SettledActivity = Pick<ActivityEntry, 'outcome' | 'reason'>;

export type NewActivity = Omit<ActivityEntry, 'id' | 'at'> & {
  /** Settles with what became of the call once the vendor answered (a vendor that confirms delivery): the entry is amended then. */
  readonly settles?: PromiseLike<SettledActivity>;
};

/** Enough for a long session of clicking around; the oldest entries go first. */
export const ACTIVITY_LIMIT = 500;

/** Every port call the shell made in this page's life, for the inspector. Kept in memory only; never sent anywhere. */
export class ShellActivity {
  // Appended in place and trimmed in batches, so recording while the inspector is closed costs a push.
  readonly #log: ActivityEntry[] = [];
  #snapshot: readonly ActivityEntry[] | undefined;
  readonly #listeners = new Set<() => void>();
  #nextId = 1;

  record({ settles, ...activity }: NewActivity, at = Date.now()): void {
    const id = this.#nextId++;
    this.#log.push({ ...activity, id, at });
    if (this.#log.length >= 2 * ACTIVITY_LIMIT) this.#log.splice(0, this.#log.length - ACTIVITY_LIMIT);
    this.#changed();
    settles?.then((settled) => this.#settle(id, settled));
  }

  /** The entry, amended with what became of its call; nothing once it has left the log (trimmed or cleared). */
  #settle(id: number, { outcome, reason }: SettledActivity): void {
    const index = this.#log.findLastIndex((entry) => entry.id === id);
    const entry = this.#log[index];
    if (!entry) return;
    const { at, port, adapter, summary, detail } = entry;
    this.#log[index] = { id, at, port, adapter, summary, detail, outcome, ...(reason ? { reason } : {}) };
    this.#changed();
  }

  /** Oldest first, at most ACTIVITY_LIMIT; the same array until the next change, so a React subscriber can compare snapshots by identity. */
  get entries(): readonly ActivityEntry[] {
    this.#snapshot ??= this.#log.slice(-ACTIVITY_LIMIT);
    return this.#snapshot;
  }

  clear(): void {
    this.#log.length = 0;
    this.#changed();
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #changed(): void {
    this.#snapshot = undefined;
    for (const listener of this.#listeners) listener();
  }
}
