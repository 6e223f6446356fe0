// @vitest-environment node
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { vendorContributions } from '../src/composition/vendor-contributions';
import type { AnyVendorDescriptor } from '../src/ports/vendor-descriptor';
import { consentTable, loadTable, vendorTable } from './docs/vendor-table';

const VENDORS_DOC = 'docs/product/vendors.md';

/** Each generated table of the vendors doc: its markers, and how the registry makes it. */
const TABLES: readonly { readonly name: string; readonly make: (vendors: readonly AnyVendorDescriptor[]) => string }[] = [
  { name: 'vendor-table', make: vendorTable },
  { name: 'consent-table', make: consentTable },
  { name: 'load-table', make: loadTable },
];

const markers = (name: string) => ({
  start: `<!-- ${name}:start (generated from the vendor registry: npm run docs:vendors) -->`,
  end: `<!-- ${name}:end -->`,
});

/** The vendors doc's tables are derived from the descriptors; `npm run docs:vendors` rewrites them. */
describe('the generated tables in docs/product/vendors.md', () => {
  for (const { name, make } of TABLES) {
    it(`${name} is the one the registry makes`, () => {
      const doc = readFileSync(VENDORS_DOC, 'utf8');
      const { start: START, end: END } = markers(name);
      const start = doc.indexOf(START);
      const end = doc.indexOf(END);
      expect(start, `${VENDORS_DOC} needs the markers ${START} … ${END}`).toBeGreaterThan(-1);
      const current = doc.slice(start + START.length, end).trim();
      const wanted = make(vendorContributions().switchable);
      if (process.env.UPDATE_DOCS === '1' && current !== wanted) {
        writeFileSync(VENDORS_DOC, `${doc.slice(0, start + START.length)}\n${wanted}\n${doc.slice(end)}`);
        return;
      }
      expect(current, 'run `npm run docs:vendors` to rewrite it').toBe(wanted);
    });
  }
});
