import { z } from 'zod';

/** A whole number from the environment, within bounds; unset or empty is the default. Every numeric variable of the server reads alike. */
export const integer = (min: number, max: number, fallback: number) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? undefined : Number(value)),
    z
      .number({ error: `must be a whole number from ${min} to ${max}` })
      .int()
      .min(min)
      .max(max)
      .default(fallback),
  );
