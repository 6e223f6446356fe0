// @vitest-environment node
import { request } from 'node:http';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_DIST } from '../support/product-build.mjs';
import { startShellServer, until, type RunningServer } from '../support/server-harness';

const CLIENT = path.join(PRODUCT_DIST, 'client');

let server: RunningServer;
const entryScript = readdirSync(path.join(CLIENT, 'assets')).find((file) => /^index-.*\.js$/.test(file));

/** node:http rather than fetch, so no client decompresses or rewrites what the server sent. */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const url = new URL(path, server.origin);
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

// Files a deploy might leave in the build by mistake (and one it may mean to serve), made for these tests.
const planted = ['.shellkit-test-secret', '.shellkit-test-dir/config', '.well-known/shellkit-test.txt'].map((file) =>
  path.join(CLIENT, file),
);

beforeAll(async () => {
  for (const file of planted) {
    mkdirSync(file.slice(0, file.lastIndexOf('/')), { recursive: true });
    writeFileSync(file, 'planted by static.test.ts');
  }
  server = await startShellServer({});
});
afterAll(async () => {
  await server.stop();
  for (const file of planted) rmSync(file);
  rmSync(path.join(CLIENT, '.shellkit-test-dir'), { recursive: true, force: true });
  // The build may have a /.well-known/ of its own: remove the folder only if this test left it empty.
  if (readdirSync(path.join(CLIENT, '.well-known')).length === 0) rmSync(path.join(CLIENT, '.well-known'), { recursive: true });
});

describe('production server: the app', () => {
  it('/healthz answers ok', async () => {
    const response = await get('/healthz');
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body.toString())).toEqual({ status: 'ok' });
  });

  it('index.html must be revalidated; fingerprinted assets are cached for a year, immutable', async () => {
    expect((await get('/')).headers['cache-control']).toBe('no-cache');
    const asset = await get(`/assets/${entryScript}`);
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toMatch(/javascript/);
  });

  it('serves the precompressed brotli copy when accepted, gzip otherwise, identity when neither', async () => {
    const br = await get(`/assets/${entryScript}`, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const gzip = await get(`/assets/${entryScript}`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await get(`/assets/${entryScript}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    // A cache between must not hand this plain copy to a client that asked for brotli, nor the reverse.
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
  });

  it.each([
    ['/privacy', '<h1>Privacy policy</h1>'],
    ['/no/such/page', '<h1>Page not found</h1>'],
    ['/?tab=a', 'Showing tab A.'],
  ])('answers the client route %s with the app, that page rendered in it', async (path, content) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    const html = response.body.toString();
    expect(html).toContain(`<div id="root" data-rendered-url="${path}">`);
    expect(html).toContain(content);
  });

  it('a missing file is a 404, not the app', async () => {
    expect((await get('/assets/index-missing.js')).status).toBe(404);
    expect((await get('/robots.txt')).status).toBe(404);
  });

  it('sends the security headers, with a CSP of exactly self and no inline script', async () => {
    const { headers } = await get('/');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toMatch(/(^|, )camera=\(\).*microphone=\(\)/);
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toMatch(/https?:/);
  });

  it("sends the CSP with pages and scripts (a worker's policy is its script's), not with the stylesheet and fonts it cannot govern", async () => {
    const assets = readdirSync(path.join(CLIENT, 'assets'));
    const stylesheet = assets.find((file) => file.endsWith('.css'));
    const font = assets.find((file) => file.endsWith('.woff2'));
    for (const file of [stylesheet, font]) {
      const { status, headers } = await get(`/assets/${file}`);
      expect(status, file).toBe(200);
      expect(headers['content-security-policy'], file).toBeUndefined();
      expect(headers['x-content-type-options'], file).toBe('nosniff');
    }
    expect((await get(`/assets/${entryScript}`)).headers['content-security-policy']).toContain("default-src 'self'");
    expect((await get('/no/such/page')).headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('tags every response with a request id of its own, never the one the client sent', async () => {
    expect((await get('/')).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect((await get('/', { 'x-request-id': 'forged' })).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each(['/.shellkit-test-secret', '/.shellkit-test-dir/config'])(
    'refuses the dotfile %s with 404 and the reason, logged',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(response.body.toString()).toBe('Not found: dotfiles are not served');
      await until(() => server.logLines().some((line) => line.msg === 'request refused' && line.path === path), 'the refusal to be logged');
    },
  );

  it('still serves /.well-known/ (security.txt and the like)', async () => {
    const response = await get('/.well-known/shellkit-test.txt');
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe('planted by static.test.ts');
  });
});
