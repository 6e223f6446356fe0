// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { vendorContributions } from '../src/composition/vendor-contributions';
import { clientScripts, initialScripts, withStaticImports } from './support/build-output';
import { VENDOR_E2E_FAKES } from './support/vendor-e2e-fakes.mjs';

/**
 * Vendor SDKs load after first paint, each from its own lazy chunk (its descriptor's `loading.chunks`, built
 * by vite.config.ts). All adapters are in the module graph whatever the config, so every build holds these chunks.
 * The markers are strings only the SDKs' own code contains, not the adapters that load them: each SDK vendor's
 * folder names one per chunk (`sdkChunkMarkers` in its e2e fake), so a new SDK vendor's check comes with its folder.
 */
const SDK_VENDORS = vendorContributions().switchable.flatMap((vendor) =>
  vendor.loading.kind === 'sdk' ? [{ vendor, chunks: vendor.loading.chunks.map((chunk) => chunk.name) }] : [],
);

/** Each SDK chunk with its vendor's marker for it; a chunk without one fails the first test below, naming the file. */
const SDK_CHUNKS = SDK_VENDORS.flatMap(({ vendor, chunks }) =>
  chunks.flatMap((chunk) => {
    const marker = VENDOR_E2E_FAKES[vendor.id]?.sdkChunkMarkers?.[chunk];
    return marker ? [{ vendor: vendor.label, chunk, marker }] : [];
  }),
);

/** Vendor code the first visit downloads none of, by what it is: every SDK chunk's marker, and what the folders add (`notInFirstVisit`). */
const NOT_IN_FIRST_VISIT: readonly (readonly [string, RegExp])[] = [
  ...SDK_CHUNKS.map(({ vendor, chunk, marker }) => [`${vendor} (${chunk})`, marker] as const),
  ...Object.entries(VENDOR_E2E_FAKES).flatMap(([id, fake]) =>
    Object.entries(fake.notInFirstVisit ?? {}).map(([what, marker]) => [`${id}: ${what}`, marker] as const),
  ),
];

/**
 * Words a script's name must not hold: every vendor's id (its folder's name, which a chunk named after one of
 * its modules would carry), and the words filter lists block whatever the vendor.
 */
const VENDOR_WORDS = [...vendorContributions().switchable.map((vendor) => vendor.id), 'pixel', 'facebook', 'analytics', 'google', 'gtag'];

const read = (file: string) => readFileSync(file, 'utf8');
const name = (file: string) => path.basename(file);
const fakeFile = (id: string) => `src/adapters/${id}/${id}.e2e-fake.mjs`;

// Issue 23 §2: a new vendor touches its folder, one registry line and its spec. An SDK vendor whose folder
// marked no chunk would simply not be checked here, and nothing else would say so.
describe("each SDK vendor's chunk markers, in its folder", () => {
  for (const { vendor, chunks } of SDK_VENDORS) {
    it(`${vendor.label}: ${fakeFile(vendor.id)} marks each chunk its descriptor names (${chunks.join(', ')})`, () => {
      const marked = Object.keys(VENDOR_E2E_FAKES[vendor.id]?.sdkChunkMarkers ?? {});
      expect(marked.sort(), `export sdkChunkMarkers from ${fakeFile(vendor.id)}: a string only its SDK's code holds, by chunk`).toEqual(
        [...chunks].sort(),
      );
    });
  }

  it('only SDK vendors mark chunks', () => {
    const sdk = SDK_VENDORS.map(({ vendor }) => vendor.id);
    const marking = Object.entries(VENDOR_E2E_FAKES).filter(([, fake]) => fake.sdkChunkMarkers !== undefined);
    expect(marking.map(([id]) => id).filter((id) => !sdk.includes(id))).toEqual([]);
  });
});

describe('vendor SDK chunks (client build)', () => {
  it("the first visit downloads no vendor's SDK code", () => {
    const initial = withStaticImports(initialScripts());
    expect(initial.length).toBeGreaterThan(0);
    for (const file of initial) {
      const source = read(file);
      // A boolean, not `not.toMatch`: a failure names the file and the code, without printing the minified file.
      for (const [code, marker] of NOT_IN_FIRST_VISIT) expect(marker.test(source), `${code} in ${name(file)}`).toBe(false);
    }
  });

  it('no vendor chunk is among the entry, its modulepreloads and their static imports', () => {
    const initial = withStaticImports(initialScripts()).map(name);
    expect(initial.filter((file) => file.startsWith('sdk-'))).toEqual([]);
    // The adapters' chunks neither (all named adapter-…): they import from the composition root's chunk, so the entry importing
    // it statically (an adapter imported by the entry, as the consent ledger's sender once was) breaks composition.
    expect(initial.filter((file) => file.startsWith('adapter'))).toEqual([]);
  });

  for (const { vendor, chunk, marker } of SDK_CHUNKS) {
    it(`${vendor}: its SDK code is in ${chunk} and in no other script`, () => {
      const holding = clientScripts().filter((file) => marker.test(read(file)));
      expect(holding.map(name), `chunks with ${vendor}'s code`).toEqual([expect.stringMatching(new RegExp(`^${chunk}-[\\w-]+\\.js$`))]);
      const file = holding[0] as string;
      console.log(`${name(file)}: ${(gzipSync(readFileSync(file), { level: 9 }).length / 1024).toFixed(1)} KiB gzip`);
    });
  }

  it('no script file is named after a vendor, so filter lists matching vendor names in paths pass them all', () => {
    const named = clientScripts()
      .map(name)
      .filter((file) => VENDOR_WORDS.some((word) => file.toLowerCase().includes(word)));
    expect(named).toEqual([]);
  });

  it("replay's compression worker is a same-origin file, not a blob: URL the CSP would refuse", () => {
    const replayChunk = clientScripts().find((file) => name(file).startsWith('sdk-replay-'));
    expect(replayChunk, 'the replay chunk').toBeDefined();
    const source = read(replayChunk as string);
    expect(source).not.toContain('createObjectURL');
    const workerUrl = /["'`]\/assets\/(worker-bundler-[\w-]+\.js)["'`]/.exec(source)?.[1];
    expect(workerUrl, 'the worker URL given to replay').toBeDefined();
    expect(clientScripts().map(name)).toContain(workerUrl);
  });
});
