// @vitest-environment node
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { vendorContributions } from '../src/composition/vendor-contributions';
import { vendorTable } from './docs/vendor-table';

const START = '<!-- vendor-table:start (generated from the vendor registry: npm run docs:vendors) -->';
const END = '<!-- vendor-table:end -->';
const VENDORS_DOC = 'docs/product/vendors.md';

/** The vendors doc's table is derived from the descriptors; `npm run docs:vendors` rewrites it. */
describe('the vendor table in docs/product/vendors.md', () => {
  it('is the one the registry makes', () => {
    const doc = readFileSync(VENDORS_DOC, 'utf8');
    const start = doc.indexOf(START);
    const end = doc.indexOf(END);
    expect(start, `${VENDORS_DOC} needs the markers ${START} … ${END}`).toBeGreaterThan(-1);
    const current = doc.slice(start + START.length, end).trim();
    const wanted = vendorTable(vendorContributions().switchable);
    if (process.env.UPDATE_DOCS === '1' && current !== wanted) {
      writeFileSync(VENDORS_DOC, `${doc.slice(0, start + START.length)}\n${wanted}\n${doc.slice(end)}`);
      return;
    }
    expect(current, 'run `npm run docs:vendors` to rewrite it').toBe(wanted);
  });
});
