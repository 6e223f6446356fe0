/** The ledger variables a test server needs on top of `env` (none when it sets its own), and how to remove what they made. */
export declare function ledgerEnvFor(env?: Readonly<Record<string, string>>): {
  readonly env: Readonly<Record<string, string>>;
  cleanup(): void;
};
/** The variable naming the run's prepared embedded ledger, copied for each server that needs one. */
export declare const LEDGER_TEMPLATE_VARIABLE: string;
