// What the shell's initial JavaScript is made of, next to the bare baseline's: both are built once
// more in memory with source maps, and every minified byte of the initial chunks (the entry and its
// static imports) is charged to the source it came from, grouped by package (node_modules) or by
// the shell's own layer (src/<layer>). Minified bytes are exact; gzip is an estimate: each group's
// code is compressed on its own, then the file's real gzip size is shared out in those proportions.
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { E2E_PRODUCT_DIR } from '../../tests/support/product-build.mjs';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = Object.fromEntries([...BASE64].map((char, index) => [char, index]));

/** Source map "mappings": per generated line, the segments [column, source, ...] with running totals. */
function decodeMappings(mappings) {
  const lines = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = DIGIT[char];
        value += (digit & 31) << shift;
        if (digit & 32) {
          shift += 5;
        } else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0];
      if (fields.length > 1) source += fields[1];
      segments.push({ column, source: fields.length > 1 ? source : -1 });
    }
    lines.push(segments);
  }
  return lines;
}

function groupOf(source) {
  const normalized = source.replaceAll('\\', '/');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(normalized);
  if (pkg) return pkg[1];
  const layer = /(?:^|\/)src\/([^/]+)\//.exec(normalized);
  if (layer) return `shell src/${layer[1]}`;
  return '(bundler runtime, unmapped)';
}

/** The code of one chunk per group, from its source map. */
function codeBySource(chunk) {
  const unmapped = '(bundler runtime, unmapped)';
  if (!chunk.map) return { [unmapped]: chunk.code };
  const slices = {};
  const lines = chunk.code.split('\n');
  decodeMappings(chunk.map.mappings).forEach((segments, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    segments.forEach((segment, index) => {
      const group = segment.source >= 0 ? groupOf(chunk.map.sources[segment.source] ?? '') : unmapped;
      (slices[group] ??= []).push(line.slice(segment.column, segments[index + 1]?.column ?? line.length));
    });
  });
  return Object.fromEntries(Object.entries(slices).map(([group, parts]) => [group, parts.join('')]));
}

async function initialComposition(configFile, env) {
  // The shell's config reads its vendor variables from process.env: set them for this build only.
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  // shellkit() finds the product's files from the folder it runs in, as `npm run build` in the product runs it.
  const cwd = process.cwd();
  process.chdir(path.dirname(path.resolve(configFile)));
  let outputs;
  try {
    outputs = [
      await build({
        configFile: path.resolve(configFile),
        logLevel: 'silent',
        // Nothing is written; the outDir is set anyway, so no step of the build can touch dist/.
        build: { write: false, sourcemap: 'hidden', outDir: path.resolve(cwd, '.bench/composition'), emptyOutDir: true },
      }),
    ].flat();
  } finally {
    process.chdir(cwd);
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) Reflect.deleteProperty(process.env, key);
      else process.env[key] = value;
    }
  }
  // The page's own bundle (a worker is bundled on its own): the one that emitted index.html.
  const page = outputs.find((result) => result.output.some((file) => file.fileName === 'index.html'));
  const chunks = page.output.filter((output) => output.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const initial = new Set();
  const visit = (chunk) => {
    if (!chunk || initial.has(chunk)) return;
    initial.add(chunk);
    chunk.imports.forEach((file) => visit(byName.get(file)));
  };
  // The page's entry, as its boot script starts it (the language catalogs are entries of the build too, fetched one per page).
  const html = String(page.output.find((file) => file.fileName === 'index.html').source);
  const entry = /data-entry="\/?([^"]+)"/.exec(html)?.[1] ?? /<script type="module"[^>]*src="\/?([^"]+)"/.exec(html)?.[1];
  if (!byName.has(entry)) throw new Error(`overhead: no entry chunk named by ${configFile}'s index.html (${entry})`);
  visit(byName.get(entry));
  const groups = {};
  for (const chunk of initial) {
    const code = codeBySource(chunk);
    const alone = Object.fromEntries(Object.entries(code).map(([group, text]) => [group, gzipSync(text, { level: 9 }).length]));
    const scale = gzipSync(chunk.code, { level: 9 }).length / Object.values(alone).reduce((sum, bytes) => sum + bytes, 0);
    for (const [group, text] of Object.entries(code)) {
      groups[group] ??= { minified: 0, gzip: 0 };
      groups[group].minified += text.length;
      groups[group].gzip += alone[group] * scale;
    }
  }
  return groups;
}

/** Per group: the shell's bytes, the bare baseline's, and the difference, largest difference first. */
export async function measureOverhead(shellEnv) {
  const shell = await initialComposition(path.join(E2E_PRODUCT_DIR, 'vite.config.ts'), shellEnv);
  const bare = await initialComposition(path.resolve('scripts/bench/bare-app/vite.config.mjs'), {});
  const zero = { minified: 0, gzip: 0 };
  return [...new Set([...Object.keys(shell), ...Object.keys(bare)])]
    .map((group) => {
      const mine = shell[group] ?? zero;
      const theirs = bare[group] ?? zero;
      return {
        group,
        shellGzip: mine.gzip,
        bareGzip: theirs.gzip,
        deltaGzip: mine.gzip - theirs.gzip,
        deltaMinified: mine.minified - theirs.minified,
      };
    })
    .sort((a, b) => b.deltaGzip - a.deltaGzip);
}
