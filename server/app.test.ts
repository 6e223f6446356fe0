// @vitest-environment node
import type { MiddlewareHandler } from 'hono';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { shellConfigFromEnv, vendorOrigins } from '../src/composition/shell-env';
import { configForVisitor, visitorPlace } from '../src/domain/consent-region';
import { parseServerEnv } from './config/server-config.schema';
import type { ShellConfig } from '../src/domain/shell-config';
import type * as ShellConfigDocument from '../src/domain/shell-config-document';
import { SHELL_CONFIG_ELEMENT_ID, withShellConfig } from '../src/domain/shell-config-document';
import type { RenderedPage } from '../src/composition/render-page';
import { bootScriptElement, PAGE_ROOT_END } from '../src/domain/page-document';
import { createApp } from './app';
import { pagesForVisitors } from './pages/page-templates';
import { createHash } from 'node:crypto';

// Counts the pages made, to show each country's is made once.
vi.mock('../src/domain/shell-config-document', async (importOriginal) => {
  const original = await importOriginal<typeof ShellConfigDocument>();
  return { ...original, withShellConfig: vi.fn(original.withShellConfig) };
});
const pagesMade = vi.mocked(withShellConfig);

const BUILT = `<!doctype html><html><head><title>Shellkit</title><script type="application/json" id="${SHELL_CONFIG_ELEMENT_ID}">{"baked":true}</script></head><body><div id="root"></div>${'<!-- padding so compress() applies -->'.repeat(40)}</body></html>`;
const CONFIG_BLOCK = new RegExp(`<script type="application/json" id="${SHELL_CONFIG_ELEMENT_ID}">([\\s\\S]*?)</script>`);

function shellConfig(env: Record<string, string>): ShellConfig {
  const result = shellConfigFromEnv(env);
  if (!result.ok) throw new Error(result.error);
  return result.config;
}

function appFor(env: Record<string, string>) {
  const server = parseServerEnv({});
  if (!server.ok) throw new Error(server.error);
  const shell = shellConfig(env);
  // No client files here but the build's compressed index.html, which must never be what a visitor gets.
  const serveClientFile = (): MiddlewareHandler => async (c, next) =>
    c.req.path === '/index.html.br' ? c.body('baked, compressed') : next();
  return createApp({
    shell,
    vendorOrigins: vendorOrigins(shell),
    indexHtml: BUILT,
    server: server.config,
    tunnel: { fetch, log: { info: () => undefined, warn: () => undefined }, clientIp: () => '127.0.0.1' },
    serveClientFile,
  });
}

async function page(app: ReturnType<typeof appFor>, path: string, headers: Record<string, string> = {}) {
  const response = await app.request(path, { headers });
  const html = await response.text();
  const block = CONFIG_BLOCK.exec(html)?.[1];
  return { response, html, config: JSON.parse(block ?? 'null') as (ShellConfig & Record<string, unknown>) | null };
}

beforeEach(() => {
  pagesMade.mockClear();
});

