import { brandLink, privacyFooterLink, settled, watchPage } from '../../support/shell-page';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import { gtagCommands, gtagEvents } from '../../support/fake-vendor-routes';
import { HOME } from '../../support/test-product';

// Google Analytics 4 in notice mode (SPEC): everything runs from the first page.
test.use({ shellEnv: CONFIGS.ga4 });

const measurementId = CONFIGS.ga4.VITE_GA4_MEASUREMENT_ID;
const ALL_GRANTED = { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' };

test.describe('Google Analytics 4, gtag.js with its hosts answered locally', () => {
  test('loads gtag.js with the measurement id; Consent Mode default and update, js and config are on the dataLayer before it runs', async ({
    page,
    vendors,
  }) => {
    await page.goto('/');
    await expect.poll(() => gtagEvents(vendors).length).toBe(1);
    expect(vendors.hits['ga4-script'].map((hit) => hit.url)).toEqual([`https://www.googletagmanager.com/gtag/js?id=${measurementId}`]);
    expect(gtagCommands(vendors).slice(0, 4)).toEqual([
      {
        command: 'consent',
        args: ['default', { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }],
        queuedBeforeTag: true,
      },
      { command: 'consent', args: ['update', ALL_GRANTED], queuedBeforeTag: true },
      { command: 'js', args: [expect.any(String)], queuedBeforeTag: true },
      { command: 'config', args: [measurementId, { send_page_view: false }], queuedBeforeTag: true },
    ]);
  });

  test('sends a page_view per change of path or search with page_location, page_path and page_title, and named events with currentPage', async ({
    page,
    vendors,
    baseURL,
  }) => {
    await page.goto('/');
    await expect.poll(() => gtagEvents(vendors).length).toBe(1);
    await privacyFooterLink(page).click();
    await expect.poll(() => gtagEvents(vendors).length).toBe(2);
    await brandLink(page).click();
    await page.getByRole('link', { name: 'Tab A' }).click();
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await expect.poll(() => gtagEvents(vendors).length).toBe(5);

    const events = gtagEvents(vendors);
    expect(events.map(({ name, params }) => [name, params['page_path'] ?? params['currentPage']])).toEqual([
      ['page_view', '/'],
      ['page_view', '/privacy'],
      ['page_view', '/'],
      ['page_view', '/?tab=a'],
      ['Sample Event', '/'],
    ]);
    expect(events[1]?.params).toMatchObject({
      page_location: `${baseURL}/privacy`,
      page_title: expect.stringMatching(/privacy/i),
      send_to: measurementId,
    });
    expect(events[4]?.params).toEqual({ source: 'lab', currentPage: '/', send_to: measurementId });
  });
});

test.describe('Google Analytics blocked, as an ad blocker does', () => {
  test('the page works, and the shell logs once that Google Analytics could not be loaded', async ({ page, vendors }) => {
    await vendors.block('ga4-script');
    const { shellLogs, uncaught } = watchPage(page);
    await page.goto('/');
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await privacyFooterLink(page).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await expect
      .poll(() => shellLogs)
      .toContainEqual(expect.stringMatching(/^\[shellkit\] Google Analytics could not be loaded; the shell carries on without it\./));
    await settled(page);
    expect(shellLogs).toHaveLength(1);
    expect(uncaught).toEqual([]);
    expect(vendors.hits['ga4-collect']).toEqual([]);
  });
});
