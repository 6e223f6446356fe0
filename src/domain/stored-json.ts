/**
 * A value read back from storage, where anything may sit (another script's value, an older shape,
 * a write cut short): the parsed JSON, or undefined when there is none or it is not JSON. Callers
 * then check its shape; nothing stored is trusted.
 */
export function parseStoredJson(text: string | null): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A JSON object (not null, not an array), its fields still unchecked. */
export const isJsonObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
