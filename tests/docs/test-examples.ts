import { readFileSync } from 'node:fs';

/** The file whose regions are the docs' test examples, run as they are shown. */
export const EXAMPLES_FILE = 'examples/demo/src/docs-examples.test.tsx';

function region(source: readonly string[], name: string): string[] {
  const start = source.findIndex((line) => line.trim() === `// example:${name}:start`);
  const end = source.findIndex((line) => line.trim() === `// example:${name}:end`);
  if (start < 0 || end < start) throw new Error(`${EXAMPLES_FILE} has no region // example:${name}:start … // example:${name}:end`);
  const lines = source.slice(start + 1, end);
  const indent = Math.min(...lines.filter((line) => line.trim() !== '').map((line) => line.length - line.trimStart().length));
  return lines.map((line) => line.slice(indent));
}

/**
 * The code block of an example: the lines between `// example:<name>:start` and `// example:<name>:end` in
 * examples/demo/src/docs-examples.test.tsx (the demo's own tests: a product's test, written as a product writes it), without their indentation, as a ```tsx block; several regions (a page
 * at the top of the file, then a test's body) are joined by a blank line.
 */
export function testExample(...names: readonly string[]): string {
  const source = readFileSync(EXAMPLES_FILE, 'utf8').split('\n');
  return ['```tsx', ...names.flatMap((name, index) => [...(index > 0 ? [''] : []), ...region(source, name)]), '```'].join('\n');
}
