import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { renderShellPage, staticPagePaths } from '../src/composition/render-page';
import { withPageContent } from '../src/domain/page-document';
import { shellConfigOf } from '../src/domain/shell-config-document';
import { SHIPPED_LANGUAGES, SOURCE_LANGUAGE } from '../src/i18n/catalogs';
import { loadAllLanguages } from '../src/i18n/product-languages';
import { staticPageFile } from './pages/static-page-file';
import { readCatalogFiles } from './pages/catalog-files';

/**
 * `npm run build`'s last client step: the static-hosting pages, prerendered with the config the build
 * baked into index.html, in each of its languages. Each page of the route tree with a fixed path gets
 * its own HTML where static hosts look it up (`/` index.html, `/privacy` privacy/index.html, a
 * product's `/pricing` pricing/index.html), and 404.html is the not-found page: in the site's fallback
 * language there, and in each other language beside it (privacy/index.de.html: staticPageFile). The
 * Node server does not serve these files: it renders each page with its own config (server/app.ts).
 */
const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client');
const template = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
const config = shellConfigOf(template);
const languages = await loadAllLanguages();
const catalogFiles = readCatalogFiles(clientDir);
const { offered, fallback } = config.languages ?? { offered: SHIPPED_LANGUAGES, fallback: SOURCE_LANGUAGE };

const URLS: readonly string[] = [...staticPagePaths(config, languages(fallback)), '/404'];

for (const code of offered) {
  for (const url of URLS) {
    const page = await renderShellPage(url, config, languages(code));
    const catalog = page.language && catalogFiles[page.language.code];
    const html = withPageContent(template, { ...page, url, ...(catalog ? { catalog } : {}) });
    const target = path.join(clientDir, staticPageFile(url, code === fallback ? undefined : code));
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, html);
    // The build's precompressed copies, as for every other file (vite-plugin-compression2's levels).
    writeFileSync(`${target}.gz`, gzipSync(html, { level: 9 }));
    writeFileSync(`${target}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    console.log(`prerendered ${url} (${code}) into ${path.relative(process.cwd(), target)}`);
  }
}
