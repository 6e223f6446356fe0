import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// axe-core injected straight into the page: @axe-core/playwright needs Node 22, axe-core itself does not.
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run()).violations;
  });
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const pages = [
  { name: 'home', path: '/', heading: 'Shellkit demo' },
  { name: 'privacy', path: '/privacy', heading: 'Privacy policy' },
  { name: 'not found', path: '/no/such/page', heading: 'Page not found' },
];

test.describe('accessibility (axe-core)', () => {
  // axe is injected as an inline script, which the server's CSP rightly blocks; only here is it let through.
  test.use({ bypassCSP: true });

  for (const { name, path, heading } of pages) {
    test(`${name} page has no violations with the banner showing`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('region', { name: 'We Use Cookies' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test(`${name} page has no violations once cookies are accepted`, async ({ page }) => {
      await page.addInitScript(() => window.localStorage.setItem('cookieAccepted', 'true'));
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('the banner reads well at 320 px wide with no horizontal scroll', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'We Use Cookies' });
    await expect(banner.getByRole('button', { name: 'I Understand' })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});
