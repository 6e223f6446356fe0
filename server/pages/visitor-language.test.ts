// @vitest-environment node
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '../../src/domain/language-choice';
import { visitorLanguage } from './visitor-language';

const SITE = { offered: ['ar', 'de', 'en', 'fr'], fallback: 'en' };

async function languageFor(headers: Record<string, string>, site = SITE): Promise<string> {
  const app = new Hono().get('/', (c) => c.text(visitorLanguage(c, site)));
  return (await app.request('/', { headers })).text();
}

describe('the language a page is rendered in', () => {
  it.each([
    ['de-AT,de;q=0.9', 'de'],
    ['de-AT', 'de'],
    ['fr-CA,en;q=0.5', 'fr'],
    ['ja,en;q=0.1,de;q=0.8', 'de'],
    ['ar-EG', 'ar'],
    ['en-US,en;q=0.9', 'en'],
  ])('Accept-Language %s: %s', async (header, expected) => {
    expect(await languageFor({ 'Accept-Language': header })).toBe(expected);
  });

  it.each([['ja'], ['*'], ['de;q=0'], ['not a tag!!,;;'], ['']])(
    'Accept-Language %j (nothing the site offers): the fallback',
    async (header) => {
      expect(await languageFor({ 'Accept-Language': header })).toBe('en');
      expect(await languageFor({ 'Accept-Language': header }, { offered: ['de', 'fr'], fallback: 'fr' })).toBe('fr');
    },
  );

  it('no header at all: the fallback', async () => {
    expect(await languageFor({})).toBe('en');
  });

  it("the visitor's own choice (the cookie) wins over their browser's, when the site offers it", async () => {
    expect(await languageFor({ 'Accept-Language': 'de', Cookie: `${LANGUAGE_COOKIE}=fr` })).toBe('fr');
    expect(await languageFor({ 'Accept-Language': 'de', Cookie: `${LANGUAGE_COOKIE}=ja` })).toBe('de');
    expect(await languageFor({ 'Accept-Language': 'de', Cookie: `${LANGUAGE_COOKIE}=fr` }, { offered: ['de', 'en'], fallback: 'en' })).toBe(
      'de',
    );
  });
});
