import { z } from 'zod';
import { formatConfigIssues, unsetIfEmpty, type EnvSource } from './env-source';
import type { ConfigResult, SiteLanguages } from './shell-config';

/** The two language variables, documented with the shell's own (shellEnvVariables). */
export const LANGUAGE_VARIABLES = ['VITE_LANGUAGES', 'VITE_DEFAULT_LANGUAGE'] as const;

const notShipped = (codes: readonly string[], shipped: readonly string[]) =>
  `${codes.join(', ')} ${codes.length === 1 ? 'is not a shipped language' : 'are not shipped languages'}: use codes from ${shipped.join(', ')}`;

/**
 * The languages a site offers (VITE_LANGUAGES, comma-separated; all that ship by default) and its
 * fallback (VITE_DEFAULT_LANGUAGE, `en` by default), against the catalogs the shell ships: a code
 * with no catalog is an error naming its variable, never a page that silently falls back.
 */
export function parseLanguageEnv(env: EnvSource, shipped: readonly string[]): ConfigResult<SiteLanguages> {
  const code = z.string().refine((value) => shipped.includes(value), { error: (issue) => notShipped([String(issue.input)], shipped) });
  const schema = z
    .object({
      VITE_LANGUAGES: z.preprocess(
        unsetIfEmpty,
        z
          .string()
          .transform((value) =>
            value
              .split(',')
              .map((item) => item.trim())
              .filter(Boolean),
          )
          .pipe(z.array(z.string()).min(1, `must list at least one language, separated by commas, from ${shipped.join(', ')}`))
          .superRefine((codes, context) => {
            const unknown = codes.filter((item) => !shipped.includes(item));
            if (unknown.length > 0) context.addIssue({ code: 'custom', message: notShipped(unknown, shipped) });
          })
          .default([...shipped]),
      ),
      VITE_DEFAULT_LANGUAGE: z.preprocess(unsetIfEmpty, code.default('en')),
    })
    .superRefine(({ VITE_LANGUAGES: offered, VITE_DEFAULT_LANGUAGE: fallback }, context) => {
      if (!offered.includes(fallback))
        context.addIssue({
          code: 'custom',
          path: ['VITE_DEFAULT_LANGUAGE'],
          message: `must be one of the languages in VITE_LANGUAGES (${offered.join(', ')})`,
        });
    });
  const parsed = schema.safeParse(env);
  if (!parsed.success) return { ok: false, error: formatConfigIssues('shell', parsed.error, env) };
  return { ok: true, config: { offered: parsed.data.VITE_LANGUAGES, fallback: parsed.data.VITE_DEFAULT_LANGUAGE } };
}
