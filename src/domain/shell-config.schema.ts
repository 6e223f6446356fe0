import { z } from 'zod';
import type { ConfigResult, ShellConfig } from './shell-config';
import { tunnelPathSchema } from './tunnel-path.schema';

/** A variable set to the empty string (`FOO=` in a .env file) means "not set". */
export const unsetIfEmpty = (value: unknown): unknown => (value === '' ? undefined : value);

const shellEnvSchema = z.object({
  VITE_CONSENT_STORE: z.preprocess(unsetIfEmpty, z.enum(['local-storage', 'memory']).default('local-storage')),
  SENTRY_TUNNEL_PATH: tunnelPathSchema,
});

/** The environment variables the browser build reads (SENTRY_TUNNEL_PATH is shared with the server); every one is documented in README and .env.example. */
export const SHELL_ENV_VARIABLES = Object.keys(shellEnvSchema.shape) as ReadonlyArray<keyof typeof shellEnvSchema.shape>;

export type EnvSource = Readonly<Record<string, string | undefined>>;

export function parseShellEnv(env: EnvSource): ConfigResult<ShellConfig> {
  const parsed = shellEnvSchema.safeParse(env);
  if (!parsed.success) return { ok: false, error: formatConfigIssues('shell', parsed.error, env) };
  return {
    ok: true,
    config: {
      consent: { adapter: parsed.data.VITE_CONSENT_STORE },
      analytics: { adapter: 'memory' },
      pixel: { adapter: 'memory' },
      heatmap: { adapter: 'memory' },
      errors: { adapter: 'memory' },
      monitoring: { tunnelPath: parsed.data.SENTRY_TUNNEL_PATH },
    },
  };
}

/** One line per bad variable, naming it, so a failed build says exactly what to fix. */
export function formatConfigIssues(scope: string, error: z.ZodError, env: EnvSource): string {
  const lines = error.issues.map((issue) => {
    const variable = issue.path.map(String).join('.') || '(config)';
    const value = env[variable];
    const received = value === undefined ? '' : ` (got ${JSON.stringify(value)})`;
    return `  ${variable}: ${issue.message}${received}`;
  });
  return `Invalid ${scope} config:\n${lines.join('\n')}`;
}
