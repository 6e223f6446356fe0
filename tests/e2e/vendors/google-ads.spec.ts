import type { Page } from '@playwright/test';
import { acceptAllButton, privacyFooterLink, settled, watchPage } from '../../support/shell-page';
import { expect, test } from '../../support/e2e-fixtures';
import { answerTag } from '../../support/answered-tag';
import { HOME } from '../../support/test-product';

const ADS_ID = 'AW-123456789';
const MEASUREMENT_ID = 'G-2X4B6D8F0H';

// GA4 and Google Ads together (GA4 on the analytics port, Google Ads on the pixel port), in opt-in
// mode: one gtag.js and one Consent Mode state for both.
test.use({
  shellEnv: {
    VITE_GA4_MEASUREMENT_ID: MEASUREMENT_ID,
    VITE_GOOGLE_ADS_ID: ADS_ID,
    VITE_GOOGLE_ADS_CONVERSIONS: 'Sample Event=AbC-D_efG',
    VITE_CONSENT_MODE: 'opt-in',
  },
});

/** gtag.js, faked: handles the `arguments` already on the dataLayer, then each one pushed later, reporting each command. */
const googleTag = (page: Page) =>
  answerTag(page, {
    script: 'https://www.googletagmanager.com/gtag/js',
    beacon: 'https://googleads.g.doubleclick.net/pagead/e2e',
    fakeTag: `
      const dataLayer = window.dataLayer;
      const handle = (entry) => {
        if (Object.prototype.toString.call(entry) === '[object Arguments]') report(Array.from(entry));
      };
      dataLayer.forEach(handle);
      const push = dataLayer.push.bind(dataLayer);
      dataLayer.push = (...entries) => { entries.forEach(handle); return push(...entries); };`,
  });

/** A command as the test reads it: the consent kind with ad_storage, the config's id, the event's name and send_to. */
const described = ([command, first, params]: unknown[]) => {
  const fields = (params ?? {}) as Record<string, unknown>;
  if (command === 'consent') return `consent ${String(first)} ad_storage=${String(fields['ad_storage'])}`;
  if (command === 'event') return `event ${String(first)} to ${String(fields['send_to'])}`;
  return command === 'js' ? 'js' : `${String(command)} ${String(first)}`;
};

test.describe('Google Ads beside GA4, gtag.js answered locally', () => {
  test('one gtag.js, the consent default once before it, both ids configured; the event goes to GA4 and as a conversion to Google Ads', async ({
    page,
  }) => {
    const tag = await googleTag(page);
    await page.goto('/');
    await settled(page);
    expect(tag.scriptRequests()).toBe(0);

    await acceptAllButton(page).click();
    await expect.poll(() => tag.calls().filter(([command]) => command === 'config').length).toBe(2);
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await expect.poll(() => tag.calls().filter(([, name]) => name === 'Sample Event' || name === 'conversion').length).toBe(2);

    expect(tag.scriptRequests()).toBe(1);
    const commands = tag.calls().map(described);
    expect(commands.slice(0, 4)).toEqual([
      'consent default ad_storage=denied',
      'consent update ad_storage=granted',
      'js',
      `config ${MEASUREMENT_ID}`,
    ]);
    expect(commands).toContain(`config ${ADS_ID}`);
    // The page the visitor accepted on is counted by each: GA4, and Google Ads for its remarketing audiences.
    expect(commands.filter((command) => command.startsWith('event page_view')).sort()).toEqual([
      `event page_view to ${ADS_ID}`,
      `event page_view to ${MEASUREMENT_ID}`,
    ]);
    expect(commands.filter((command) => command.startsWith('consent default'))).toHaveLength(1);
    expect(commands.filter((command) => command.startsWith('event') && !command.startsWith('event page_view'))).toEqual([
      `event Sample Event to ${MEASUREMENT_ID}`,
      `event conversion to ${ADS_ID}/AbC-D_efG`,
    ]);
    const conversion = tag.calls().find(([, name]) => name === 'conversion');
    expect(conversion?.[2]).toEqual({ source: 'lab', currentPage: '/', send_to: `${ADS_ID}/AbC-D_efG` });
  });

  test('gtag.js blocked, as an ad blocker does: each Google product logged once, and the page carries on', async ({ page }) => {
    const tag = await googleTag(page);
    await tag.block();
    const { shellLogs, uncaught } = watchPage(page);
    await page.goto('/');
    await acceptAllButton(page).click();
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await expect
      .poll(() => [...shellLogs].sort())
      .toEqual([
        expect.stringMatching(/^\[shellkit\] Google Ads could not be loaded; the shell carries on without it\./),
        expect.stringMatching(/^\[shellkit\] Google Analytics could not be loaded; the shell carries on without it\./),
      ]);
    await privacyFooterLink(page).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await settled(page);
    expect(shellLogs).toHaveLength(2);
    expect(uncaught).toEqual([]);
  });
});
