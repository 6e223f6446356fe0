import { z } from 'zod';
import { CHOOSABLE_PURPOSES } from './consent';
import { GENERIC_IFRAME_ID, type EmbedChoice, type EmbedFacts } from './embed-facts';
import { formatConfigIssues, unsetIfEmpty, type EnvSource } from './env-source';
import type { ConfigResult } from './shell-config';

/** The embed variables, documented with the shell's own (shellEnvVariables). */
export const EMBED_VARIABLES = ['VITE_EMBEDS', 'VITE_EMBED_IFRAME_ORIGINS', 'VITE_EMBED_IFRAME_PURPOSE'] as const;

const commaList = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * The embed services a site's pages use (VITE_EMBEDS, comma-separated ids; none by default), against the services the
 * shell knows: the CSP's frame-src lets exactly their frames in, and the privacy page names them. The generic iframe
 * takes its origins (VITE_EMBED_IFRAME_ORIGINS) and its one purpose (VITE_EMBED_IFRAME_PURPOSE) from the config too.
 */
export function parseEmbedEnv(env: EnvSource, services: readonly EmbedFacts[]): ConfigResult<readonly EmbedChoice[]> {
  const ids = services.map((service) => service.id);
  const origin = z
    .url({ protocol: /^https$/, error: 'must list https origins separated by commas, such as https://maps.example.org' })
    .refine((value) => new URL(value).pathname === '/' && !new URL(value).search, 'must list origins, with no path or query')
    .transform((value) => new URL(value).origin);
  const schema = z
    .object({
      VITE_EMBEDS: z.preprocess(
        unsetIfEmpty,
        z
          .string()
          .transform(commaList)
          .superRefine((listed, context) => {
            const unknown = listed.filter((id) => !ids.includes(id));
            if (unknown.length > 0)
              context.addIssue({ code: 'custom', message: `${unknown.join(', ')}: not an embed service; use ids from ${ids.join(', ')}` });
          })
          .default([]),
      ),
      VITE_EMBED_IFRAME_ORIGINS: z.preprocess(unsetIfEmpty, z.string().transform(commaList).pipe(z.array(origin)).default([])),
      VITE_EMBED_IFRAME_PURPOSE: z.preprocess(
        unsetIfEmpty,
        z.enum(CHOOSABLE_PURPOSES, { error: `must be one of ${CHOOSABLE_PURPOSES.join(', ')}` }).optional(),
      ),
    })
    .superRefine((variables, context) => {
      const generic = variables.VITE_EMBEDS.includes(GENERIC_IFRAME_ID);
      const problem = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
      if (generic && variables.VITE_EMBED_IFRAME_ORIGINS.length === 0)
        problem('VITE_EMBED_IFRAME_ORIGINS', `must list the https origins of the pages VITE_EMBEDS's "${GENERIC_IFRAME_ID}" frames`);
      if (generic && !variables.VITE_EMBED_IFRAME_PURPOSE)
        problem('VITE_EMBED_IFRAME_PURPOSE', `must say what the "${GENERIC_IFRAME_ID}" frames serve: ${CHOOSABLE_PURPOSES.join(', ')}`);
      for (const variable of ['VITE_EMBED_IFRAME_ORIGINS', 'VITE_EMBED_IFRAME_PURPOSE'] as const)
        if (!generic && unsetIfEmpty(env[variable]) !== undefined)
          problem(variable, `is read only when VITE_EMBEDS lists "${GENERIC_IFRAME_ID}": add it there or unset this`);
    });
  const parsed = schema.safeParse(env);
  if (!parsed.success) return { ok: false, error: formatConfigIssues('shell', parsed.error, env) };
  const { VITE_EMBEDS: listed, VITE_EMBED_IFRAME_ORIGINS: origins, VITE_EMBED_IFRAME_PURPOSE: purpose } = parsed.data;
  const chosen = services
    .filter((service) => listed.includes(service.id))
    .map(({ id, label, kind, purpose: own, privacyPolicy, frameOrigins, storage }): EmbedChoice =>
      id === GENERIC_IFRAME_ID
        ? {
            id,
            label: origins.map((value) => new URL(value).host).join(', '),
            kind,
            purpose: purpose ?? own,
            privacyPolicy,
            frameOrigins: origins,
            storage,
          }
        : { id, label, kind, purpose: own, privacyPolicy, frameOrigins, storage },
    );
  return { ok: true, config: chosen };
}
