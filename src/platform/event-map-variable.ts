import type { Zod } from '../domain/vendor-facts';

/** What a map's values are, for its schema and for the message that names a bad one. */
export interface EventMapValues {
  /** Each value, whole: an ad network's conversion label or conversion id. */
  readonly pattern: RegExp;
  /** The values in a few words, with an example, for the message: "a conversion label such as AbC-D_efG". */
  readonly described: string;
}

/**
 * A variable that maps the shell's event names to a vendor's own ids, as `Sign Up=AbC-D_efG,Purchase=XyZ`
 * (an ad vendor counts a conversion by its id, not by the event's name). Parsed to a record; a pair
 * that does not read is refused with the pair in the message, so the operator sees which one.
 */
export function eventMapVariable(z: Zod, values: EventMapValues) {
  return z.string().transform((text, context) => {
    const map: Record<string, string> = {};
    for (const pair of text.split(',')) {
      const [name, value, ...rest] = pair.split('=').map((part) => part.trim());
      if (!name || !value || rest.length > 0 || !values.pattern.test(value)) {
        context.addIssue({ code: 'custom', message: `"${pair}" must be "Event Name=${values.described}", pairs separated by commas` });
        return z.NEVER;
      }
      map[name] = value;
    }
    return map;
  });
}
