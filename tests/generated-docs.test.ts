// @vitest-environment node
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { askingBannerTable } from './docs/asking-banner-table';
import { shippedLanguageList } from './docs/language-list';
import { EXAMPLES_FILE, testExample } from './docs/test-examples';

/**
 * Parts of the docs made from what they describe (issue 36), as tests/vendor-docs.test.ts does for the
 * vendor registry: a test fails when one drifts, and `npm run docs:generate` (UPDATE_DOCS=1) rewrites it.
 */
const GENERATED_PARTS: readonly {
  readonly file: string;
  readonly name: string;
  /** Where it is made from, as its marker tells a reader. */
  readonly from: string;
  readonly make: () => string | Promise<string>;
}[] = [
  { file: 'docs/i18n.md', name: 'shipped-languages', from: 'the catalogs in src/i18n/catalogs.ts', make: shippedLanguageList },
  // Issue 33 §1: each language's banner that asks, beside its back-translation, for review.
  {
    file: 'docs/i18n.md',
    name: 'asking-banner',
    from: 'the catalogs and tests/docs/asking-banner-table.ts',
    make: askingBannerTable,
  },
  // The test examples are code that runs: each is a region of the examples' test file.
  { file: 'README.md', name: 'readme-test', from: EXAMPLES_FILE, make: () => testExample('readme-test') },
  {
    file: 'docs/product/testing.md',
    name: 'testing-render',
    from: EXAMPLES_FILE,
    make: () => testExample('testing-page', 'testing-render'),
  },
  // Issue 36: the way round the shell's own role="status", run.
  {
    file: 'docs/product/testing.md',
    name: 'testing-status',
    from: EXAMPLES_FILE,
    make: () => testExample('testing-status-page', 'testing-status'),
  },
];

describe('the parts of the docs generated from the code they describe', () => {
  for (const { file, name, from, make } of GENERATED_PARTS) {
    it(`${name} in ${file} is the one ${from} makes`, async () => {
      const doc = readFileSync(file, 'utf8');
      const START = `<!-- ${name}:start (generated from ${from}: npm run docs:generate) -->`;
      const END = `<!-- ${name}:end -->`;
      const start = doc.indexOf(START);
      const end = doc.indexOf(END);
      expect(start, `${file} needs the markers ${START} … ${END}`).toBeGreaterThan(-1);
      expect(end, `${file} needs the marker ${END} after ${START}`).toBeGreaterThan(start);
      const current = doc.slice(start + START.length, end).trim();
      const wanted = await make();
      if (process.env.UPDATE_DOCS === '1' && current !== wanted) {
        writeFileSync(file, `${doc.slice(0, start + START.length)}\n${wanted}\n${doc.slice(end)}`);
        return;
      }
      expect(current, 'run `npm run docs:generate` to rewrite it').toBe(wanted);
    });
  }
});
