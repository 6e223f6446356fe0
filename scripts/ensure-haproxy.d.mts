export declare function ensureHaproxy(): string;
export interface RunningHaproxy {
  /** Where clients reach the balancer. */
  readonly origin: string;
  /** Each server's health as HAProxy sees it, by name: `UP`, `DOWN`, `UP 1/2` while changing. */
  serverStates(): Promise<Record<string, string>>;
  /** What HAProxy printed so far. */
  output(): string;
  stop(): Promise<void>;
}
export declare function startHaproxy(options: {
  readonly backends: readonly { readonly name: string; readonly port: number }[];
  readonly healthPath: string;
}): Promise<RunningHaproxy>;
