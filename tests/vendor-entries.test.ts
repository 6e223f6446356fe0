// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { vendorContributions } from '../src/composition/vendor-contributions';

/**
 * Issue 31 §1: one package entry per vendor, `shellkit/vendors/<id>` (package.json's `"./vendors/*"`, Node's subpath
 * pattern: its `*` is the vendor's id, its folder and its file alike), each the vendor's descriptor; and the packed
 * tarball holds every one.
 */
const VENDORS = vendorContributions().switchable;
const require = createRequire(import.meta.url);

describe('one package entry per vendor', () => {
  it.each(VENDORS.map((vendor) => [vendor.id, vendor] as const))('shellkit/vendors/%s is that vendor’s descriptor', async (id, vendor) => {
    expect(path.relative(process.cwd(), require.resolve(`shellkit/vendors/${id}`))).toBe(`src/adapters/${id}/${id}.vendor.ts`);
    const entry = (await import(/* @vite-ignore */ `shellkit/vendors/${id}`)) as Record<string, unknown>;
    expect(Object.values(entry)).toContain(vendor);
  });

  it('`npm pack` holds every entry’s file', () => {
    const result = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { encoding: 'utf8', timeout: 120_000 });
    expect(result.status, result.stderr).toBe(0);
    const [info] = JSON.parse(result.stdout.slice(result.stdout.indexOf('['))) as [{ files: { path: string }[] }];
    const packed = new Set(info.files.map((file) => file.path));
    expect(VENDORS.map(({ id }) => `src/adapters/${id}/${id}.vendor.ts`).filter((file) => !packed.has(file))).toEqual([]);
    expect(packed.has('src/vendor-kit.ts')).toBe(true);
  });
});
