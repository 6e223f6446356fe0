import { acceptAllButton, banner, brandLink, rejectAllButton, privacyFooterLink, settled, storeDecision } from '../../support/shell-page';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import { allVendorHits, gtagCommands, gtagEvents, type FakeVendors } from '../../support/fake-vendor-routes';
import { withdraw } from '../../support/withdraw-consent';
import { HOME } from '../../support/test-product';

// Opt-in mode with Google Analytics 4: Consent Mode's default before the tag, its update after, as gtag.js receives them.
test.use({ shellEnv: CONFIGS.consentSignalsGa4 });

const DEFAULT = { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' };
const GRANTED = { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' };

/** Consent commands and events, in the order the tag handled them. */
const consentAndEvents = (vendors: FakeVendors) =>
  gtagCommands(vendors)
    .filter(({ command }) => command === 'consent' || command === 'event')
    .map(({ command, args: [kind, params], queuedBeforeTag }) =>
      command === 'consent' ? { consent: kind, state: params, queuedBeforeTag } : { event: kind, queuedBeforeTag },
    );

test.describe('opt-in mode: Google Analytics told in Consent Mode v2', () => {
  test('"Accept all": default all denied before the tag, then the update all granted, then the held page view and event', async ({
    page,
    vendors,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await settled(page);
    expect(vendors.hits['ga4-script']).toEqual([]);

    await acceptAllButton(page).click();
    await expect.poll(() => gtagEvents(vendors).length).toBe(2);
    expect(consentAndEvents(vendors)).toEqual([
      { consent: 'default', state: DEFAULT, queuedBeforeTag: true },
      { consent: 'update', state: GRANTED, queuedBeforeTag: true },
      // The calls made before the choice waited in the shell, and reach the tag once it runs, in order.
      { event: 'page_view', queuedBeforeTag: false },
      { event: 'Sample Event', queuedBeforeTag: false },
    ]);
  });

  test('"Reject all": gtag.js is never requested', async ({ page, vendors }) => {
    await page.goto('/');
    await rejectAllButton(page).click();
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await settled(page);
    expect(allVendorHits(vendors)).toEqual([]);
  });

  test('withdrawn through "Cookie settings": an update with everything denied, after the events, and no event after it', async ({
    page,
    vendors,
  }) => {
    await page.goto('/');
    await acceptAllButton(page).click();
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await expect.poll(() => gtagEvents(vendors).length).toBe(2);
    await privacyFooterLink(page).click();
    await expect.poll(() => gtagEvents(vendors).length).toBe(3);

    await withdraw(page, 'all');
    await expect(banner(page)).toHaveCount(0);
    await expect.poll(() => consentAndEvents(vendors).at(-1)).toEqual({ consent: 'update', state: DEFAULT, queuedBeforeTag: false });
    await brandLink(page).click();
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await settled(page);
    expect(
      consentAndEvents(vendors).map((entry) => ('event' in entry ? `event ${String(entry.event)}` : `consent ${String(entry.consent)}`)),
    ).toEqual(['consent default', 'consent update', 'event page_view', 'event Sample Event', 'event page_view', 'consent update']);
  });

  test('marketing withdrawn while analytics stays: an update with the advertising types denied, and events still sent', async ({
    page,
    vendors,
  }) => {
    await page.goto('/privacy');
    await acceptAllButton(page).click();
    await expect.poll(() => gtagEvents(vendors).length).toBe(1);
    await withdraw(page, ['Advertising']);
    await brandLink(page).click();
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await expect.poll(() => gtagEvents(vendors).length).toBe(3);
    expect(consentAndEvents(vendors)).toEqual([
      { consent: 'default', state: DEFAULT, queuedBeforeTag: true },
      { consent: 'update', state: GRANTED, queuedBeforeTag: true },
      { event: 'page_view', queuedBeforeTag: false },
      {
        consent: 'update',
        state: { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
        queuedBeforeTag: false,
      },
      { event: 'page_view', queuedBeforeTag: false },
      { event: 'Sample Event', queuedBeforeTag: false },
    ]);
  });

  test('the shell inspector shows what Google was last told', async ({ page, vendors }) => {
    await storeDecision(page, { analytics: true, marketing: false, experience: false });
    await page.goto('/?shell-inspect');
    await expect.poll(() => gtagEvents(vendors).length).toBe(1);
    await expect(page.getByRole('list', { name: 'Consent as each vendor was last told' }).getByRole('listitem')).toHaveText([
      'Google Analytics: gtag consent update analytics_storage=granted ad_storage=denied ad_user_data=denied ad_personalization=denied',
    ]);
  });

  test('a partial choice (analytics, not marketing): analytics_storage granted, the three advertising types denied', async ({
    page,
    vendors,
  }) => {
    await storeDecision(page, { analytics: true, marketing: false, experience: true });
    await page.goto('/');
    await expect.poll(() => gtagEvents(vendors).length).toBe(1);
    expect(consentAndEvents(vendors).slice(0, 2)).toEqual([
      { consent: 'default', state: DEFAULT, queuedBeforeTag: true },
      {
        consent: 'update',
        state: { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
        queuedBeforeTag: true,
      },
    ]);
  });
});
