import { z } from 'zod';
import type { ConfigResult, ShellConfig } from './shell-config';
import { formatConfigIssues, unsetIfEmpty, type EnvSource } from './env-source';
import { tunnelPathSchema } from './tunnel-path.schema';

const shellEnvSchema = z.object({
  VITE_CONSENT_STORE: z.preprocess(unsetIfEmpty, z.enum(['local-storage', 'memory']).default('local-storage')),
  SENTRY_TUNNEL_PATH: tunnelPathSchema,
});

/** The environment variables the browser build reads (SENTRY_TUNNEL_PATH is shared with the server); every one is documented in README and .env.example. */
export const SHELL_ENV_VARIABLES = Object.keys(shellEnvSchema.shape) as ReadonlyArray<keyof typeof shellEnvSchema.shape>;

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
