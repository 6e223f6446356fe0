import { LRUCache } from 'lru-cache';
import type { RenderedPage } from '../../src/composition/render-page';
import { pageVariantKey } from '../../src/domain/consent-region';
import { withPageContent } from '../../src/domain/page-document';
import type { ShellConfig } from '../../src/domain/shell-config';
import type { ServerMetrics } from '../metrics/server-metrics';
import { pagesForVisitors } from './page-templates';

/** Rendered pages kept, over every country, language and URL: `/`, `/privacy`, a few searches and not-found paths per country fit easily. */
const MAX_RENDERED_PAGES = 1024;
/** Pages asked for once so far: a URL enters the cache above only when asked for again while it is among these. */
const MAX_FIRST_SEEN_PAGES = 64;

/** Renders a URL's page for a config, in a language the site offers (its code: visitorLanguage). */
export type RenderPage = (url: string, config: ShellConfig, language: string) => Promise<RenderedPage>;

/**
 * The page for a visitor and a URL, rendered: each (page variant, language, URL) once, on its first request, and
 * kept (the same memo as pagesForVisitors, one level down). A URL's page depends on its path and
 * query (the home page shows the chosen tab; the language choice's form returns to the URL, query and
 * all), so both are the key, beside the variant of the visitor's config (pageVariantKey: the mode, their country and
 * state, their Global Privacy Control). Anyone can ask for any URL, so the cache is bounded, and a URL is admitted
 * to it only on its second request (issue 35): a URL asked for once waits in a small cache of its own,
 * so a flood of one-off URLs (an ad click's ?utm=…, a scanner's paths) cycles through that one and never
 * evicts the pages visitors keep asking for. Each one-off URL is still rendered once. A page whose render fails
 * is served as index.html with its config and an empty root (the browser renders it), and tried again
 * on the next request.
 */
export function renderedPagesForVisitors(
  indexHtml: string,
  renderPage: RenderPage,
  log?: { warn(msg: string, fields?: Record<string, unknown>): void },
  metrics?: Pick<ServerMetrics, 'pageCache'>,
): (config: ShellConfig, language: string, url: string) => Promise<string> {
  const templateFor = pagesForVisitors(indexHtml);
  // The promise is kept, not the HTML, so visitors asking for a page while it renders share one render.
  const pages = new LRUCache<string, Promise<string>>({ max: MAX_RENDERED_PAGES });
  const firstSeen = new LRUCache<string, Promise<string>>({ max: MAX_FIRST_SEEN_PAGES });
  /** The kept page, promoted into `pages` when this is its second request. */
  const keptPage = (key: string): Promise<string> | undefined => {
    const kept = pages.get(key);
    if (kept !== undefined) return kept;
    const once = firstSeen.get(key);
    if (once === undefined) return undefined;
    firstSeen.delete(key);
    pages.set(key, once);
    return once;
  };
  return (config, language, url) => {
    const key = `${pageVariantKey(config)} ${language} ${url}`;
    const kept = keptPage(key);
    metrics?.pageCache(kept === undefined ? 'miss' : 'hit');
    if (kept !== undefined) return kept;
    const template = templateFor(config);
    const page: Promise<string> = renderPage(url, config, language).then(
      (rendered) => withPageContent(template, { ...rendered, url }),
      (error: unknown) => {
        if (pages.peek(key) === page) pages.delete(key);
        if (firstSeen.peek(key) === page) firstSeen.delete(key);
        log?.warn('page not rendered', { url, error: error instanceof Error ? error.message : String(error) });
        // An empty root: the browser renders the page itself (the build's index.html holds its home page).
        return withPageContent(template, { markup: '' });
      },
    );
    firstSeen.set(key, page);
    return page;
  };
}
