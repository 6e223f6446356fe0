import { z } from 'zod';
import type { ShellSettings, VariableShape, VariablesOf, VendorFacts } from '../../domain/vendor-facts';

/**
 * A vendor descriptor's own rules, read the way the config schema reads them: its variables built
 * with zod (each may be unset), then its options and problems from what they parse to. A
 * descriptor's test uses these to check its rules in its own folder.
 */

export type ReadVariables<Shape extends VariableShape> =
  | { readonly ok: true; readonly variables: VariablesOf<Shape> }
  /** Each variable zod refused, with its messages. */
  | { readonly ok: false; readonly refused: Readonly<Record<string, readonly string[]>> };

/** The descriptor's variables parsed from `env`; anything it does not declare is ignored. */
export function readVariables<Shape extends VariableShape>(
  descriptor: Pick<VendorFacts<unknown, Shape>, 'variables'>,
  env: Readonly<Record<string, string>>,
): ReadVariables<Shape> {
  const parsed = z.object(descriptor.variables(z)).partial().safeParse(env);
  if (parsed.success) return { ok: true, variables: parsed.data as VariablesOf<Shape> };
  const refused: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (refused[String(issue.path[0])] ??= []).push(issue.message);
  return { ok: false, refused };
}

/** The variables `env` parses to; fails the test, naming what zod refused, when it does not parse. */
export function validVariables<Shape extends VariableShape>(
  descriptor: Pick<VendorFacts<unknown, Shape>, 'variables'>,
  env: Readonly<Record<string, string>>,
): VariablesOf<Shape> {
  const read = readVariables(descriptor, env);
  if (!read.ok) throw new Error(`Expected ${JSON.stringify(env)} to parse; refused: ${JSON.stringify(read.refused)}`);
  return read.variables;
}

/** The shell's own settings, as the default config has them. */
export const SHELL_SETTINGS: ShellSettings = { tunnelPath: '/monitoring' };

/** The adapter options a descriptor makes of `env` (undefined: not switched on). */
export function optionsFrom<Options, Shape extends VariableShape>(
  descriptor: Pick<VendorFacts<Options, Shape>, 'variables' | 'options'>,
  env: Readonly<Record<string, string>>,
  shell: ShellSettings = SHELL_SETTINGS,
): Options | undefined {
  return descriptor.options(validVariables(descriptor, env), shell);
}

/** The problems a descriptor finds across its own variables in `env`. */
export function problemsIn<Shape extends VariableShape>(
  descriptor: Pick<VendorFacts<unknown, Shape>, 'variables' | 'problems'>,
  env: Readonly<Record<string, string>>,
) {
  return descriptor.problems?.(validVariables(descriptor, env)) ?? [];
}
