// Each vendor folder's e2e fake, `src/adapters/<vendor>/<vendor>.e2e-fake.mjs`, found by its file
// name: the variables the vendor is switched on with in the end-to-end tests and the bench
// (`e2eEnv`, fake ids that reach no real account), and, for a vendor that loads a tag, the tag
// answered on the machine (`answeredTag`). The presets (tests/e2e/shell-configs.mjs) and the fake
// network read them here, so a new vendor adds its file and no list changes (issue 23 §2).
// Plain JavaScript beside the vendor's TypeScript, so the bench reads it under Node 20 as it is.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// Paths, not URLs: a test environment such as happy-dom puts its own URL in place of Node's.
const ADAPTERS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/adapters');

/** A vendor folder's e2e fake, by the vendor id its folder is named after. */
const fakeFile = (vendor) => path.join(ADAPTERS, vendor, `${vendor}.e2e-fake.mjs`);

const vendors = readdirSync(ADAPTERS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(fakeFile(entry.name)))
  .map((entry) => entry.name)
  .sort();

/** Every vendor folder's e2e fake, by vendor id (in the order of the ids, so every reader sees the same). */
export const VENDOR_E2E_FAKES = Object.fromEntries(
  await Promise.all(vendors.map(async (vendor) => [vendor, await import(pathToFileURL(fakeFile(vendor)).href)])),
);

/** The variables each vendor is switched on with in the end-to-end tests, by vendor id. */
export const VENDOR_E2E_ENV = Object.fromEntries(Object.entries(VENDOR_E2E_FAKES).map(([vendor, fake]) => [vendor, fake.e2eEnv]));

/**
 * One vendor's e2e variable, for a spec that needs the value it was switched on with; a vendor or
 * variable with none fails here, naming the file to add it to.
 */
export function e2eVariable(vendor, variable) {
  const value = VENDOR_E2E_ENV[vendor]?.[variable];
  if (value === undefined)
    throw new Error(`No e2e value for ${variable}: add it to e2eEnv in src/adapters/${vendor}/${vendor}.e2e-fake.mjs`);
  return value;
}

/** The vendors in the full tag set: every vendor, but those whose e2e fake says `inFullTagSet = false` (and why). */
export const FULL_TAG_SET_VENDORS = Object.entries(VENDOR_E2E_FAKES)
  .filter(([, fake]) => fake.inFullTagSet !== false)
  .map(([vendor]) => vendor);
