import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inlineScriptsOf, withPageContent } from '../../../src/domain/page-document';
import { serverStartFailure } from '../../support/shell-server.mjs';
import { e2eBuild, e2eServerScript } from '../../support/build-snapshot';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';

// Issue 12: one client build serves every end-to-end configuration; a server started with other
// vendor variables than the build serves the matching CSP and config.
test.use({ shellEnv: CONFIGS.memory });

const CONFIG_BLOCK = /<script type="application\/json" id="shellkit-config">([\s\S]*?)<\/script>/;

interface ServedConfig {
  consentMode: string;
  /** Every vendor switched on, by port (issue 23: several per port). */
  vendors: Record<'analytics' | 'pixel' | 'heatmap' | 'errors', { id: string; options: Record<string, unknown> }[]>;
}

/**
 * A page as the server hands it out: its config block, the HTML around it (the rendered page in its
 * root aside: it follows the config, see tests/e2e/pages/prerendered.spec.ts), and its CSP by directive.
 */
async function served(origin: string, pagePath = '/') {
  const response = await fetch(`${origin}${pagePath}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const csp = Object.fromEntries(
    (response.headers.get('content-security-policy') ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name as string, sources]),
  ) as Record<string, string[]>;
  const block = CONFIG_BLOCK.exec(html);
  expect(block, `${pagePath} carries the shell config`).not.toBeNull();
  return { config: JSON.parse(block?.[1] ?? '{}') as ServedConfig, around: aroundThePage(html), csp };
}

const aroundThePage = (html: string) => withPageContent(html.replace(CONFIG_BLOCK, ''), { markup: '' });

/** The inline script a page may run, the boot script in <head>, allowed by its hash. */
const inlineHashes = (html: string) =>
  inlineScriptsOf(html).map((code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`);

const ids = (config: ServedConfig) =>
  Object.fromEntries(Object.entries(config.vendors).map(([port, serving]) => [port, serving.map((vendor) => vendor.id).join(' ')]));

test.describe('one build serves every config (issue 12)', () => {
  test('a server started with other vendor variables than the build serves their config and CSP, from the same client build', async ({
    baseURL,
    serverWith,
  }) => {
    const built = readFileSync(path.join(e2eBuild(), 'client', 'index.html'), 'utf8');
    const vendorsOrigin = await serverWith(CONFIGS.vendors);
    const memory = await served(baseURL ?? '');
    const vendors = await served(vendorsOrigin);

    // The same page from the same build (the same entry chunk, the same everything), only the config block differs.
    expect(memory.around).toBe(aroundThePage(built));
    expect(vendors.around).toBe(memory.around);

    expect(ids(memory.config)).toEqual({ analytics: 'memory', pixel: 'meta-pixel', heatmap: 'memory', errors: 'memory', chat: 'memory' });
    expect(memory.config.vendors.pixel[0]?.options).toEqual({});
    expect(memory.config.consentMode).toBe('notice');
    expect(ids(vendors.config)).toEqual({ analytics: 'segment', pixel: 'meta-pixel', heatmap: 'hotjar', errors: 'sentry', chat: 'memory' });
    expect(vendors.config.vendors.analytics[0]?.options).toMatchObject({ writeKey: CONFIGS.vendors.VITE_SEGMENT_WRITE_KEY });
    expect(vendors.config.vendors.pixel[0]?.options).toEqual({ pixelId: CONFIGS.vendors.VITE_META_PIXEL_ID });
    expect(vendors.config.vendors.errors[0]?.options).toMatchObject({ tunnel: '/monitoring?o=123&p=456&r=us' });

    // The in-memory config allows the site alone; the vendors' config exactly what their descriptors ask for.
    for (const directive of ['connect-src', 'font-src']) expect(memory.csp[directive], directive).toEqual(["'self'"]);
    // One inline script, the boot script (issue 22): one hash.
    expect(inlineHashes(built)).toHaveLength(1);
    expect(memory.csp['script-src']).toEqual(["'self'", ...inlineHashes(built)]);
    expect(memory.csp['img-src']).toEqual(["'self'", 'data:']);
    expect(vendors.csp['script-src']).toEqual([
      "'self'",
      ...inlineHashes(built),
      'https://connect.facebook.net',
      'https://static.hotjar.com',
      'https://script.hotjar.com',
    ]);
    expect(vendors.csp['connect-src']).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://cdn.segment.com',
        'https://api.segment.io',
        'https://connect.facebook.net',
        'https://www.facebook.com',
        'https://*.hotjar.com',
      ]),
    );
    expect(vendors.csp['img-src']).toEqual(expect.arrayContaining(['https://www.facebook.com', 'https://*.hotjar.com']));
    // Nothing of a vendor the config does not run.
    expect(JSON.stringify(vendors.csp)).not.toMatch(/clarity|posthog/);
    for (const csp of [memory.csp, vendors.csp]) expect(csp['script-src']).not.toContain("'unsafe-inline'");
  });

  test('every page path of a server carries its config, and two more servers of the same build differ only in theirs', async ({
    serverWith,
  }) => {
    const [optin, posthog] = await Promise.all([serverWith(CONFIGS.optin), serverWith(CONFIGS.posthog)]);
    for (const pagePath of ['/', '/index.html', '/privacy', '/no/such/page']) {
      expect((await served(optin, pagePath)).config.consentMode, pagePath).toBe('opt-in');
      expect(ids((await served(posthog, pagePath)).config).analytics, pagePath).toBe('posthog');
    }
    const posthogPage = await served(posthog);
    expect(posthogPage.config.vendors.analytics[0]?.options).toMatchObject({ apiHost: CONFIGS.posthog.VITE_POSTHOG_HOST });
    expect(posthogPage.csp['connect-src']).toEqual(["'self'", 'https://eu.i.posthog.com']);
    expect(posthogPage.around).toBe((await served(optin)).around);
  });

  test('the page runs the config its server handed it, not the one baked into the build', async ({ page, serverWith, vendors }) => {
    const origin = await serverWith(CONFIGS.vendors);
    await page.goto(`${origin}/`);
    await expect.poll(() => vendors.hits['segment-settings'].length).toBe(1);
    expect(new URL(vendors.hits['segment-settings'][0]?.url ?? '').pathname).toBe(
      `/v1/projects/${CONFIGS.vendors.VITE_SEGMENT_WRITE_KEY}/settings`,
    );
    // The in-memory fakes only stand in for ports a vendor does not serve: here the chat's alone (the config has no chat vendor).
    await expect.poll(() => page.evaluate(() => Object.keys(window.shellkitMemoryAdapters ?? {}))).toEqual(['chat']);
  });

  test('a server with a bad vendor variable does not start, and names the variable', async () => {
    const badId = await serverStartFailure({ VITE_META_PIXEL_ID: 'not-digits' }, { script: e2eServerScript() });
    expect(badId?.code).toBe(1);
    expect(badId?.stderr).toContain('VITE_META_PIXEL_ID');
  });

  test('two vendors of one port start together (issue 23): both in the config, both in the CSP', async ({ serverWith }) => {
    const twoHeatmaps = await served(await serverWith({ VITE_HOTJAR_SITE_ID: '3456789', VITE_CLARITY_PROJECT_ID: 'e2eclarity1' }));
    expect(ids(twoHeatmaps.config).heatmap).toBe('hotjar clarity');
    expect(twoHeatmaps.csp['script-src']).toEqual(expect.arrayContaining(['https://static.hotjar.com', 'https://www.clarity.ms']));
  });
});
