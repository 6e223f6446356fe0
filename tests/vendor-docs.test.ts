// @vitest-environment node
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { vendorContributions } from '../src/composition/vendor-contributions';
import { vendorTable } from './docs/vendor-table';

const START = '<!-- vendor-table:start (generated from the vendor registry: npm run docs:vendors) -->';
const END = '<!-- vendor-table:end -->';

/** The README's vendor table is derived from the descriptors; `npm run docs:vendors` rewrites it. */
describe("the README's vendor table", () => {
  it('is the one the registry makes', () => {
    const readme = readFileSync('README.md', 'utf8');
    const start = readme.indexOf(START);
    const end = readme.indexOf(END);
    expect(start, `README.md needs the markers ${START} … ${END}`).toBeGreaterThan(-1);
    const current = readme.slice(start + START.length, end).trim();
    const wanted = vendorTable(vendorContributions().switchable);
    if (process.env.UPDATE_DOCS === '1' && current !== wanted) {
      writeFileSync('README.md', `${readme.slice(0, start + START.length)}\n${wanted}\n${readme.slice(end)}`);
      return;
    }
    expect(current, 'run `npm run docs:vendors` to rewrite it').toBe(wanted);
  });
});
