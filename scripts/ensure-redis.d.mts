export declare function ensureRedis(): string;
export declare function startRedisServer(options?: {
  readonly port?: number;
}): Promise<{ readonly url: string; readonly port: number; stop(): Promise<void>; pause(): void; resume(): void }>;
