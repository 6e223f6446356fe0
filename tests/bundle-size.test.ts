// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import budgets from '../budgets.json';
import { CATALOG_FILES } from '../server/pages/catalog-files';
import { bootScriptOf } from '../src/domain/page-document';
import { CLIENT_DIR, clientScripts, initialScripts, withStaticImports } from './support/build-output';

const gzipKiB = (files: string[]) => files.reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0) / 1024;

/** The stylesheets index.html links: they block the first paint. */
function initialStyles(): string[] {
  const html = readFileSync(path.join(CLIENT_DIR, 'index.html'), 'utf8');
  return [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((match) =>
    path.join(CLIENT_DIR, (match[1] as string).replace(/^\//, '')),
  );
}

describe('bundle size (budgets.json)', () => {
  it(`initial JavaScript is at most ${budgets.initialJsGzipKiB.limit} KiB gzip`, () => {
    const scripts = initialScripts();
    expect(scripts.length).toBeGreaterThan(0);
    const kib = gzipKiB(scripts);
    console.log(`initial JS: ${kib.toFixed(1)} KiB gzip in ${scripts.length} file(s); budget ${budgets.initialJsGzipKiB.limit} KiB`);
    expect(kib).toBeLessThanOrEqual(budgets.initialJsGzipKiB.limit);
  });

  it(`initial CSS is at most ${budgets.initialCssGzipKiB.limit} KiB gzip`, () => {
    const styles = initialStyles();
    const kib = gzipKiB(styles);
    console.log(`initial CSS: ${kib.toFixed(1)} KiB gzip in ${styles.length} file(s); budget ${budgets.initialCssGzipKiB.limit} KiB`);
    expect(kib).toBeLessThanOrEqual(budgets.initialCssGzipKiB.limit);
  });

  it(`vendor SDK chunks in the initial JavaScript weigh at most ${budgets.initialVendorSdkGzipBytes.limit} bytes gzip`, () => {
    // tests/vendor-chunks.test.ts also reads the initial files for SDK code outside these chunks.
    const sdkChunks = withStaticImports(initialScripts()).filter((file) => /^(sdk-[a-z]+|worker-bundler)-/.test(path.basename(file)));
    const bytes = gzipKiB(sdkChunks) * 1024;
    expect(bytes).toBeLessThanOrEqual(budgets.initialVendorSdkGzipBytes.limit);
  });

  it('keeps proof of consent and the clearing of refused storage off the initial JavaScript (shellOverheadGzipKiB)', () => {
    // Each is loaded when the page needs it (docs/performance.md, "What the overhead is made of"): a few KiB of the
    // shell's overhead over a bare app that every visitor would otherwise download before the app takes over.
    // Each is found by a text only its code holds: the outbox's warning when full, the expired cookie's date.
    const initial = withStaticImports(initialScripts()).map((file) => readFileSync(file, 'utf8'));
    expect(initial.some((code) => code.includes('consent outbox is full'))).toBe(false);
    expect(initial.some((code) => code.includes('Expires=Thu, 01 Jan 1970'))).toBe(false);
    // And both are still built, in chunks of their own.
    const all = clientScripts().map((file) => readFileSync(file, 'utf8'));
    expect(all.some((code) => code.includes('consent outbox is full'))).toBe(true);
    expect(all.some((code) => code.includes('Expires=Thu, 01 Jan 1970'))).toBe(true);
  });

  it("keeps the preferences view, the language names and the other languages' catalog files off the initial JavaScript (shellOverheadGzipKiB)", () => {
    // The view opens only when asked for (fetched once the page is idle); the names are the privacy page's; and the
    // page's HTML names its own language's catalog (data-catalog), so the entry carries no list of every language's file.
    const catalogs = JSON.parse(readFileSync(path.join(CLIENT_DIR, CATALOG_FILES), 'utf8')) as Record<string, string>;
    expect(Object.keys(catalogs)).toEqual(expect.arrayContaining(['en', 'de', 'ar', 'zh-Hant']));
    const markers = ['cookie-preferences__purposes', 'Norsk bokmål', path.basename(catalogs.de as string)];
    const initial = withStaticImports(initialScripts()).map((file) => readFileSync(file, 'utf8'));
    for (const marker of markers)
      expect(
        initial.filter((code) => code.includes(marker)),
        marker,
      ).toEqual([]);
    const all = clientScripts().map((file) => readFileSync(file, 'utf8'));
    for (const marker of markers.slice(0, 2))
      expect(
        all.some((code) => code.includes(marker)),
        marker,
      ).toBe(true);
    // The built page names its language's catalog, which the boot script fetches beside the entry.
    expect(bootScriptOf(readFileSync(path.join(CLIENT_DIR, 'index.html'), 'utf8'))?.scripts?.catalog).toBe(catalogs.en);
  });

  it("names the browser's composition root on the boot script, fetched beside the entry rather than after it has run", () => {
    const composition = bootScriptOf(readFileSync(path.join(CLIENT_DIR, 'index.html'), 'utf8'))?.scripts?.composition ?? '';
    expect(composition).toMatch(/^\/assets\/browser-composition-[\w-]+\.js$/);
    // The chunk the entry imports itself, before it hydrates.
    const entryCode = initialScripts().map((file) => readFileSync(file, 'utf8'));
    expect(entryCode.some((code) => code.includes(path.basename(composition)))).toBe(true);
  });

  it("carries the product's words of the page's language alone, in its catalog, not every language's in the entry (shellOverheadGzipKiB)", () => {
    // src/product.ts: the header's "Home" in German and Japanese; the description a search result shows, in German.
    const markers = ['Startseite', 'ホーム', 'React-Anwendungsrahmen'];
    const initial = withStaticImports(initialScripts()).map((file) => readFileSync(file, 'utf8'));
    for (const marker of markers)
      expect(
        initial.filter((code) => code.includes(marker)),
        marker,
      ).toEqual([]);
    const catalogs = JSON.parse(readFileSync(path.join(CLIENT_DIR, CATALOG_FILES), 'utf8')) as Record<string, string>;
    const german = readFileSync(path.join(CLIENT_DIR, (catalogs.de as string).replace(/^\//, '')), 'utf8');
    expect(german).toContain('Startseite');
    expect(german).not.toContain('ホーム');
  });

  it('ships no zod to visitors: config is validated at build time and inlined as data', () => {
    for (const file of initialScripts()) expect(readFileSync(file, 'utf8')).not.toMatch(/ZodError|\$ZodType/);
  });
});
