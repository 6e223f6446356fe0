import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AnsweredTagFake } from './answered-tag';

const ADAPTERS = new URL('../../src/adapters/', import.meta.url);

/** A vendor folder's e2e fake: `src/adapters/<vendor>/<vendor>.e2e-fake.ts`, exporting `answeredTag`. */
const fakeFile = (vendor: string) => new URL(`${vendor}/${vendor}.e2e-fake.ts`, ADAPTERS);

/**
 * Every vendor's tag the end-to-end tests answer on the machine, by vendor id, found by its file's
 * name in the vendor's folder: no list here to keep in step (issue 23: a new vendor touches its
 * folder, one registry line and its spec).
 */
export async function vendorTagFakes(): Promise<Readonly<Record<string, AnsweredTagFake>>> {
  const vendors = readdirSync(ADAPTERS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(fakeFile(entry.name)))
    .map((entry) => entry.name);
  const fakes = await Promise.all(
    vendors.map(async (vendor) => {
      const module = (await import(fileURLToPath(fakeFile(vendor)))) as { readonly answeredTag: AnsweredTagFake };
      return [vendor, module.answeredTag] as const;
    }),
  );
  return Object.fromEntries(fakes);
}