describe("auto mode: each page is served with the mode for the visitor's country", () => {
  const app = appFor({ VITE_CONSENT_MODE: 'auto' });

  it.each([
    ['DE', 'opt-in', 'DE'],
    ['GB', 'opt-in', 'GB'],
    ['CH', 'opt-in', 'CH'],
    ['NO', 'opt-in', 'NO'],
    ['US', 'opt-out', 'US'],
    ['jp', 'notice', 'JP'],
    ['XX', 'opt-in', undefined],
    ['T1', 'opt-in', undefined],
    ['<script>', 'opt-in', undefined],
  ])('CF-IPCountry: %s → %s', async (country, mode, visitorCountry) => {
    for (const path of ['/', '/index.html', '/privacy', '/no/such/page']) {
      const { config } = await page(app, path, { 'CF-IPCountry': country });
      expect(config?.consentMode, path).toBe(mode);
      expect(config?.visitorCountry, path).toBe(visitorCountry);
    }
  });

  it('no header: opt-in, the careful default', async () => {
    const { config } = await page(app, '/');
    expect(config?.consentMode).toBe('opt-in');
    expect(config).not.toHaveProperty('visitorCountry');
  });

  it('the rule never reaches the page', async () => {
    for (const country of ['DE', 'US', '']) {
      const { html, config } = await page(app, '/', { 'CF-IPCountry': country });
      expect(config).not.toHaveProperty('modeByCountry');
      expect(html).not.toMatch(/modeByCountry|optInCountries|CF-IPCountry/);
    }
  });

  it('pages vary by the header and must be revalidated; the rest of the answer (the CSP) is the same in every country', async () => {
    const german = await page(app, '/', { 'CF-IPCountry': 'DE', 'Accept-Encoding': 'gzip' });
    const american = await page(app, '/privacy', { 'CF-IPCountry': 'US' });
    for (const { response } of [german, american]) {
      expect(response.headers.get('cache-control')).toBe('no-cache');
      // compress() adds its own to ours rather than replacing it.
      expect(response.headers.get('vary')).toBe('CF-IPCountry, cf-region-code, Sec-GPC, Accept-Language, Cookie, Accept-Encoding');
    }
    expect(german.response.headers.get('content-encoding')).toBe('gzip');
    expect(german.response.headers.get('content-security-policy')).toBe(american.response.headers.get('content-security-policy'));
    // What is not a page does not vary by country.
    expect((await app.request('/healthz', { headers: { 'CF-IPCountry': 'DE' } })).headers.get('vary')).toBeNull();
  });

  it("each country's page is made once, on its first visitor", async () => {
    const fresh = appFor({ VITE_CONSENT_MODE: 'auto' });
    expect(pagesMade).not.toHaveBeenCalled();
    for (let visit = 0; visit < 50; visit += 1) {
      for (const country of ['DE', 'US', 'de', 'XX', '']) await page(fresh, visit % 2 ? '/' : '/privacy', { 'CF-IPCountry': country });
    }
    // DE (de too), US, and unknown (XX and none): three pages for 250 requests.
    expect(pagesMade).toHaveBeenCalledTimes(3);
  });

  it("the build's compressed index.html (its baked config) is never served", async () => {
    expect((await app.request('/index.html.br')).status).toBe(404);
  });
});

describe('the pages kept in auto mode are bounded', () => {
  it('every pair of letters and a run of garbage make at most one page per country and one for unknown, and per US state', () => {
    const shell = shellConfig({ VITE_CONSENT_MODE: 'auto' });
    const rule = { header: 'CF-IPCountry', regionHeader: 'cf-region-code', optInCountries: [], ...shell.modeByCountry };
    const pageFor = pagesForVisitors(BUILT);
    const visit = (headers: Record<string, string>, gpc = false) =>
      pageFor(configForVisitor(shell, { ...visitorPlace(rule, (name) => headers[name]), globalPrivacyControl: gpc }));
    const letters = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
    const pairs = letters.flatMap((a) => letters.map((b) => a + b));
    // Twice over: the second round is served from what the first made.
    for (let round = 0; round < 2; round += 1) {
      for (const pair of pairs) visit({ [rule.header]: pair, [rule.regionHeader]: pair });
      for (const pair of pairs) visit({ [rule.header]: 'US', [rule.regionHeader]: pair });
      for (let junk = 0; junk < 200; junk += 1) visit({ [rule.header]: `junk-${junk}`, [rule.regionHeader]: `junk-${junk}` });
    }
    // 250 countries and unknown; the US once more per state (51) and for an unknown state, which the US's own page is.
    expect(pagesMade.mock.calls.length).toBe(250 + 1 + 51);
    for (const pair of pairs) visit({ [rule.header]: 'US', [rule.regionHeader]: pair }, true);
    expect(pagesMade.mock.calls.length).toBe(250 + 1 + 51 + 52);
  });
});

