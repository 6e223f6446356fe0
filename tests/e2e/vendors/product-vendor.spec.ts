import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import { privacyFooterLink } from '../../support/shell-page';
import { HOME, OWN_VENDOR } from '../../support/test-product';

/**
 * Issue 31 §4: a product contributes a vendor of its own (the test product's src/vendors.ts lists one written with
 * `defineVendor` from `shellkit/vendors`), and the shell treats it as one of its own: its variables switch it on, the
 * page's calls reach it through its pipeline, the server's CSP opens its origin, and the privacy page names it. Its
 * endpoint is a server of this spec's on 127.0.0.1.
 */

/** What the vendor's endpoint received, body by body, in order. */
interface Collector {
  readonly origin: string;
  readonly hits: Record<string, unknown>[];
  close(): Promise<void>;
}

async function startCollector(): Promise<Collector> {
  const hits: Record<string, unknown>[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === OWN_VENDOR.collectPath) hits.push(JSON.parse(body) as Record<string, unknown>);
      // The page is on another origin (the shell's server): a simple request, answered for any origin.
      response.writeHead(request.method === 'POST' ? 202 : 404, { 'Access-Control-Allow-Origin': '*' }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, hits, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

test.use({ shellEnv: CONFIGS.memory });

let collector: Collector;
test.beforeAll(async () => {
  collector = await startCollector();
});
test.afterAll(async () => {
  await collector.close();
});

test.describe("a product's own vendor, contributed through its src/vendors.ts", () => {
  test('its variables switch it on: page views and named events reach its endpoint, the CSP opens its origin, the privacy page names it', async ({
    page,
    serverWith,
  }) => {
    collector.hits.length = 0;
    const origin = await serverWith({ [OWN_VENDOR.switchedOnBy]: 'fixture-site', [OWN_VENDOR.endpointVariable]: collector.origin });

    const response = await page.goto(`${origin}/`);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(/connect-src ([^;]*)/.exec(csp)?.[1]?.split(' ')).toContain(collector.origin);

    await expect.poll(() => collector.hits.length).toBe(1);
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await expect.poll(() => collector.hits.length).toBe(2);
    await privacyFooterLink(page).click();
    await expect.poll(() => collector.hits.length).toBe(3);

    expect(collector.hits).toEqual([
      expect.objectContaining({ site: 'fixture-site', kind: 'pageview', path: '/', search: '' }),
      { site: 'fixture-site', kind: 'event', name: 'Sample Event', properties: { source: 'lab', currentPage: '/' } },
      expect.objectContaining({ site: 'fixture-site', kind: 'pageview', path: '/privacy', search: '' }),
    ]);
    const services = page.getByRole('article').locator('h2:text-is("Services we use") + ul > li');
    await expect(services).toHaveText([
      `Product analytics (${OWN_VENDOR.label}, analytics): the pages you view and named events, without cookies.`,
    ]);

    // The inspector's adapters table has its row, marked as a vendor with no consent call of its own, as Plausible's is (allowed: the notice mode runs it at once).
    await page.goto(`${origin}/?shell-inspect`);
    const adapters = page.getByRole('complementary', { name: 'Shell inspector' }).getByRole('table', { name: /Adapters/ });
    await expect(adapters.getByRole('row').filter({ hasText: 'acme-stats' })).toHaveText(
      /^analytics\s*acme-stats \(no consent call of its own: the shell holds and drops its calls\)\s*allowed$/,
    );
  });

  test('switched off (its variable unset), it is neither called, nor in the CSP, nor named', async ({ page, baseURL }) => {
    collector.hits.length = 0;
    const response = await page.goto(`${baseURL ?? ''}/privacy`);
    expect(response?.headers()['content-security-policy']).not.toContain(collector.origin);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    expect(await page.getByRole('article').innerText()).not.toContain(OWN_VENDOR.label);
    expect(collector.hits).toEqual([]);
  });
});
