import { z } from 'zod';
import type { AnyVendorDescriptor } from '../../src/ports/vendor-descriptor';

/** .env.example's comments wrap here, as its hand-written sections do. */
const WIDTH = 100;

function commentLines(text: string): string[] {
  const lines: string[] = [];
  let line = '#';
  // A quoted example ("Sign Up=AbC-D_efG") stays on one line.
  for (const word of text.match(/"[^"]*"\S*|\S+/g) ?? []) {
    if (line.length + 1 + word.length > WIDTH && line !== '#') {
      lines.push(line);
      line = '#';
    }
    line += ` ${word}`;
  }
  return [...lines, line];
}

/**
 * .env.example's vendor variables, from the registry's descriptors: each variable a vendor declares,
 * in the registry's order, under the sentence its descriptor's `variableDocs` gives it. A variable
 * with none fails here, naming where to add it.
 */
export function envExampleVendorVariables(vendors: readonly AnyVendorDescriptor[]): string {
  return vendors
    .flatMap((vendor) =>
      Object.keys(vendor.variables(z)).flatMap((name) => {
        const doc = (vendor.variableDocs as Readonly<Record<string, string>> | undefined)?.[name];
        if (doc === undefined)
          throw new Error(`${name} has no sentence: add it to variableDocs in src/adapters/${vendor.id}/${vendor.id}.vendor.ts`);
        return [...commentLines(doc), `${name}=`];
      }),
    )
    .join('\n');
}
