export declare function ensurePostgresql(): string;
/** A throwaway cluster of its own: `stop()` shuts it down and deletes its files (safe to call twice). */
export declare function startPostgresCluster(): Promise<{ readonly url: string; stop(): void }>;
