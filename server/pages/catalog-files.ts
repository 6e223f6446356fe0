import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Where the client build writes each language's catalog module (code → URL, `{ "de": "/assets/de-….js" }`):
 * the server and the prerender name a page's catalog on its boot script (withPageContent's `catalog`), so
 * the browser fetches it beside the entry and the entry carries no list of every language's file.
 */
export const CATALOG_FILES = '.shellkit/catalog-files.json';

/** The build's catalog modules, by language code, read once at start. */
export function readCatalogFiles(clientDir: string): Readonly<Record<string, string>> {
  const file = path.join(clientDir, CATALOG_FILES);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`Shellkit: ${file} is missing: run \`npm run build\` (it writes each language's catalog file there).`);
  }
  return JSON.parse(text) as Record<string, string>;
}
