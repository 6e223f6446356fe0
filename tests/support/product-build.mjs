// The product whose build the end-to-end, server and build-level tests (and `npm run bench`, `npm run attack:tunnel`)
// run: its `npm run build` writes dist/ in its folder. The one place that names it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The product's folder (for now the demo; the shell's own test product once it has one). */
export const E2E_PRODUCT_DIR = path.join(ROOT, 'examples/demo');
/** Its build: client/, server/ and edge/. */
export const PRODUCT_DIST = path.join(E2E_PRODUCT_DIR, 'dist');
/** Its production server, `npm start`'s script. */
export const PRODUCT_SERVER_SCRIPT = path.join(PRODUCT_DIST, 'server', 'main.js');
