// Byte figures of a client build: what a first visit must download before the shell runs (the entry,
// its modulepreloads and everything they import statically, plus the stylesheets), each vendor chunk,
// and the total. gzip level 9 and brotli quality 11, as the build's .gz/.br copies are made.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { VENDOR_E2E_FAKES } from '../../tests/support/vendor-e2e-fakes.mjs';

// Strings only the SDKs' own code contains, from each vendor's folder (its e2e fake), as tests/vendor-chunks.test.ts reads them.
const SDK_MARKERS = Object.values(VENDOR_E2E_FAKES).flatMap((fake) => [
  ...Object.values(fake.sdkChunkMarkers ?? {}),
  ...Object.values(fake.notInFirstVisit ?? {}),
]);
const VENDOR_CHUNK = /^(sdk-[a-z]+|worker-bundler)-[\w-]+\.js$/;
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g;

function sizes(file) {
  const source = readFileSync(file);
  return {
    raw: source.length,
    gzip: gzipSync(source, { level: 9 }).length,
    brotli: brotliCompressSync(source, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
    }).length,
  };
}

const sum = (files) =>
  files.reduce((total, file) => ({ raw: total.raw + file.raw, gzip: total.gzip + file.gzip, brotli: total.brotli + file.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });

function initialFiles(clientDir, servedHtml) {
  const indexPath = path.join(clientDir, 'index.html');
  if (!existsSync(indexPath)) throw new Error(`No build at ${clientDir}.`);
  const html = servedHtml ?? readFileSync(indexPath, 'utf8');
  const hrefs = (pattern) => [...html.matchAll(pattern)].map((match) => path.resolve(clientDir, match[1].replace(/^\//, '')));
  const scripts = new Set();
  const visit = (file) => {
    if (scripts.has(file)) return;
    scripts.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) visit(path.resolve(path.dirname(file), match[1]));
  };
  // The shell's page starts its entry and modulepreloads from an inline loader once painted (data-entry, data-preloads); the bare app from <head>.
  const loaded = [...html.matchAll(/<script id="shellkit-boot" data-entry="([^"]+)" data-preloads="([^"]*)"/g)].flatMap((match) => [
    match[1],
    ...match[2].split(' ').filter(Boolean),
  ]);
  [
    ...hrefs(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...hrefs(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
    ...loaded.map((href) => path.resolve(clientDir, href.replace(/^\//, ''))),
  ].forEach(visit);
  return { scripts: [...scripts], styles: [...new Set(hrefs(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g))] };
}

/**
 * The byte figures of the build in `clientDir`; the initial ones of the page `servedHtml` when given (what a
 * server with a config serves: one build, any config), else of the build's own index.html.
 */
export function measureBytes(clientDir, servedHtml) {
  const { scripts, styles } = initialFiles(clientDir, servedHtml);
  const describe = (file) => ({ name: path.basename(file), ...sizes(file), vendor: VENDOR_CHUNK.test(path.basename(file)) });
  const initialJs = scripts.map(describe);
  const assetsDir = path.join(clientDir, 'assets');
  const allAssets = readdirSync(assetsDir)
    .filter((file) => /\.(js|css)$/.test(file))
    .map((file) => describe(path.join(assetsDir, file)));
  // SDK code outside a vendor chunk would be SDK bytes in the entry itself: name the file.
  const sdkCodeIn = initialJs
    .filter((file) => !file.vendor && SDK_MARKERS.some((marker) => marker.test(readFileSync(path.join(assetsDir, file.name), 'utf8'))))
    .map((file) => file.name);
  return {
    initialJs: { files: initialJs, ...sum(initialJs) },
    initialCss: { files: styles.map(describe), ...sum(styles.map(describe)) },
    initialVendorSdk: { ...sum(initialJs.filter((file) => file.vendor)), sdkCodeIn },
    vendorChunks: allAssets.filter((file) => file.vendor),
    total: sum(allAssets),
  };
}
