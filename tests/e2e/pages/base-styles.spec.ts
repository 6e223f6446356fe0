import type { Locator } from '@playwright/test';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import { HOME, TITLED_PAGE } from '../../support/test-product';

test.use({ shellEnv: CONFIGS.memory });

/** What makes a button look like one of the site's rather than the browser's own control. */
const look = (button: Locator) =>
  button.evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      font: style.fontFamily,
      border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
      background: style.backgroundColor,
      radius: style.borderTopLeftRadius,
      tallEnoughToTap: el.getBoundingClientRect().height >= 44,
    };
  });

test.describe("a page's content gets the shell's base look (issue 22)", () => {
  test("a product page's list of choices shows as a row of buttons, with no list bullet beside them", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(TITLED_PAGE.path);
    const plans = page.getByRole('main').getByRole('listitem');
    await expect(plans).toHaveCount(TITLED_PAGE.choices);
    for (const plan of await plans.all()) {
      expect(await plan.evaluate((el) => getComputedStyle(el).listStyleType)).toBe('none');
      expect((await look(plan.getByRole('button'))).tallEnoughToTap).toBe(true);
    }
  });

  test('the privacy page\'s "Cookie settings" button looks like the site\'s other buttons', async ({ page }) => {
    await page.goto('/');
    const demo = await look(page.getByRole('button', { name: HOME.trackSample }));
    await page.goto('/privacy');
    const settings = await look(page.getByRole('main').getByRole('button', { name: 'Cookie settings' }));
    expect(settings).toEqual(demo);
    expect(settings.tallEnoughToTap).toBe(true);
  });
});
