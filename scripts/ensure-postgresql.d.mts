export declare function ensurePostgresql(): string;
/**
 * A throwaway cluster of its own: `stop()` shuts it down and deletes its files (safe to call twice);
 * `halt()` shuts it down keeping them, `restart()` starts it again on the same port.
 */
export declare function startPostgresCluster(): Promise<{
  readonly url: string;
  stop(): void;
  halt(): Promise<void>;
  restart(): Promise<void>;
}>;
