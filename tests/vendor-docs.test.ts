// @vitest-environment node
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { vendorContributions } from '../src/composition/vendor-contributions';
import type { AnyVendorDescriptor } from '../src/ports/vendor-descriptor';
import { envExampleVendorVariables } from './docs/env-example';
import { storedOnDeviceTable } from './docs/stored-on-device-table';
import { vendorFolders } from './docs/vendor-folders';
import { consentTable, loadTable, variablesSection, vendorTable } from './docs/vendor-table';

const VENDORS_DOC = 'docs/product/vendors.md';
const ENV_EXAMPLE = '.env.example';
const STORED_ON_DEVICE_DOC = 'docs/privacy/stored-on-device.md';
const ARCHITECTURE_DOC = 'docs/architecture.md';

const GENERATED = 'generated from the vendor registry: npm run docs:vendors';
const markdownMarkers = (name: string) => ({ start: `<!-- ${name}:start (${GENERATED}) -->`, end: `<!-- ${name}:end -->` });
const envMarkers = (name: string) => ({ start: `# ${name}:start (${GENERATED})`, end: `# ${name}:end` });

/** Each generated part of a file: its file, its markers, and how the registry makes it. */
const GENERATED_PARTS: readonly {
  readonly file: string;
  readonly name: string;
  readonly markers: (name: string) => { readonly start: string; readonly end: string };
  readonly make: (vendors: readonly AnyVendorDescriptor[]) => string;
}[] = [
  { file: VENDORS_DOC, name: 'vendor-table', markers: markdownMarkers, make: vendorTable },
  { file: VENDORS_DOC, name: 'consent-table', markers: markdownMarkers, make: consentTable },
  { file: VENDORS_DOC, name: 'load-table', markers: markdownMarkers, make: loadTable },
  // Each vendor's paragraph from its folder's README.md.
  { file: VENDORS_DOC, name: 'vendor-variables', markers: markdownMarkers, make: variablesSection },
  // Each vendor's variables with the sentence its descriptor gives it, so a new vendor edits no list here.
  { file: ENV_EXAMPLE, name: 'vendor-variables', markers: envMarkers, make: envExampleVendorVariables },
  // Each vendor's declared keys, in the English privacy page's words.
  { file: STORED_ON_DEVICE_DOC, name: 'vendor-storage-table', markers: markdownMarkers, make: storedOnDeviceTable },
  // Every vendor's folder, by port (issue 36: the layout listed 7 of 14 by hand).
  { file: ARCHITECTURE_DOC, name: 'vendor-folders', markers: markdownMarkers, make: vendorFolders },
];

/** The vendors doc's tables, .env.example's vendor variables, the stored-on-device table and the architecture's vendor folders are derived from the descriptors; `npm run docs:vendors` rewrites them. */
describe('the parts of docs/product/vendors.md, .env.example, docs/privacy/stored-on-device.md and docs/architecture.md generated from the registry', () => {
  for (const { file, name, markers, make } of GENERATED_PARTS) {
    it(`${name} in ${file} is the one the registry makes`, () => {
      const doc = readFileSync(file, 'utf8');
      const { start: START, end: END } = markers(name);
      const start = doc.indexOf(START);
      const end = doc.indexOf(END);
      expect(start, `${file} needs the markers ${START} … ${END}`).toBeGreaterThan(-1);
      const current = doc.slice(start + START.length, end).trim();
      const wanted = make(vendorContributions().switchable);
      if (process.env.UPDATE_DOCS === '1' && current !== wanted) {
        writeFileSync(file, `${doc.slice(0, start + START.length)}\n${wanted}\n${doc.slice(end)}`);
        return;
      }
      expect(current, 'run `npm run docs:vendors` to rewrite it').toBe(wanted);
    });
  }
});
