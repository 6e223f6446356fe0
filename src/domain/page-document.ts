/**
 * The page's HTML around the shell's markup: where the prerendered page goes in index.html, and the
 * boot script in `<head>` that runs before the app. Pure string work,
 * shared by the build (static pages), the server (a page per path and config) and the CSP.
 */

/** Written right after `<div id="root"></div>` in index.html: the end of the root, however much markup is put in it. */
export const PAGE_ROOT_END = '<!--shellkit:root-end-->';

// Marked pure so a bundle that uses none of them (the head's boot script) leaves them out.
// Whitespace may sit between the root and its end mark: a formatter puts the comment on its own line in index.html.
const ROOT = /* @__PURE__ */ new RegExp(`<div id="root"[^>]*>[\\s\\S]*(</div>\\s*${PAGE_ROOT_END})`);
const TITLE = /<title>[\s\S]*?<\/title>/;
const DESCRIPTION = /<meta name="description" content="[^"]*"\s*\/?>/;
const HTML_TAG = /<html\b[^>]*>/;

/** The id of the one inline `<script>` in `<head>`: the boot script (src/boot/boot.ts), which runs before the app. */
export const BOOT_SCRIPT_ID = 'shellkit-boot';
/** Set on `<html>` by the boot script when a decision is in force: the stylesheet hides the prerendered banner until the app has taken it away. */
export const DECIDED_VISITOR_ATTRIBUTE = 'data-consent-decided';
/**
 * Set on `<html>` with DECIDED_VISITOR_ATTRIBUTE, and left there: the page's HTML is a first visit's, so what it says of the
 * visitor's choice ("no choice yet") is not painted until the app has said it in its place (the privacy page's sentence, shell.css).
 */
export const STORED_DECISION_ATTRIBUTE = 'data-consent-stored';
/** Set on `<html>` while a deciding tap made before the app is kept, not yet stored: the banner is hidden meanwhile, as it will be. */
export const CONSENT_TAP_PENDING_ATTRIBUTE = 'data-consent-tap-pending';
/** On the banner's buttons that decide, with what they decide: tapped before the app has taken the page over, the boot script keeps (or stores) that decision. */
export const DECIDES_CONSENT_ATTRIBUTE = 'data-decides-consent';
/**
 * On each element of the banner that is part of its notice (title, body, buttons, in that order): the boot script reads the
 * words the visitor saw back from the page, in the page's language, for a decision it records itself (bannerNoticeText).
 */
export const NOTICE_PART_ATTRIBUTE = 'data-notice-part';
/** The decisions a banner button makes, as its DECIDES_CONSENT_ATTRIBUTE says. */
export type BannerDecision = 'accept' | 'decline';

const BOOT_SCRIPT = /* @__PURE__ */ new RegExp(`<script id="${BOOT_SCRIPT_ID}"([^>]*)>([\\s\\S]*?)</script>`);

/** Whether this index.html has a place for the shell's markup (the shell's build has; another app's has not). */
export function hasPageRoot(html: string): boolean {
  return ROOT.test(html);
}

/**
 * index.html as the product wrote it, with the end mark after its `<div id="root"></div>` if it lacks one (`shellkit/vite`
 * adds it, so a product's index.html stays as its template made it). A page with no root throws, naming the fix.
 */
export function withPageRootEnd(html: string): string {
  if (hasPageRoot(html)) return html;
  const root = /<div id="root"[^>]*><\/div>/.exec(html);
  if (!root)
    throw new Error(`Shellkit: index.html has no <div id="root"></div> to put the page in: add it to <body>, before the app's script.`);
  return html.replace(root[0], `${root[0]}${PAGE_ROOT_END}`);
}

/** The root's attribute naming the URL (path and query) its markup was rendered for: the browser hydrates only a page rendered for its own URL. */
export const RENDERED_URL_ATTRIBUTE = 'data-rendered-url';

/**
 * index.html with a rendered page in its root (replacing whatever was there), the URL it was rendered
 * for, and its title (when given). No page (empty markup): an empty root, which the browser renders.
 */