describe("another CDN's header, chosen by CONSENT_COUNTRY_HEADER", () => {
  it.each([
    ['CloudFront-Viewer-Country', 'CloudFront-Viewer-Country-Region'],
    ['X-Vercel-IP-Country', 'X-Vercel-IP-Country-Region'],
  ])('%s: read with its region header %s, and CF-IPCountry ignored', async (header, regionHeader) => {
    const app = appFor({ VITE_CONSENT_MODE: 'auto', CONSENT_COUNTRY_HEADER: header });
    expect((await page(app, '/', { [header]: 'JP' })).config?.consentMode).toBe('notice');
    expect((await page(app, '/', { [header.toLowerCase()]: 'jp' })).config?.consentMode).toBe('notice');
    expect((await page(app, '/', { [header]: 'FR' })).config?.consentMode).toBe('opt-in');
    expect((await page(app, '/', { 'CF-IPCountry': 'JP' })).config?.consentMode).toBe('opt-in');
    expect((await page(app, '/', { [header]: 'US', [regionHeader]: 'CA' })).config).toMatchObject({
      consentMode: 'opt-out',
      visitorRegion: 'CA',
    });
    // Alabama has no comprehensive privacy law: SPEC's notice; the cf-region-code of another CDN is not read.
    expect((await page(app, '/', { [header]: 'US', [regionHeader.toLowerCase()]: 'AL' })).config?.consentMode).toBe('notice');
    expect((await page(app, '/', { [header]: 'US', 'cf-region-code': 'AL' })).config?.consentMode).toBe('opt-out');
    expect((await page(app, '/', { [header]: 'US' })).response.headers.get('vary')).toBe(
      `${header}, ${regionHeader}, Sec-GPC, Accept-Language, Cookie, Accept-Encoding`,
    );
  });

  it('CONSENT_REGION_HEADER names the region header of a CDN not known here', async () => {
    const app = appFor({ VITE_CONSENT_MODE: 'auto', CONSENT_COUNTRY_HEADER: 'X-Geo-Country', CONSENT_REGION_HEADER: 'X-Geo-Region' });
    expect((await page(app, '/', { 'X-Geo-Country': 'US', 'X-Geo-Region': 'AL' })).config?.consentMode).toBe('notice');
    expect((await page(app, '/', { 'X-Geo-Country': 'US', 'X-Geo-Region': 'US-VA' })).config).toMatchObject({
      consentMode: 'opt-out',
      visitorRegion: 'VA',
    });
  });

  it('Sec-GPC: 1 is in the page (advertising off from the first byte), in every mode; other values are not', async () => {
    for (const env of [{ VITE_CONSENT_MODE: 'auto' }, {}]) {
      const app = appFor(env);
      expect((await page(app, '/', { 'CF-IPCountry': 'US', 'Sec-GPC': '1' })).config?.globalPrivacyControl).toBe(true);
      expect((await page(app, '/', { 'CF-IPCountry': 'US', 'Sec-GPC': '0' })).config).not.toHaveProperty('globalPrivacyControl');
      expect((await page(app, '/', { 'CF-IPCountry': 'US' })).config).not.toHaveProperty('globalPrivacyControl');
    }
  });

  it('CONSENT_OPT_IN_COUNTRIES replaces the default list', async () => {
    const app = appFor({ VITE_CONSENT_MODE: 'auto', CONSENT_OPT_IN_COUNTRIES: 'US,CA' });
    expect((await page(app, '/', { 'CF-IPCountry': 'US' })).config?.consentMode).toBe('opt-in');
    expect((await page(app, '/', { 'CF-IPCountry': 'DE' })).config?.consentMode).toBe('notice');
  });
});

describe('notice and opt-in: as before, whatever the header', () => {
  // One language (VITE_LANGUAGES): nothing varies by Accept-Language either.
  it.each([{ VITE_LANGUAGES: 'en' }, { VITE_CONSENT_MODE: 'opt-in', VITE_LANGUAGES: 'en' }])(
    '%j: the same bytes for every visitor, varying by encoding only',
    async (env) => {
      const app = appFor(env);
      // The server's pages also say it answers the language choice's form (`languageChoiceServed`).
      const expected = withShellConfig(BUILT, { ...shellConfig(env), languageChoiceServed: true });
      for (const country of [undefined, 'DE', 'US']) {
        const { response, html } = await page(app, '/', country ? { 'CF-IPCountry': country } : {});
        expect(html).toBe(expected);
        // Global Privacy Control changes the page in every mode (issue 33 §2).
        expect(response.headers.get('vary')).toBe('Sec-GPC, Accept-Encoding');
        expect(response.headers.get('cache-control')).toBe('no-cache');
      }
    },
  );
});

