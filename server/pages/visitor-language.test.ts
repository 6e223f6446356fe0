// @vitest-environment node
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '../../src/domain/language-choice';
import { SHIPPED_LANGUAGES } from '../../src/i18n/catalogs';
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

  // Issue 36: the matcher's best fit served a Russian browser Ukrainian; a language the visitor did not ask for is the fallback's job.
  it.each([
    ['ru', 'en'],
    ['ru-RU,ru;q=0.9', 'en'],
    ['ca', 'en'],
    ['ur', 'fr'],
    ['bs', 'en'],
    ['ms', 'en'],
    ['ru,de;q=0.5', 'de'],
    ['zh-TW', 'zh-Hant'],
    ['zh-CN', 'zh-Hans'],
    ['zh', 'zh-Hans'],
    ['pt-AO', 'pt-PT'],
    ['pt', 'pt-BR'],
    ['no', 'nb'],
    ['iw', 'he'],
  ])('every language offered, Accept-Language %s: %s, never another language', async (header, expected) => {
    const everyLanguage = { offered: [...SHIPPED_LANGUAGES], fallback: expected === 'fr' ? 'fr' : 'en' };
    expect(await languageFor({ 'Accept-Language': header }, everyLanguage)).toBe(expected);
  });

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
