// @vitest-environment node
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShellServer, until, type RunningServer } from '../support/server-harness';
import { bootScriptOf } from '../../src/domain/page-document';

// VITE_CONSENT_MODE=auto on the built server, over real HTTP: the page's config follows the CDN's
// country header, the answer varies by it, and the rule stays on the server.
let cloudflare: RunningServer;
let cloudfront: RunningServer;
let notice: RunningServer;

beforeAll(async () => {
  [cloudflare, cloudfront, notice] = await Promise.all([
    startShellServer({ VITE_CONSENT_MODE: 'auto' }),
    startShellServer({ VITE_CONSENT_MODE: 'auto', CONSENT_COUNTRY_HEADER: 'CloudFront-Viewer-Country', CONSENT_OPT_IN_COUNTRIES: 'DE,FR' }),
    startShellServer({}),
  ]);
});
afterAll(async () => {
  await Promise.all([cloudflare, cloudfront, notice].map((server) => server?.stop()));
});

/** node:http, so the headers are exactly what the server sent. */
function get(server: RunningServer, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    request(new URL(path, server.origin), { headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    })
      .on('error', reject)
      .end();
  });
}

const configOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="shellkit-config">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null') as Record<
    string,
    unknown
  >;

describe('consent mode by country (VITE_CONSENT_MODE=auto)', () => {
  it.each([
    ['DE', 'opt-in'],
    ['GB', 'opt-in'],
    ['CH', 'opt-in'],
    ['US', 'opt-out'],
    ['JP', 'notice'],
    ['XX', 'opt-in'],
  ])('CF-IPCountry: %s → %s, on every page path, varying by the header and revalidated', async (country, mode) => {
    for (const path of ['/', '/index.html', '/privacy', '/no/such/page']) {
      const page = await get(cloudflare, path, { 'cf-ipcountry': country, 'accept-encoding': 'identity' });
      expect(page.status).toBe(200);
      expect(configOf(page.body).consentMode, path).toBe(mode);
      expect(page.headers.vary, path).toMatch(/^CF-IPCountry, cf-region-code, Sec-GPC, Accept-Language, Cookie(, Accept-Encoding)?$/);
      expect(page.headers['cache-control'], path).toBe('no-cache');
    }
  });

  it('no header: opt-in, no country, and never the rule', async () => {
    const page = await get(cloudflare, '/');
    const config = configOf(page.body);
    expect(config.consentMode).toBe('opt-in');
    expect(config).not.toHaveProperty('visitorCountry');
    expect(page.body).not.toMatch(/modeByCountry|optInCountries/);
  });

  it("the CSP is the same in every country, and the page differs only in its config block and the banner of the country's mode", async () => {
    const [german, japanese] = await Promise.all([
      get(cloudflare, '/', { 'cf-ipcountry': 'DE' }),
      get(cloudflare, '/', { 'cf-ipcountry': 'JP' }),
    ]);
    expect(german.headers['content-security-policy']).toBe(japanese.headers['content-security-policy']);
    const withoutConfig = (html: string) => html.replace(/<script type="application\/json" id="shellkit-config">[\s\S]*?<\/script>/, '');
    // The page's HTML is rendered with the visitor's config: opt-in's banner asks, notice's tells.
    const withoutBanner = (html: string) => html.replace(/<section role="region" class="cookie-banner"[\s\S]*?<\/section>/, '');
    expect(withoutBanner(withoutConfig(german.body))).toBe(withoutBanner(withoutConfig(japanese.body)));
    expect(german.body).toContain('>Reject all</button>');
    expect(german.body).not.toContain('>I Understand</button>');
    expect(japanese.body).toContain('>I Understand</button>');
    expect(japanese.body).not.toContain('>Reject all</button>');
  });

  it('assets do not vary by country', async () => {
    const entry = bootScriptOf((await get(cloudflare, '/')).body)?.scripts?.entry ?? '';
    const asset = await get(cloudflare, entry, { 'cf-ipcountry': 'DE', 'accept-encoding': 'br' });
    expect(asset.status).toBe(200);
    expect(asset.headers.vary).toBe('Accept-Encoding');
  });

  it("another CDN's header and a custom list: CloudFront-Viewer-Country read, CF-IPCountry ignored", async () => {
    const mode = async (headers: Record<string, string>) => configOf((await get(cloudfront, '/', headers)).body).consentMode;
    expect(await mode({ 'cloudfront-viewer-country': 'FR' })).toBe('opt-in');
    expect(await mode({ 'cloudfront-viewer-country': 'GB' })).toBe('notice'); // not on this list
    expect(await mode({ 'cf-ipcountry': 'US' })).toBe('opt-in'); // another CDN's header: unknown
    expect((await get(cloudfront, '/')).headers.vary).toMatch(/^CloudFront-Viewer-Country/);
  });

  it("the build's compressed copies of index.html, with the build's config, are not served", async () => {
    for (const copy of ['/index.html.br', '/index.html.gz']) expect((await get(cloudflare, copy)).status).toBe(404);
  });

  it('the log says the rule the server runs', async () => {
    // stdout (which said the server is up) and stderr (the log) are different pipes: wait for the line.
    await until(() => cloudflare.logLines().some((line) => line.msg === 'consent mode by country'), 'the rule to be logged');
    expect(cloudflare.logLines()).toContainEqual(
      expect.objectContaining({ msg: 'consent mode by country', header: 'CF-IPCountry', optInCountries: 39 }),
    );
  });

  it('notice mode (no rule): no Vary on a country, whatever the visitor sends', async () => {
    const page = await get(notice, '/', { 'cf-ipcountry': 'DE' });
    expect(configOf(page.body).consentMode).toBe('notice');
    expect(String(page.headers.vary ?? '')).not.toMatch(/country/i);
  });
});
