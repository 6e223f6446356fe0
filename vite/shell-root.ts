import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The nearest folder up from `from` whose package.json is the shellkit package's. */
function packageRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'shellkit') return dir;
    if (path.dirname(dir) === dir) throw new Error(`Shellkit: no shellkit package.json above ${from}.`);
  }
}

/**
 * The shell package's own folder, found from this module's place in it (vite/ in the source, dist-package/ once built):
 * every shell file the build names (the boot script, the catalogs, the root route, the server) is found from here,
 * never from the product's folder.
 */
export const SHELL_ROOT = packageRoot(path.dirname(fileURLToPath(import.meta.url)));

/** A file of the shell package, by its path inside it. */
export const shellFile = (relative: string): string => path.join(SHELL_ROOT, relative);
