import { z } from 'zod';
import { formatConfigIssues, unsetIfEmpty, type EnvSource } from './env-source';
import { MONITORING_POLICY } from './monitoring-policy';
import { tunnelTargetOf, tunnelUrlFor } from './sentry-dsn';
import { tunnelledDsnSchema } from './sentry-dsn.schema';
import type {
  AnalyticsConfig,
  ConfigResult,
  ErrorsConfig,
  HeatmapConfig,
  PixelConfig,
  ShellConfig,
} from './shell-config';
import { tunnelPathSchema } from './tunnel-path.schema';

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(unsetIfEmpty, schema.optional());
const pattern = (regex: RegExp, message: string) => optional(z.string().regex(regex, message));

const shellEnvSchema = z
  .object({
    VITE_CONSENT_STORE: z.preprocess(unsetIfEmpty, z.enum(['local-storage', 'memory']).default('local-storage')),
    VITE_CONSENT_MODE: z.preprocess(unsetIfEmpty, z.enum(['notice', 'opt-in']).default('notice')),
    VITE_SEGMENT_WRITE_KEY: pattern(/^[A-Za-z0-9_-]{8,64}$/, 'must be a Segment write key: 8 to 64 letters, digits, "_" or "-"'),
    VITE_SEGMENT_CDN_URL: optional(
      z
        .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://cdn.example.com' })
        .refine((value) => !new URL(value).search && !new URL(value).hash, 'must have no query or fragment')
        .transform((value) => value.replace(/\/+$/, '')),
    ),
    VITE_SEGMENT_API_HOST: pattern(
      /^[A-Za-z0-9.-]+(:\d{1,5})?(\/[A-Za-z0-9._~-]+)*$/,
      'must be host[:port][/path] without a scheme, as Segment expects (e.g. api.example.com/v1)',
    ),
    VITE_POSTHOG_KEY: pattern(
      /^phc_[A-Za-z0-9]{8,64}$/,
      'must be a PostHog project API key: "phc_" then letters and digits (never a personal API key, "phx_…", which is a secret)',
    ),
    VITE_POSTHOG_HOST: optional(
      z
        .url({ protocol: /^https$/, error: 'must be an https URL such as https://eu.i.posthog.com or your own proxy' })
        .refine((value) => !/[?#]/.test(value), 'must have no query or fragment')
        .transform((value) => value.replace(/\/+$/, '')),
    ),
    VITE_PIXEL_SINK: optional(z.enum(['memory', 'meta-pixel'])),
    VITE_META_PIXEL_ID: pattern(/^\d{5,20}$/, 'must be a Meta pixel id: digits only'),
    VITE_HOTJAR_SITE_ID: pattern(/^\d{1,12}$/, 'must be a Hotjar site id: digits only'),
    VITE_CLARITY_PROJECT_ID: pattern(/^[a-z0-9]{4,32}$/, 'must be a Clarity project id: lowercase letters and digits'),
    VITE_SENTRY_DSN: optional(tunnelledDsnSchema),
    VITE_SENTRY_ENVIRONMENT: pattern(/^[^\s/]{1,64}$/, 'must be 1 to 64 characters with no spaces or "/" (Sentry rejects those)'),
    VITE_SHELL_INSPECTOR: z.preprocess(unsetIfEmpty, z.enum(['on', 'off']).default('on')),
    SENTRY_TUNNEL_PATH: tunnelPathSchema,
  })
  .superRefine((env, context) => {
    if (env.VITE_HOTJAR_SITE_ID && env.VITE_CLARITY_PROJECT_ID) {
      const message = 'VITE_HOTJAR_SITE_ID and VITE_CLARITY_PROJECT_ID are both set, but one heatmap service runs at a time: unset one';
      context.addIssue({ code: 'custom', path: ['VITE_HOTJAR_SITE_ID'], message });
      context.addIssue({ code: 'custom', path: ['VITE_CLARITY_PROJECT_ID'], message });
    }
    if (env.VITE_PIXEL_SINK === 'memory' && env.VITE_META_PIXEL_ID) {
      context.addIssue({ code: 'custom', path: ['VITE_PIXEL_SINK'], message: 'is "memory" but VITE_META_PIXEL_ID is set: unset one' });
    }
    for (const variable of ['VITE_SEGMENT_CDN_URL', 'VITE_SEGMENT_API_HOST'] as const) {
      if (env[variable] && !env.VITE_SEGMENT_WRITE_KEY) {
        context.addIssue({ code: 'custom', path: [variable], message: 'is set but VITE_SEGMENT_WRITE_KEY is not, so Segment is off' });
      }
    }
    if (env.VITE_SEGMENT_WRITE_KEY && env.VITE_POSTHOG_KEY) {
      const message = 'VITE_SEGMENT_WRITE_KEY and VITE_POSTHOG_KEY are both set, but one analytics service runs at a time: unset one';
      context.addIssue({ code: 'custom', path: ['VITE_SEGMENT_WRITE_KEY'], message });
      context.addIssue({ code: 'custom', path: ['VITE_POSTHOG_KEY'], message });
    }
    if (env.VITE_POSTHOG_HOST && !env.VITE_POSTHOG_KEY) {
      context.addIssue({ code: 'custom', path: ['VITE_POSTHOG_HOST'], message: 'is set but VITE_POSTHOG_KEY is not, so PostHog is off' });
    }
    if (env.VITE_SENTRY_ENVIRONMENT && !env.VITE_SENTRY_DSN) {
      context.addIssue({ code: 'custom', path: ['VITE_SENTRY_ENVIRONMENT'], message: 'is set but VITE_SENTRY_DSN is not, so Sentry is off' });
    }
  });

type ShellEnv = z.infer<typeof shellEnvSchema>;

/** The environment variables the browser build reads (SENTRY_TUNNEL_PATH is shared with the server); every one is documented in README and .env.example. */
export const SHELL_ENV_VARIABLES = Object.keys(shellEnvSchema.shape) as ReadonlyArray<keyof typeof shellEnvSchema.shape>;

export function parseShellEnv(env: EnvSource): ConfigResult<ShellConfig> {
  const parsed = shellEnvSchema.safeParse(env);
  if (!parsed.success) return { ok: false, error: formatConfigIssues('shell', parsed.error, env) };
  const data = parsed.data;
  return {
    ok: true,
    config: {
      consent: { adapter: data.VITE_CONSENT_STORE },
      consentMode: data.VITE_CONSENT_MODE,
      analytics: analyticsConfig(data),
      pixel: pixelConfig(data),
      heatmap: heatmapConfig(data),
      errors: errorsConfig(data),
      inspector: data.VITE_SHELL_INSPECTOR === 'on',
      monitoring: { tunnelPath: data.SENTRY_TUNNEL_PATH },
    },
  };
}

/** PostHog's own default api_host: its US cloud. */
const POSTHOG_US_CLOUD = 'https://us.i.posthog.com';

function analyticsConfig(env: ShellEnv): AnalyticsConfig {
  if (env.VITE_POSTHOG_KEY) return { adapter: 'posthog', apiKey: env.VITE_POSTHOG_KEY, apiHost: env.VITE_POSTHOG_HOST ?? POSTHOG_US_CLOUD };
  if (!env.VITE_SEGMENT_WRITE_KEY) return { adapter: 'memory' };
  return { adapter: 'segment', writeKey: env.VITE_SEGMENT_WRITE_KEY, cdnUrl: env.VITE_SEGMENT_CDN_URL, apiHost: env.VITE_SEGMENT_API_HOST };
}

function pixelConfig(env: ShellEnv): PixelConfig {
  const adapter = env.VITE_PIXEL_SINK ?? (env.VITE_META_PIXEL_ID ? 'meta-pixel' : 'memory');
  return adapter === 'memory' ? { adapter } : { adapter, pixelId: env.VITE_META_PIXEL_ID };
}

function heatmapConfig(env: ShellEnv): HeatmapConfig {
  if (env.VITE_HOTJAR_SITE_ID) return { adapter: 'hotjar', siteId: env.VITE_HOTJAR_SITE_ID };
  if (env.VITE_CLARITY_PROJECT_ID) return { adapter: 'clarity', projectId: env.VITE_CLARITY_PROJECT_ID };
  return { adapter: 'memory' };
}

function errorsConfig(env: ShellEnv): ErrorsConfig {
  const dsn = env.VITE_SENTRY_DSN;
  // The schema only lets through DSNs with an organisation host, so the target always exists.
  const target = dsn && tunnelTargetOf(dsn);
  if (!dsn || !target) return { adapter: 'memory' };
  return {
    adapter: 'sentry',
    dsn: `${dsn.protocol}://${encodeURIComponent(dsn.publicKey)}@${dsn.host}/${dsn.projectId}`,
    environment: env.VITE_SENTRY_ENVIRONMENT ?? MONITORING_POLICY.defaultEnvironment,
    tunnel: tunnelUrlFor(env.SENTRY_TUNNEL_PATH, target),
  };
}
