export declare function ensurePostgresql(): string;
export declare function startPostgresCluster(): Promise<{ readonly url: string; stop(): void }>;
