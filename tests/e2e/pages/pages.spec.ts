import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import { appTookOver, brandLink, privacyFooterLink } from '../../support/shell-page';
import { HOME, pageTitle } from '../../support/test-product';

test.use({ shellEnv: CONFIGS.memory });

test.describe('pages inside the shell', () => {
  test('a deep link to /privacy renders the policy inside the shell, naming the cookie', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page).toHaveTitle(pageTitle('Privacy policy'));
    const policy = page.getByRole('article');
    await expect(policy.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await expect(policy).toContainText('cookieAccepted');
    await expect(policy.getByRole('heading', { level: 2, name: 'Services we use' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' })).toBeVisible();
  });

  test('an unknown path shows the not-found page inside the shell', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: HOME.heading })).toBeVisible();
  });

  test('white background and the self-hosted serif font, with no font CDN', async ({ page }) => {
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fontRequests.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await page.evaluate(() => document.fonts.ready);
    const style = await page.evaluate(() => ({
      background: getComputedStyle(document.body).backgroundColor,
      fontFamily: getComputedStyle(document.body).fontFamily,
      loraLoaded: document.fonts.check('16px Lora'),
    }));
    expect(style.background).toBe('rgb(255, 255, 255)');
    expect(style.fontFamily).toMatch(/^Lora,.*serif$/);
    expect(style.loraLoaded).toBe(true);
    expect(fontRequests.length).toBeGreaterThan(0);
    for (const path of fontRequests) expect(path).toMatch(/^\/assets\/lora-latin-\d+-normal-.*\.woff2$/);
  });

  test('a page opened by a link starts at its top, and Back returns to where the visitor had scrolled', async ({ page }) => {
    const scrollY = () => page.evaluate(() => window.scrollY);
    await page.goto('/privacy');
    await appTookOver(page);
    // The router keeps where the visitor scrolled from its scroll events: a visitor's come long before their next tap.
    const scrolled = page.evaluate(() => new Promise((resolve) => window.addEventListener('scroll', resolve, { once: true })));
    await page.getByRole('button', { name: 'Cookie settings' }).scrollIntoViewIfNeeded();
    await scrolled;
    const readTo = await scrollY();
    expect(readTo).toBeGreaterThan(0);

    // Clicked where the visitor is, as a header that stays in view would be: a click by Playwright scrolls up to the link first.
    await brandLink(page).dispatchEvent('click');
    await expect(page.getByRole('heading', { level: 1, name: HOME.heading })).toBeVisible();
    await privacyFooterLink(page).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    expect(await scrollY()).toBe(0);

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: HOME.heading })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await expect.poll(scrollY).toBe(readTo);
  });
});
