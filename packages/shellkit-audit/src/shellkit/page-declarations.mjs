// What a Shellkit page says about itself, read from its own config block (`<script id="shellkit-config">`):
// its consent mode, every vendor switched on with its purpose, the origins it reaches and what it stores,
// and the shell's own stored items. Plain JavaScript, so the audit runs under Node against any built site
// without the shell's TypeScript: the page is the one source, as it is for the privacy table.

/** The consent purposes a visitor may refuse ("necessary" never is). */
export const REFUSABLE_PURPOSES = ['analytics', 'marketing', 'experience'];

/**
 * A declared name as a pattern, as src/domain/stored-item.ts reads it: `<…>` is a part the vendor fills in
 * (one character or more), `*` anything. tests/audit keeps the two readings the same.
 */
export function declaredNamePattern(name) {
  const source = name
    .split(/(<[^>]*>|\*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith('<') && part.endsWith('>') ? '.+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

/** Whether a key present on the device (`{ kind, name }`) is the declared item. */
export const isDeclaredAs = (item, key) => item.kind === key.kind && declaredNamePattern(item.name).test(key.name);

/** The config the page was served with. */
export async function readPageConfig(page) {
  const text = await page.evaluate(() => document.getElementById('shellkit-config')?.textContent ?? null);
  if (!text) throw new Error(`${page.url()} carries no <script id="shellkit-config">: is it a Shellkit page?`);
  return JSON.parse(text);
}

/** Every vendor the page runs (not the in-memory defaults), each once. */
export function vendorsOf(config) {
  return Object.values(config.vendors)
    .flat()
    .filter((vendor) => vendor.id !== 'memory');
}

/**
 * Every declaration on the page, each with who declared it and the consent purpose it follows: the shell's
 * own (necessary), then each vendor's (an item may follow another purpose than its vendor's: GA4's `_gcl_*`).
 */
export function declarationsOf(config) {
  return [
    ...(config.shellStorage ?? []).map((item) => ({ owner: 'This site (Shellkit)', purpose: 'necessary', item })),
    ...vendorsOf(config).flatMap((vendor) =>
      vendor.storage.map((item) => ({ owner: vendor.label, purpose: item.consentPurpose ?? vendor.purpose, item })),
    ),
  ];
}

/** An origin as a CSP source lists it (`https://*.hotjar.com`), as a test of a URL. */
function originMatcher(source) {
  const match = /^([a-z]+):\/\/(\*\.)?([^/:]+)(:\d+)?/.exec(source);
  if (!match) return () => false;
  const [, , wildcard, host] = match;
  return (url) => (wildcard ? url.hostname.endsWith(`.${host}`) : url.hostname === host);
}

/** The vendors whose declared origins a URL is on (two may share one: GA4 and Google Ads share Google's tag). */
export function vendorsReaching(config, url) {
  const target = new URL(url);
  return vendorsOf(config).filter((vendor) =>
    Object.values(vendor.origins ?? {})
      .flat()
      .some((source) => originMatcher(source)(target)),
  );
}

/**
 * The embed services (`<Embed>`, the page's VITE_EMBEDS) whose frame origins a URL is on: a request there is the
 * service's frame, loaded only once its purpose is allowed or the visitor asks for it once (issue 34 §1).
 */
export function embedsReaching(config, url) {
  const target = new URL(url);
  return (config.embeds ?? []).filter((embed) => embed.frameOrigins.some((source) => originMatcher(source)(target)));
}

/** The query parameters a tag names its account or pixel by (GA's tid and gtag.js's id, Meta's id, …). */
const ID_PARAMETERS = ['id', 'tid', 'pid', 'pixel_id', 'ti', 'partner_id', 'site_id'];

/** Every id-like value of a vendor's options (a pixel id, a measurement id, a site id). */
function idsOf(vendor) {
  const ids = new Set();
  const walk = (value) => {
    if (typeof value === 'string' || typeof value === 'number') {
      if (/^[A-Za-z0-9_-]{4,}$/.test(String(value)) && /\d/.test(String(value))) ids.add(String(value));
    } else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(vendor.options);
  return ids;
}

/**
 * The vendors of the page that explain a request: those whose origins it is on, less those it names another
 * account of (a second GA4 id, a Meta hit with another pixel id, is a tag the page brings, not the vendor's).
 */
export function vendorsExplaining(config, url) {
  const target = new URL(url);
  const named = ID_PARAMETERS.map((name) => target.searchParams.get(name)).filter((value) => value);
  return vendorsReaching(config, target).filter((vendor) => {
    const ids = idsOf(vendor);
    return ids.size === 0 || named.length === 0 || named.some((value) => ids.has(value));
  });
}
