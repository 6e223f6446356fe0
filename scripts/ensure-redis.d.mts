export declare function ensureRedis(): string;
export declare function startRedisServer(): Promise<{ readonly url: string; readonly port: number; stop(): Promise<void> }>;