export function withPageContent(
  html: string,
  page: {
    readonly markup: string;
    readonly url?: string;
    readonly title?: string;
    /** The page's description (`<meta name="description">`), in its language: search results show it. */
    readonly description?: string;
    /** The page's language: `<html lang dir>`, so the browser, screen readers and the app read it before anything else. */
    readonly language?: { readonly code: string; readonly direction: 'ltr' | 'rtl' };
    /** That language's catalog module, as the build emitted it (catalogFile): fetched beside the app's entry (AppScripts). */
    readonly catalog?: string;
  },
): string {
  if (!hasPageRoot(html)) throw new Error(`Shellkit: index.html has no <div id="root"></div>${PAGE_ROOT_END} to put the page in.`);
  const open =
    page.markup && page.url !== undefined ? `<div id="root" ${RENDERED_URL_ATTRIBUTE}="${escapeAttribute(page.url)}">` : '<div id="root">';
  const inPlace = html.replace(ROOT, (_match, close: string) => `${open}${page.markup}${close}`);
  const { language } = page;
  const withLanguage = language
    ? inPlace.replace(HTML_TAG, (tag) => {
        // lang and dir are the page's; any other attribute (the server's marks, shell-config-document.ts) is kept.
        const others = tag.replace(/^<html\b|>$/g, '').replace(/\s(?:lang|dir)="[^"]*"/g, '');
        return `<html${others} lang="${escapeAttribute(language.code)}" dir="${language.direction}">`;
      })
    : inPlace;
  const { catalog } = page;
  const withMarkup = catalog === undefined ? withLanguage : withCatalog(withLanguage, catalog);
  const { description } = page;
  const described =
    description === undefined
      ? withMarkup
      : withMarkup.replace(DESCRIPTION, () => `<meta name="description" content="${escapeAttribute(description)}" />`);
  if (page.title === undefined) return described;
  const title = `<title>${escapeText(page.title)}</title>`;
  return described.replace(TITLE, () => title);
}

/** The app's entry script and the modules it imports statically, fetched beside it (modulepreload). */
export interface AppScripts {
  readonly entry: string;
  readonly preloads: readonly string[];
  /**
   * The page's language's catalog (`<html lang>`'s), a module the entry imports by this URL: fetched beside the entry rather
   * than after it, and the entry need not carry every language's file name to find it (src/i18n/page-language.ts).
   */
  readonly catalog?: string;
  /**
   * The browser's composition root (src/composition/hosts/browser-composition.ts), a chunk the entry imports before it
   * hydrates: fetched beside the entry too, rather than one round trip after it has run.
   */
  readonly composition?: string;
}

/** The page's boot script made to start the app with `catalog` as its language's catalog (a page rendered in another language than the template's). */
function withCatalog(html: string, catalog: string): string {
  const boot = bootScriptOf(html);
  if (!boot?.scripts)
    throw new Error('Shellkit: a page in another language needs the boot script that starts the app (the build writes it in index.html).');
  const element = bootScriptElement(boot.code, { ...boot.scripts, catalog });
  return html.replace(BOOT_SCRIPT, () => element);
}

/**
 * The boot script's `<script>` element, as the build writes it at the end of `<head>`: its code, and the app's scripts it
 * starts as data attributes (so its text, and the CSP hash of it, is the same in every build). No scripts: `npm run dev`'s
 * page, which loads its app itself.
 */
export function bootScriptElement(code: string, scripts?: AppScripts): string {
  if (code.includes('</script')) throw new Error('Shellkit: the boot script must not contain "</script".');
  const catalog = scripts?.catalog === undefined ? '' : ` data-catalog="${escapeAttribute(scripts.catalog)}"`;
  const composition = scripts?.composition === undefined ? '' : ` data-composition="${escapeAttribute(scripts.composition)}"`;
  const attributes = scripts
    ? ` data-entry="${escapeAttribute(scripts.entry)}" data-preloads="${escapeAttribute(scripts.preloads.join(' '))}"${catalog}${composition}`
    : '';
  return `<script id="${BOOT_SCRIPT_ID}"${attributes}>${code}</script>`;
}

/** The scripts a boot script element starts (the browser's element, or its attributes as the HTML carries them). */
export function appScriptsOf(element: { readonly getAttribute: (name: string) => string | null }): AppScripts | undefined {
  const entry = element.getAttribute('data-entry');
  if (!entry) return undefined;
  const catalog = element.getAttribute('data-catalog');
  const composition = element.getAttribute('data-composition');
  return {
    entry,
    preloads: (element.getAttribute('data-preloads') ?? '').split(' ').filter(Boolean),
    ...(catalog ? { catalog } : {}),
    ...(composition ? { composition } : {}),
  };
}

/** The boot script in a page's HTML: its text (what the CSP hashes) and the app's scripts it starts, if any. */
export function bootScriptOf(html: string): { readonly code: string; readonly scripts: AppScripts | undefined } | undefined {
  const match = BOOT_SCRIPT.exec(html);
  if (!match) return undefined;
  const attributes = new Map(
    [...(match[1] ?? '').matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name as string, unescapeAttribute(value as string)]),
  );
  return { code: match[2] ?? '', scripts: appScriptsOf({ getAttribute: (name) => attributes.get(name) ?? null }) };
}

/** Every inline script the page runs, as its exact text: what the CSP allows by hash, and nothing else. */
export function inlineScriptsOf(html: string): string[] {
  const boot = bootScriptOf(html);
  return boot ? [boot.code] : [];
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
