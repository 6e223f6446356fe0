import type { Locator, Page } from '@playwright/test';
import { A11Y_PAGES, axeViolations } from '../../support/axe';
import {
  acceptButton,
  banner,
  declineButton,
  preferences,
  privacyFooterLink,
  purposeSwitch,
  storedConsent,
  storeDecision,
  storedPurposes,
} from '../../support/shell-page';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';

test.use({ shellEnv: CONFIGS.optin });

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
      await expect(declineButton(page)).toBeVisible();
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
      await banner(page).getByRole('button', { name: 'Choose cookies' }).click();
      await expect(preferences(page)).toBeFocused();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('keyboard only: Tab to "Choose cookies", Enter, Tab to a switch, Space, Tab to "Save", Enter', async ({ page }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    const choose = banner(page).getByRole('button', { name: 'Choose cookies' });
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
    await banner(page).getByRole('button', { name: 'Choose cookies' }).click();
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
      await banner(page).getByRole('button', { name: 'Choose cookies' }).click();
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
    await acceptButton(page).focus();
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

  test('"Decline" is as large and as bold as "I Understand"', async ({ page }) => {
    await page.goto('/');
    const measure = (button: Locator) =>
      button.evaluate((el) => {
        const style = getComputedStyle(el);
        return {
          height: el.getBoundingClientRect().height,
          fontSize: style.fontSize,
          fontWeight: style.fontWeight,
          color: style.color,
          background: style.backgroundColor,
        };
      });
    const accept = await measure(acceptButton(page));
    const decline = await measure(declineButton(page));
    expect(Math.abs(decline.height - accept.height)).toBeLessThanOrEqual(0.5);
    expect({ ...decline, height: 0 }).toEqual({ ...accept, height: 0 });
  });

  test('keyboard only: Tab reaches "Decline" and Space declines', async ({ page }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await tabTo(page, declineButton(page));
    await expect(declineButton(page)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(banner(page)).toHaveCount(0);
    expect(await storedConsent(page)).toBe('false');
    await expect(page.locator('#main')).toBeFocused();
  });

  test('keyboard only: Tab reaches "I Understand" and Enter accepts', async ({ page }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await tabTo(page, acceptButton(page));
    await expect(acceptButton(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner(page)).toHaveCount(0);
    expect(await storedConsent(page)).toBe('true');
    await expect(page.locator('#main')).toBeFocused();
  });

  for (const label of ['I Understand', 'Decline']) {
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
    test(`${name} page with the banner has no horizontal scroll at 200% zoom (640 px) and at 320 px, both buttons in view`, async ({
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
        for (const button of [acceptButton(page), declineButton(page)]) {
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
