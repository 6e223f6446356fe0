/** Where config comes from: process.env, a .env file, or a Worker's bindings. */
export type EnvSource = Readonly<Record<string, string | undefined>>;

/** A variable set to the empty string (`FOO=` in a .env file) means "not set". */
export const unsetIfEmpty = (value: unknown): unknown => (value === '' ? undefined : value);

/** A zod issue, or a rule of the shell's or a vendor's own, naming the variable by its path. */
export interface ConfigIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * One line per bad variable, naming it, so a failed build says exactly what to fix. The value
 * received is shown, except for `secrets` (a password in a URL, a token), which must not reach a log.
 */
export function formatConfigIssues(
  scope: string,
  error: { readonly issues: readonly ConfigIssue[] },
  env: EnvSource,
  secrets: readonly string[] = [],
): string {
  const lines = error.issues.map((issue) => {
    const variable = issue.path.map(String).join('.') || '(config)';
    const value = env[variable];
    const received = value === undefined || secrets.includes(variable) ? '' : ` (got ${JSON.stringify(value)})`;
    return `  ${variable}: ${issue.message}${received}`;
  });
  return `Invalid ${scope} config:\n${lines.join('\n')}`;
}
