import type { ChildProcess } from 'node:child_process';

export declare const SERVER_SCRIPT: string;

export interface RunningShellServer {
  readonly origin: string;
  readonly port: number;
  readonly process: ChildProcess;
  /** The last of what the server wrote to stderr (its JSON log lines). */
  stderr(): string;
  stop(): Promise<void>;
}

export interface ShellServerOptions {
  /** The server script; dist/server/main.js by default. */
  readonly script?: string;
  readonly timeoutMs?: number;
}

export declare function startShellServer(env?: Readonly<Record<string, string>>, options?: ShellServerOptions): Promise<RunningShellServer>;
/** How a server with `env` refused to start (exit code and stderr), or undefined when it started. */
export declare function serverStartFailure(
  env: Readonly<Record<string, string>>,
  options?: ShellServerOptions,
): Promise<{ readonly code: number; readonly stderr: string } | undefined>;
