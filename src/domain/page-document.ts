/**
 * The page's HTML around the shell's markup: where the prerendered page goes in index.html, and the
 * inline script that keeps a returning visitor's banner from being painted. Pure string work,
 * shared by the build (static pages), the server (a page per path and config) and the CSP.
 */

/** Written right after `<div id="root"></div>` in index.html: the end of the root, however much markup is put in it. */
export const PAGE_ROOT_END = '<!--shellkit:root-end-->';

// Marked pure so a bundle that uses none of them (the head's boot script) leaves them out.
// Whitespace may sit between the root and its end mark: a formatter puts the comment on its own line in index.html.
const ROOT = /* @__PURE__ */ new RegExp(`<div id="root"[^>]*>[\\s\\S]*(</div>\\s*${PAGE_ROOT_END})`);
const TITLE = /<title>[\s\S]*?<\/title>/;

/** The id of the inline `<script>` in `<head>` that marks a visitor whose decision is in force (see src/platform/banner-paint-guard.ts). */
export const BANNER_PAINT_GUARD_ID = 'shellkit-banner-guard';
/** Set on `<html>` by that script: the stylesheet hides the prerendered banner until the app has taken it away. */
export const DECIDED_VISITOR_ATTRIBUTE = 'data-consent-decided';
/** On the banner's buttons that decide (accept, decline): tapped before hydration, they set the mark above at once. */
export const DECIDES_CONSENT_ATTRIBUTE = 'data-decides-consent';

const GUARD = /* @__PURE__ */ new RegExp(`<script id="${BANNER_PAINT_GUARD_ID}">([\\s\\S]*?)</script>`);

/** Whether this index.html has a place for the shell's markup (the shell's build has; another app's has not). */
export function hasPageRoot(html: string): boolean {
  return ROOT.test(html);
}

/** The root's attribute naming the URL (path and query) its markup was rendered for: the browser hydrates only a page rendered for its own URL. */
export const RENDERED_URL_ATTRIBUTE = 'data-rendered-url';

/**
 * index.html with a rendered page in its root (replacing whatever was there), the URL it was rendered
 * for, and its title (when given). No page (empty markup): an empty root, which the browser renders.
 */
export function withPageContent(html: string, page: { readonly markup: string; readonly url?: string; readonly title?: string }): string {
  if (!hasPageRoot(html)) throw new Error(`Shellkit: index.html has no <div id="root"></div>${PAGE_ROOT_END} to put the page in.`);
  const open =
    page.markup && page.url !== undefined ? `<div id="root" ${RENDERED_URL_ATTRIBUTE}="${escapeAttribute(page.url)}">` : '<div id="root">';
  const withMarkup = html.replace(ROOT, (_match, close: string) => `${open}${page.markup}${close}`);
  if (page.title === undefined) return withMarkup;
  const title = `<title>${escapeText(page.title)}</title>`;
  return withMarkup.replace(TITLE, () => title);
}

/** The banner guard's script text, exactly as the page carries it (what the CSP hashes), if the page has it. */
export function bannerPaintGuardOf(html: string): string | undefined {
  return GUARD.exec(html)?.[1];
}

/** The id of the inline `<script>` in `<head>` that starts the app once the page has painted (see src/platform/app-loader.ts). */
export const APP_LOADER_ID = 'shellkit-app-loader';
const APP_LOADER = /* @__PURE__ */ new RegExp(`<script id="${APP_LOADER_ID}"([^>]*)>([\\s\\S]*?)</script>`);

/** The app's entry script and the modules it imports statically, fetched beside it (modulepreload). */
export interface AppScripts {
  readonly entry: string;
  readonly preloads: readonly string[];
}

/** The app loader's `<script>` element: its code, and the scripts it starts as data attributes (so its text, and the CSP hash of it, is the same in every build). */
export function appLoaderElement(code: string, scripts: AppScripts): string {
  if (code.includes('</script')) throw new Error('Shellkit: the app loader script must not contain "</script".');
  return `<script id="${APP_LOADER_ID}" data-entry="${escapeAttribute(scripts.entry)}" data-preloads="${escapeAttribute(scripts.preloads.join(' '))}">${code}</script>`;
}

/** The scripts an app loader element starts (the browser's element, or the loader's attributes as the HTML carries them). */
export function appScriptsOf(element: { readonly getAttribute: (name: string) => string | null }): AppScripts | undefined {
  const entry = element.getAttribute('data-entry');
  if (!entry) return undefined;
  return { entry, preloads: (element.getAttribute('data-preloads') ?? '').split(' ').filter(Boolean) };
}

/** The app loader in a page's HTML: its script text (what the CSP hashes) and the scripts it starts. */
export function appLoaderOf(html: string): { readonly code: string; readonly scripts: AppScripts } | undefined {
  const match = APP_LOADER.exec(html);
  if (!match) return undefined;
  const attributes = new Map(
    [...(match[1] ?? '').matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name as string, unescapeAttribute(value as string)]),
  );
  const scripts = appScriptsOf({ getAttribute: (name) => attributes.get(name) ?? null });
  return scripts ? { code: match[2] ?? '', scripts } : undefined;
}

/** Every inline script the page runs, as its exact text: what the CSP allows by hash, and nothing else. */
export function inlineScriptsOf(html: string): string[] {
  return [bannerPaintGuardOf(html), appLoaderOf(html)?.code].filter((code): code is string => code !== undefined);
}

/** The `<script>` element for the guard's code, as the build writes it into `<head>`. */
export function bannerPaintGuardElement(code: string): string {
  if (code.includes('</script')) throw new Error('Shellkit: the banner guard script must not contain "</script".');
  return `<script id="${BANNER_PAINT_GUARD_ID}">${code}</script>`;
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');
const unescapeAttribute = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Whether a root rendered for `renderedUrl` is the page at `url` (a trailing slash aside, as static hosts add one to a folder's page). */
export function isRenderedFor(renderedUrl: string | undefined, url: { readonly pathname: string; readonly search: string }): boolean {
  if (renderedUrl === undefined) return false;
  const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  const rendered = new URL(renderedUrl, 'http://page.invalid');
  return trim(rendered.pathname) === trim(url.pathname) && rendered.search === url.search;
}
