import { z } from 'zod';
import type { ConfigResult } from './shell-config';
import { formatConfigIssues, type EnvSource } from './shell-config.schema';

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
}

const serverEnvSchema = z.object({
  PORT: z.preprocess(
    (value) => (value === '' || value === undefined ? undefined : Number(value)),
    z.number({ error: 'must be a whole number from 1 to 65535' }).int().min(1).max(65535).default(3000),
  ),
  HOST: z.preprocess((value) => (value === '' ? undefined : value), z.string().default('0.0.0.0')),
});

export function parseServerEnv(env: EnvSource): ConfigResult<ServerConfig> {
  const parsed = serverEnvSchema.safeParse(env);
  if (!parsed.success) return { ok: false, error: formatConfigIssues('server', parsed.error, env) };
  return { ok: true, config: { port: parsed.data.PORT, host: parsed.data.HOST } };
}
