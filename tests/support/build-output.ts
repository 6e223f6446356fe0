import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { bootScriptOf } from '../../src/domain/page-document';
import { PRODUCT_DIST } from './product-build.mjs';

export const CLIENT_DIR = path.join(PRODUCT_DIST, 'client');

/** The scripts a first visit must download before the shell runs: the entry and its modulepreloads. */
export function initialScripts(clientDir = CLIENT_DIR): string[] {
  const indexPath = path.join(clientDir, 'index.html');
  if (!existsSync(indexPath)) throw new Error(`No build at ${clientDir}: run \`npm run build\` first.`);
  const html = readFileSync(indexPath, 'utf8');
  const hrefs = (pattern: RegExp) => [...html.matchAll(pattern)].flatMap((match) => (match[1] ? [match[1]] : []));
  const entries = hrefs(/<script[^>]+type="module"[^>]+src="([^"]+)"/g);
  const preloads = hrefs(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g);
  // The built page starts them from its boot script once it has painted (src/boot/app-loader.ts).
  const loader = bootScriptOf(html)?.scripts;
  const started = loader ? [loader.entry, ...loader.preloads] : [];
  return [...new Set([...entries, ...preloads, ...started])].map((href) => path.join(clientDir, href.replace(/^\//, '')));
}

/** Every JavaScript file the client build emitted. */
export function clientScripts(clientDir = CLIENT_DIR): string[] {
  const assets = path.join(clientDir, 'assets');
  if (!existsSync(assets)) throw new Error(`No build at ${clientDir}: run \`npm run build\` first.`);
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => path.join(assets, file));
}

// `import … from "./x.js"`, `import "./x.js"` and `export … from "./x.js"`; not `import("./x.js")`, which loads later.
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g;

/** The given scripts and everything they import statically, transitively: all of it runs before they do. */
export function withStaticImports(scripts: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) visit(path.resolve(path.dirname(file), match[1] as string));
  };
  scripts.forEach(visit);
  return [...seen];
}
