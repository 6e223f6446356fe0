import type { Locator, Page } from '@playwright/test';
import { A11Y_PAGES, axeViolations } from '../../support/axe';
import {
  acceptAllButton,
  banner,
  chooseButton,
  OPT_IN_BUTTONS,
  rejectAllButton,
  preferences,
  privacyFooterLink,
  purposeSwitch,
  storedConsent,
  storeDecision,
  storedPurposes,
} from '../../support/shell-page';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import { EMBEDS_PAGE } from '../../support/test-product';

test.use({ shellEnv: { ...CONFIGS.optin, ...EMBEDS_PAGE.env } });

/** Presses Tab until `target` has focus (or gives up), as a keyboard-only visitor would. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 40; presses += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
}

const ANNOUNCEMENT = 'We Use Cookies: a cookie notice at the bottom of the page.';

test.describe('opt-in mode: accessibility (axe-core)', () => {
  for (const { name, path, heading } of A11Y_PAGES) {
    test(`${name} page has no violations with the banner showing`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(rejectAllButton(page)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    for (const decision of ['accepted', 'declined'] as const) {
      test(`${name} page has no violations once cookies are ${decision}`, async ({ page }) => {
        await storeDecision(page, decision);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(banner(page)).toHaveCount(0);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }
});

test.describe('opt-in mode: the preferences view', () => {
  for (const { name, path, heading } of A11Y_PAGES) {
    test(`${name} page with the preferences view open has no violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await chooseButton(page).click();
      await expect(preferences(page)).toBeFocused();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('keyboard only: Tab to "Choose cookies", Enter, Tab to a switch, Space, Tab to "Save", Enter', async ({ page }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    const choose = chooseButton(page);
    await tabTo(page, choose);
    await page.keyboard.press('Enter');
    await expect(preferences(page)).toBeFocused();
    await tabTo(page, purposeSwitch(page, 'Session recording'));
    await expect(purposeSwitch(page, 'Session recording')).toBeFocused();
    const ring = await purposeSwitch(page, 'Session recording').evaluate((el) => ({
      style: getComputedStyle(el).outlineStyle,
      width: parseFloat(getComputedStyle(el).outlineWidth),
    }));
    expect(ring.style).not.toBe('none');
    expect(ring.width).toBeGreaterThanOrEqual(2);
    await page.keyboard.press('Space');
    await expect(purposeSwitch(page, 'Session recording')).toBeChecked();
    const save = preferences(page).getByRole('button', { name: 'Save' });
    await tabTo(page, save);
    await page.keyboard.press('Enter');
    await expect(preferences(page)).toHaveCount(0);
    await expect(page.locator('#main')).toBeFocused();
    expect(await storedPurposes(page)).toEqual(
      expect.objectContaining({ purposes: { analytics: false, marketing: false, experience: true } }),
    );
  });

  test('Escape leaves it unchanged and puts focus back on the banner', async ({ page }) => {
    await page.goto('/');
    await chooseButton(page).click();
    await purposeSwitch(page, 'Analytics').check();
    await page.keyboard.press('Escape');
    await expect(preferences(page)).toHaveCount(0);
    await expect(banner(page)).toBeFocused();
    expect(await storedConsent(page)).toBeNull();
  });

  test('at 320 px and at 200% zoom (640 px) nothing scrolls sideways and every switch and button can be reached', async ({ page }) => {
    for (const width of [640, 320]) {
      await page.setViewportSize({ width, height: 640 });
      await page.goto('/');
      await chooseButton(page).click();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
        `${width} px`,
      ).toBeLessThanOrEqual(0);
      const controls = [
        ...(['Analytics', 'Advertising', 'Session recording'] as const).map((name) => purposeSwitch(page, name)),
        ...['Save', 'Accept all', 'Reject all', 'Cancel'].map((name) => preferences(page).getByRole('button', { name })),
      ];
      for (const control of controls) {
        await control.scrollIntoViewIfNeeded();
        await expect(control).toBeInViewport({ ratio: 1 });
      }
    }
  });
});

test.describe('opt-in mode: the banner for keyboard and screen-reader users', () => {
  test('is a region labelled by its title, not a modal: the page behind stays reachable and usable', async ({ page }) => {
    await page.goto('/');
    const region = page.locator('[data-testid="cookie-banner"]');
    await expect(region).toHaveAttribute('role', 'region');
    const titleId = await region.getAttribute('aria-labelledby');
    await expect(page.locator(`[id="${titleId}"]`)).toHaveText('We Use Cookies');
    await expect(region).not.toHaveAttribute('aria-modal', /.*/);
    // No focus trap: from the banner's first button, Shift+Tab leaves the banner for the page.
    await acceptAllButton(page).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await region.evaluate((el) => el.contains(document.activeElement))).toBe(false);
    await privacyFooterLink(page).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await expect(banner(page)).toBeVisible();
  });

  test('is announced politely, about half a second after it appears', async ({ page }) => {
    await page.addInitScript(() => {
      const seen: { bannerAt?: number; appAt?: number; announcedAt?: number; text?: string } = {};
      (window as unknown as { announcement: typeof seen }).announcement = seen;
      new MutationObserver(() => {
        const now = performance.now();
        if (seen.bannerAt === undefined && document.querySelector('[data-testid="cookie-banner"]')) seen.bannerAt = now;
        const text = document.querySelector('[role="status"]')?.textContent ?? '';
        if (seen.announcedAt === undefined && text !== '') Object.assign(seen, { announcedAt: now, text });
      }).observe(document, { childList: true, subtree: true, characterData: true });
      // The banner is in the page's HTML (prerendered), so it is there long before the app runs; the
      // announcement is the app's, timed from when React took the page over (its container mark on #root).
      const watchApp = () => {
        const root = document.getElementById('root');
        if (root && Object.keys(root).some((key) => key.startsWith('__reactContainer'))) seen.appAt = performance.now();
        else requestAnimationFrame(watchApp);
      };
      requestAnimationFrame(watchApp);
    });
    await page.goto('/');
    await expect(page.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    await expect(page.getByRole('status')).toHaveText(ANNOUNCEMENT);
    const seen = await page.evaluate(
      () => (window as unknown as { announcement: { bannerAt: number; appAt: number; announcedAt: number; text: string } }).announcement,
    );
    expect(seen.text).toBe(ANNOUNCEMENT);
    expect(seen.announcedAt - seen.bannerAt).toBeGreaterThanOrEqual(300);
    expect(seen.announcedAt - Math.max(seen.bannerAt, seen.appAt)).toBeLessThanOrEqual(1500);
  });

  test('"Accept all", "Reject all" and "Choose cookies" are the same size, weight and colours at every width, none favoured', async ({
    page,
  }) => {
    const measure = (button: Locator) =>
      button.evaluate((el) => {
        const style = getComputedStyle(el);
        const { width, height } = el.getBoundingClientRect();
        return {
          width,
          height,
          fontSize: style.fontSize,
          fontWeight: style.fontWeight,
          color: style.color,
          background: style.backgroundColor,
          border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
        };
      });
    // Desktop (three in a row), a phone (two and one), the narrowest phone (one above the other).
    for (const width of [1280, 375, 320]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      const [first, ...others] = await Promise.all(OPT_IN_BUTTONS.map((name) => measure(banner(page).getByRole('button', { name }))));
      if (!first) throw new Error('no button');
      for (const other of others) {
        expect(Math.abs(other.width - first.width), `${width} px: width`).toBeLessThanOrEqual(0.5);
        expect(Math.abs(other.height - first.height), `${width} px: height`).toBeLessThanOrEqual(0.5);
        expect({ ...other, width: 0, height: 0 }, `${width} px`).toEqual({ ...first, width: 0, height: 0 });
      }
      expect(first.height).toBeGreaterThanOrEqual(44);
    }
  });

  test('keyboard only: Tab meets "Accept all", "Reject all" and "Choose cookies" in that order, the order they are read', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await tabTo(page, banner(page).getByRole('link', { name: 'privacy policy' }));
    for (const name of OPT_IN_BUTTONS) {
      await page.keyboard.press('Tab');
      await expect(banner(page).getByRole('button', { name })).toBeFocused();
    }
  });

  test('keyboard only: Tab reaches "Reject all" and Space refuses every purpose', async ({ page }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await tabTo(page, rejectAllButton(page));
    await expect(rejectAllButton(page)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(banner(page)).toHaveCount(0);
    expect(await storedConsent(page)).toBe('false');
    await expect(page.locator('#main')).toBeFocused();
  });

  test('keyboard only: Tab reaches "Accept all" and Enter accepts', async ({ page }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await tabTo(page, acceptAllButton(page));
    await expect(acceptAllButton(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner(page)).toHaveCount(0);
    expect(await storedConsent(page)).toBe('true');
    await expect(page.locator('#main')).toBeFocused();
  });

  for (const label of OPT_IN_BUTTONS) {
    test(`"${label}" shows a focus ring at least 2 px wide when reached by Tab`, async ({ page }) => {
      await page.goto('/');
      const button = banner(page).getByRole('button', { name: label });
      await tabTo(page, button);
      await expect(button).toBeFocused();
      const outline = await button.evaluate((el) => ({
        style: getComputedStyle(el).outlineStyle,
        width: parseFloat(getComputedStyle(el).outlineWidth),
      }));
      expect(outline.style).not.toBe('none');
      expect(outline.width).toBeGreaterThanOrEqual(2);
    });
  }

  for (const { name, path } of A11Y_PAGES) {
    test(`${name} page with the banner has no horizontal scroll at 200% zoom (640 px) and at 320 px, every button in view`, async ({
      page,
    }) => {
      for (const width of [640, 320]) {
        await page.setViewportSize({ width, height: 640 });
        await page.goto(path);
        await expect(banner(page)).toBeVisible();
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
          `${width} px`,
        ).toBeLessThanOrEqual(0);
        for (const button of [acceptAllButton(page), rejectAllButton(page), chooseButton(page)]) {
          await button.scrollIntoViewIfNeeded();
          await expect(button).toBeInViewport({ ratio: 1 });
        }
      }
    });
  }

  test('respects prefers-reduced-motion: nothing in the banner animates or transitions', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    const motion = await page.locator('[data-testid="cookie-banner"], [data-testid="cookie-banner"] *').evaluateAll((elements) =>
      elements.flatMap((el) => {
        const style = getComputedStyle(el);
        const moving = style.animationName !== 'none' || style.transitionDuration.split(',').some((duration) => parseFloat(duration) > 0);
        return moving
          ? [`${el.tagName.toLowerCase()}.${el.className}: animation ${style.animationName}, transition ${style.transitionDuration}`]
          : [];
      }),
    );
    expect(motion).toEqual([]);
  });
});