describe('pages rendered from HTML (issue 16)', () => {
  const BOOT = 'boot(document.currentScript)';
  const TEMPLATE = `<!doctype html><html><head><title>Shellkit</title><script type="application/json" id="${SHELL_CONFIG_ELEMENT_ID}">{"baked":true}</script>${bootScriptElement(BOOT, { entry: '/assets/index-1.js', preloads: ['/assets/react-2.js'] })}</head><body><div id="root"><p>baked page</p></div>${PAGE_ROOT_END}</body></html>`;

  function renderingApp(
    env: Record<string, string>,
    renderPage: (url: string, config: ShellConfig) => Promise<RenderedPage>,
    warn = vi.fn(),
  ) {
    const server = parseServerEnv({});
    if (!server.ok) throw new Error(server.error);
    const shell = shellConfig(env);
    // Static hosting's prerendered pages sit in the build; the server must never hand them out.
    const files: Record<string, string> = {
      '/privacy/index.html': 'baked privacy',
      '/404.html': 'baked 404',
      '/privacy': 'a folder',
      '/robots.txt': 'robots',
    };
    const serveClientFile = (): MiddlewareHandler => async (c, next) => (c.req.path in files ? c.body(files[c.req.path] ?? '') : next());
    const app = createApp({
      shell,
      vendorOrigins: vendorOrigins(shell),
      indexHtml: TEMPLATE,
      renderPage,
      log: { warn },
      server: server.config,
      tunnel: { fetch, log: { info: () => undefined, warn: () => undefined }, clientIp: () => '127.0.0.1' },
      serveClientFile,
    });
    return { app, warn };
  }

  const echo = vi.fn(async (url: string, config: ShellConfig): Promise<RenderedPage> => ({
    markup: `<main>${url} in ${config.consentMode}</main>`,
    title: `${url} · Shellkit`,
  }));

  it("each page path and query is rendered with the visitor's config, once, into its own HTML and title", async () => {
    echo.mockClear();
    const { app } = renderingApp({ VITE_CONSENT_MODE: 'auto' }, echo);
    for (let visit = 0; visit < 5; visit += 1) {
      for (const country of ['DE', 'JP']) {
        const german = country === 'DE';
        const home = await page(app, '/', { 'CF-IPCountry': country });
        expect(home.html).toContain(
          `<div id="root" data-rendered-url="/"><main>/ in ${german ? 'opt-in' : 'notice'}</main></div>${PAGE_ROOT_END}`,
        );
        expect(home.html).toContain('<title>/ · Shellkit</title>');
        expect(home.html).not.toContain('baked page');
        expect((await page(app, '/privacy', { 'CF-IPCountry': country })).html).toContain(
          `<main>/privacy in ${german ? 'opt-in' : 'notice'}</main>`,
        );
        expect((await page(app, '/?tab=a', { 'CF-IPCountry': country })).html).toContain('<main>/?tab=a in');
        expect((await page(app, '/index.html', { 'CF-IPCountry': country })).html).toContain('<main>/ in');
      }
    }
    // Two countries, three URLs ("/index.html" is "/").
    expect(echo).toHaveBeenCalledTimes(6);
  });

  it("allows the page's one inline script, the boot script, by the hash of its exact text, and no other inline script", async () => {
    const { app } = renderingApp({}, echo);
    const csp = (await app.request('/')).headers.get('content-security-policy') ?? '';
    const boot = `'sha256-${createHash('sha256').update(BOOT).digest('base64')}'`.replace(/[+/]/g, '\\$&');
    expect(csp).toMatch(new RegExp(`script-src 'self' ${boot};`));
    expect(csp).not.toContain('unsafe-inline');
  });

  it("never serves the build's prerendered pages (they carry its config): a page path is rendered, their files are not found", async () => {
    const { app } = renderingApp({}, echo);
    expect((await page(app, '/privacy')).html).toContain('<main>/privacy in notice</main>');
    for (const file of ['/privacy/index.html', '/404.html', '/privacy/index.html.br'])
      expect((await app.request(file)).status, file).toBe(404);
    expect(await (await app.request('/robots.txt')).text()).toBe('robots');
  });

  it('a page that cannot be rendered is served as index.html with its config, logged, and tried again on the next request', async () => {
    const failing = vi.fn(async (): Promise<RenderedPage> => {
      throw new Error('render broke');
    });
    const { app, warn } = renderingApp({}, failing);
    const first = await page(app, '/privacy');
    expect(first.response.status).toBe(200);
    expect(first.config?.consentMode).toBe('notice');
    expect(first.html).toContain(`<div id="root"></div>${PAGE_ROOT_END}`);
    expect(warn).toHaveBeenCalledWith('page not rendered', { url: '/privacy', error: 'render broke' });
    await page(app, '/privacy');
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('one-off URLs (an ad click each) cycle through the bounded cache; the page visitors keep asking for stays rendered', async () => {
    echo.mockClear();
    const { app } = renderingApp({}, echo);
    await page(app, '/');
    for (let click = 0; click < 1500; click += 1) {
      await page(app, `/?gclid=${click}`);
      if (click % 100 === 0) await page(app, '/');
    }
    expect(echo.mock.calls.filter(([url]) => url === '/')).toHaveLength(1);
    // The cache still works past its bound: a one-off URL asked for again right away is not rendered twice.
    await page(app, '/?gclid=1499');
    expect(echo.mock.calls.filter(([url]) => url === '/?gclid=1499')).toHaveLength(1);
  });

  it('a flood of one-off URLs never evicts the pages visitors keep asking for (issue 35): after 2,000 unique ?utm= and not-found URLs, the pages asked for twice before are still rendered once', async () => {
    const echo = vi.fn(async (url: string): Promise<RenderedPage> => ({ markup: `<main>${url}</main>`, title: url }));
    const { app } = renderingApp({}, echo);
    for (const path of ['/', '/', '/privacy', '/privacy']) await page(app, path);
    for (let click = 0; click < 2000; click += 1) await page(app, click % 2 ? `/?utm=${click}` : `/no-such-page-${click}`);
    for (const path of ['/', '/privacy']) {
      expect((await page(app, path)).html).toContain(`<main>${path}</main>`);
      expect(
        echo.mock.calls.filter(([url]) => url === path),
        path,
      ).toHaveLength(1);
    }
  });
});

describe('files of the build and the headers every answer carries (issue 26 §6)', () => {
  function fileServingApp() {
    const server = parseServerEnv({});
    if (!server.ok) throw new Error(server.error);
    const shell = shellConfig({});
    // As serveStatic with precompressed copies: Vary only on the compressed answer.
    const serveClientFile = (): MiddlewareHandler => async (c, next) => {
      if (!['/assets/index-1.js', '/favicon.svg'].includes(c.req.path)) return next();
      if (c.req.header('accept-encoding')?.includes('br')) {
        c.header('Content-Encoding', 'br');
        c.header('Vary', 'Accept-Encoding');
      }
      return c.body('file');
    };
    return createApp({
      shell,
      vendorOrigins: vendorOrigins(shell),
      indexHtml: BUILT,
      server: server.config,
      tunnel: { fetch, log: { info: () => undefined, warn: () => undefined }, clientIp: () => '127.0.0.1' },
      serveClientFile,
    });
  }

  it.each(['/assets/index-1.js', '/favicon.svg'])(
    '%s varies by Accept-Encoding whether it goes out compressed or not, so a cache never hands brotli to a client without it',
    async (path) => {
      const app = fileServingApp();
      const plain = await app.request(path);
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(plain.headers.get('vary')).toBe('Accept-Encoding');
      const compressed = await app.request(path, { headers: { 'Accept-Encoding': 'br' } });
      expect(compressed.headers.get('content-encoding')).toBe('br');
      expect(compressed.headers.get('vary')).toBe('Accept-Encoding');
    },
  );

  it.each(['/', '/assets/index-1.js', '/healthz'])(
    '%s denies the browser features the shell never uses (Permissions-Policy)',
    async (path) => {
      const policy = (await fileServingApp().request(path)).headers.get('permissions-policy') ?? '';
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'display-capture'])
        expect(policy).toContain(`${feature}=()`);
      // Features Chromium does not know are left out: it warns about each on every page's console (issue 36).
      for (const unknown of ['bluetooth', 'ambient-light-sensor']) expect(policy).not.toContain(unknown);
    },
  );
});
