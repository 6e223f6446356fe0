import { CONFIGS, expect, test } from '../../support/e2e-fixtures';

test.use({ shellEnv: CONFIGS.memory });

test.describe('pages inside the shell', () => {
  test('a deep link to /privacy renders the policy inside the shell, naming the cookie', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page).toHaveTitle('Privacy policy · Shellkit');
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
    await expect(page.getByRole('heading', { level: 1, name: 'Shellkit demo' })).toBeVisible();
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
});
