// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { shellConfigFromEnv, vendorOrigins } from '../../src/composition/shell-env';
import { LANGUAGE_CHOICE_PATH, LANGUAGE_COOKIE, languageCookie } from '../../src/domain/language-choice';
import { parseServerEnv } from '../config/server-config.schema';
import { createApp } from '../app';
import { LANGUAGE_CHOICES_PER_MINUTE } from './language-choice-route';

const SITE = 'https://shop.example';
const BUILT = '<!doctype html><html><head><title>Shellkit</title></head><body><div id="root"></div></body></html>';

function appOffering(languages: string) {
  const server = parseServerEnv({});
  const shell = shellConfigFromEnv({ VITE_LANGUAGES: languages });
  if (!server.ok || !shell.ok) throw new Error('test config');
  const warn = vi.fn();
  const app = createApp({
    shell: shell.config,
    vendorOrigins: vendorOrigins(shell.config),
    indexHtml: BUILT,
    server: server.config,
    tunnel: { fetch, log: { info: () => undefined, warn }, clientIp: (c) => c.req.header('x-test-ip') ?? '192.0.2.1' },
    serveClientFile: () => async (_c, next) => next(),
  });
  return { app, warn };
}

/** The form as a browser posts it from this site's privacy page (no JavaScript). */
function choose(
  app: ReturnType<typeof appOffering>['app'],
  fields: Record<string, string>,
  headers: Record<string, string> = { Origin: SITE },
  site = SITE,
) {
  return app.request(`${site}${LANGUAGE_CHOICE_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

describe('POST /language: the language choice without JavaScript', () => {
  it('sets the language cookie the app sets, and sends the visitor back to the page they were on, now in that language', async () => {
    const { app } = appOffering('de,en,fr');
    const answer = await choose(app, { language: 'de', return: '/privacy' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/privacy');
    expect(answer.headers.get('set-cookie')).toBe(languageCookie('de', true));
    expect(answer.headers.get('cache-control')).toBe('no-store');

    const back = await app.request(`${SITE}/privacy`, { headers: { Cookie: `${LANGUAGE_COOKIE}=de`, 'Accept-Language': 'fr' } });
    expect(back.headers.get('content-language')).toBe('de');
  });

  it('the cookie is Secure only for a page on https, as the app sets it', async () => {
    const { app } = appOffering('de,en');
    // Behind a TLS-terminating proxy the server sees http, the browser's Origin still says https.
    const proxied = await choose(app, { language: 'de', return: '/' }, { Origin: SITE }, 'http://shop.example');
    expect(proxied.headers.get('set-cookie')).toBe(languageCookie('de', true));
    const plain = await choose(app, { language: 'de', return: '/' }, { Origin: 'http://shop.example' }, 'http://shop.example');
    expect(plain.headers.get('set-cookie')).toBe(languageCookie('de', false));
    expect(plain.headers.get('set-cookie')).not.toMatch(/Secure/);
  });

  it('keeps the query of the page returned to', async () => {
    const { app } = appOffering('de,en');
    const answer = await choose(app, { language: 'en', return: '/pricing?plan=team' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/pricing?plan=team');
  });

  it.each([
    ['a language the site does not offer', { language: 'ja', return: '/privacy' }, /offers: de, en/],
    ['a language the shell offers but this site does not', { language: 'fr', return: '/privacy' }, /offers: de, en/],
    ['no language', { return: '/privacy' }, /language/],
    ['a cookie injection', { language: 'de; Domain=evil.example', return: '/privacy' }, /language/],
    ['no return path', { language: 'de' }, /return path is missing/],
    ['a protocol-relative URL', { language: 'de', return: '//evil.example/' }, /one \//],
    ['an absolute URL', { language: 'de', return: 'https://evil.example/' }, /one \//],
    ['a javascript: URL', { language: 'de', return: 'javascript:alert(1)' }, /one \//],
    ['a backslash the browser reads as a slash', { language: 'de', return: '/\\evil.example' }, /backslash/],
    ['a tab the URL parser drops', { language: 'de', return: '/\t/evil.example' }, /control/],
    ['a newline (header splitting)', { language: 'de', return: '/privacy\r\nSet-Cookie: x=1' }, /control/],
    ['dot segments that resolve to another host', { language: 'de', return: '/.//evil.example' }, /stay on this site/],
    ['encoded dot segments that resolve to another host', { language: 'de', return: '/a/%2e%2e//evil.example' }, /stay on this site/],
    ['a path that is not a page', { language: 'de', return: 'privacy' }, /one \//],
  ])('%s: 400 with the reason, nothing set', async (_name, fields, reason) => {
    const { app, warn } = appOffering('de,en');
    const answer = await choose(app, fields);
    expect(answer.status).toBe(400);
    expect(await answer.text()).toMatch(reason);
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect(answer.headers.get('location')).toBeNull();
    expect(warn).toHaveBeenCalledWith('language choice refused', expect.objectContaining({ status: 400 }));
  });

  it("another site's page posting a choice here: 403, nothing set", async () => {
    const { app } = appOffering('de,en');
    for (const headers of [{ Origin: 'https://evil.example' }, { Origin: 'null' }, { 'Sec-Fetch-Site': 'cross-site' }]) {
      const answer = await choose(app, { language: 'de', return: '/privacy' }, headers);
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(answer.headers.get('set-cookie')).toBeNull();
    }
  });

  it('not a form (JSON), or a body larger than a form of two fields: refused, nothing set', async () => {
    const { app } = appOffering('de,en');
    const json = await app.request(`${SITE}${LANGUAGE_CHOICE_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: SITE },
      body: JSON.stringify({ language: 'de', return: '/' }),
    });
    expect(json.status).toBe(415);
    const large = await choose(app, { language: 'de', return: `/${'a'.repeat(5000)}` });
    expect(large.status).toBe(413);
    for (const answer of [json, large]) expect(answer.headers.get('set-cookie')).toBeNull();
  });

  it(`past ${LANGUAGE_CHOICES_PER_MINUTE} choices a minute from one address: 429 with Retry-After, another address still chooses`, async () => {
    const { app } = appOffering('de,en');
    for (let i = 0; i < LANGUAGE_CHOICES_PER_MINUTE; i++) {
      expect((await choose(app, { language: 'de', return: '/' }, { Origin: SITE, 'x-test-ip': '203.0.113.9' })).status).toBe(303);
    }
    const refused = await choose(app, { language: 'de', return: '/' }, { Origin: SITE, 'x-test-ip': '203.0.113.9' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.headers.get('set-cookie')).toBeNull();
    expect((await choose(app, { language: 'de', return: '/' }, { Origin: SITE, 'x-test-ip': '203.0.113.10' })).status).toBe(303);
  });
});
