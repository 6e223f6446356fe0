import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { renderShellPage, staticPagePaths } from '../src/composition/render-page';
import { withPageContent } from '../src/domain/page-document';
import { shellConfigOf } from '../src/domain/shell-config-document';

/**
 * `npm run build`'s last client step: the static-hosting pages, prerendered with the config the build
 * baked into index.html. Each page of the route tree with a fixed path gets its own HTML where static
 * hosts look it up (`/` index.html, `/privacy` privacy/index.html, a product's `/pricing`
 * pricing/index.html), and 404.html is the not-found page. The Node server does not serve these
 * files: it renders each page with its own config (server/app.ts).
 */
const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client');
const template = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
const config = shellConfigOf(template);

const PAGES: readonly { readonly url: string; readonly file: string }[] = [
  ...staticPagePaths(config).map((url) => ({ url, file: url === '/' ? 'index.html' : `${url.slice(1)}/index.html` })),
  { url: '/404', file: '404.html' },
];

for (const { url, file } of PAGES) {
  const html = withPageContent(template, { ...(await renderShellPage(url, config)), url });
  const target = path.join(clientDir, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, html);
  // The build's precompressed copies, as for every other file (vite-plugin-compression2's levels).
  writeFileSync(`${target}.gz`, gzipSync(html, { level: 9 }));
  writeFileSync(`${target}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  console.log(`prerendered ${url} into ${path.relative(process.cwd(), target)}`);
}
