import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { LANGUAGE_CHOICE_PATH } from '../../../src/domain/language-choice';
import { messages as de } from '../../../src/i18n/messages/de';
import { messages as en } from '../../../src/i18n/messages/en';
import { staticPageFile } from '../../../server/pages/static-page-file';
import { e2eBuild } from '../../support/build-snapshot';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import { holdTheApp } from '../../support/shell-page';
import { EMBEDS_PAGE, PRODUCT_PAGES } from '../../support/test-product';

// Issue 24: the privacy page's language choice is a form the Node server answers, so it works without the app's JavaScript.
test.use({ shellEnv: { ...CONFIGS.optinMemory, ...EMBEDS_PAGE.env }, locale: 'en-US' });

const APP_ENTRY = /\/assets\/index-[^/]+\.js$/;
const bannerIn = (page: Page, title: string) => page.getByRole('region', { name: title });
const languagePosts = (page: Page): Request[] => {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === LANGUAGE_CHOICE_PATH) posts.push(request);
  });
  return posts;
};

/** Every later page the visitor opens is rendered in German, banner included. */
async function expectGermanFromNowOn(page: Page): Promise<void> {
  for (const url of [...PRODUCT_PAGES, '/privacy', '/no/such/page']) {
    await page.goto(url);
    await expect(page.locator('html'), url).toHaveAttribute('lang', 'de');
    await expect(bannerIn(page, de.banner.title).getByRole('button', { name: de.preferences.acceptAll }), url).toBeVisible();
    if (url === '/privacy') await expect(page.getByRole('heading', { level: 1, name: de.privacy.pageTitle })).toBeVisible();
  }
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('choosing German on the privacy page: back on the privacy page in German, and every later page in German', async ({ page }) => {
    const posts = languagePosts(page);
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: en.privacy.pageTitle })).toBeVisible();

    await page.getByRole('combobox', { name: en.language.label }).selectOption('de');
    await page.getByRole('button', { name: en.language.change }).click();

    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: de.privacy.pageTitle })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    expect(posts).toHaveLength(1);
    await expectGermanFromNowOn(page);
  });
});

test.describe('before the app has loaded', () => {
  test('a choice submitted before hydration is made once, when the app comes (its instant path, no post)', async ({ page }) => {
    const posts = languagePosts(page);
    let releaseTheApp: () => void = () => undefined;
    const appHeld = new Promise<void>((resolve) => (releaseTheApp = resolve));
    await page.route(APP_ENTRY, async (route) => {
      await appHeld;
      await route.continue();
    });
    await page.goto('/privacy', { waitUntil: 'domcontentloaded' });

    await page.getByRole('combobox', { name: en.language.label }).selectOption('de');
    await page.getByRole('button', { name: en.language.change }).click();
    releaseTheApp();

    await expect(page.getByRole('heading', { level: 1, name: de.privacy.pageTitle })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expectGermanFromNowOn(page);
    expect(posts).toHaveLength(0);
  });

  test('a choice submitted before an app that then fails to load: the boot script stands down and the browser posts it, once', async ({
    page,
  }) => {
    const posts = languagePosts(page);
    let failTheApp: () => void = () => undefined;
    const appHeld = new Promise<void>((resolve) => (failTheApp = resolve));
    await page.route(APP_ENTRY, async (route) => {
      await appHeld;
      await route.fulfill({ status: 404, body: 'gone' });
    });
    await page.goto('/privacy', { waitUntil: 'domcontentloaded' });

    await page.getByRole('combobox', { name: en.language.label }).selectOption('de');
    await page.getByRole('button', { name: en.language.change }).click();
    failTheApp();

    await expect(page.getByRole('heading', { level: 1, name: de.privacy.pageTitle })).toBeVisible();
    expect(posts).toHaveLength(1);
    await expectGermanFromNowOn(page);
  });
});

test.describe('static hosting: no server answers the post', () => {
  /** A static host as docs/i18n.md describes it: /privacy is the prerendered file of the cookie's language, else the default one. */
  async function serveLikeAStaticHost(page: Page): Promise<void> {
    const client = path.join(e2eBuild(), 'client');
    await page.route('**/privacy', async (route) => {
      const chosen = /(?:^|;\s*)shellLanguage=([\w-]+)/.exec((await route.request().allHeaders()).cookie ?? '')?.[1];
      await route.fulfill({
        path: path.join(client, staticPageFile('/privacy', chosen === 'de' ? 'de' : undefined)),
        contentType: 'text/html',
      });
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the page offers no language choice whose post would end on the host’s error page', async ({ page }) => {
      await serveLikeAStaticHost(page);
      await page.goto('/privacy');
      await expect(page.getByRole('heading', { level: 1, name: en.privacy.pageTitle })).toBeVisible();
      await expect(page.getByRole('combobox', { name: en.language.label })).toBeHidden();
      await expect(page.getByRole('button', { name: en.language.change })).toBeHidden();
    });
  });

  test('with JavaScript the choice waits for the app in its place: shown, it moves nothing below it', async ({ page }) => {
    await serveLikeAStaticHost(page);
    const release = await holdTheApp(page);
    await page.goto('/privacy', { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => document.fonts.ready);
    const below = page.getByRole('heading', { level: 2, name: en.privacy.storedHeading });
    const painted = await below.boundingBox();
    await expect(page.getByRole('combobox', { name: en.language.label })).toBeHidden();

    release();
    await expect(page.getByRole('combobox', { name: en.language.label })).toBeVisible();
    expect(await below.boundingBox()).toEqual(painted);
  });

  test('with JavaScript the choice appears once the app runs, and sets the cookie the host chooses the file by', async ({ page }) => {
    const posts = languagePosts(page);
    await serveLikeAStaticHost(page);
    await page.goto('/privacy');
    await page.getByRole('combobox', { name: en.language.label }).selectOption('de');
    await page.getByRole('button', { name: en.language.change }).click();
    await expect(page.getByRole('heading', { level: 1, name: de.privacy.pageTitle })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    expect(posts).toHaveLength(0);
  });
});
