import { SHELL_STORED_ITEMS } from '../../../src/domain/shell-stored-items';
import { acceptButton, brandLink, privacyFooterLink } from '../../support/shell-page';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import { allVendorHits } from '../../support/fake-vendor-routes';
import { withdraw } from '../../support/withdraw-consent';
import { deviceKeys, fakeScriptsThatStore } from './device-storage';
import { HOME } from '../../support/test-product';

test.use({ shellEnv: CONFIGS.vendors });

const SHELL_KEYS = new Set(SHELL_STORED_ITEMS.map((item) => `${item.kind} ${item.name}`));
const hotjarSiteId = CONFIGS.vendors.VITE_HOTJAR_SITE_ID;
/** How long the page is watched, after the withdrawal, for anything more reaching a vendor. */
const QUIET_WINDOW_MS = 3000;

test.describe('issue 25: a withdrawal takes effect on the device and on the network', () => {
  test('after accept-all, withdrawing Analytics, Advertising and Experience leaves only the shell’s own keys, at the same place, and the vendors hear nothing more', async ({
    page,
    vendors,
    sentry,
  }) => {
    const scripts = await fakeScriptsThatStore(page, hotjarSiteId);
    await page.goto('/?fbclid=e2eClick');
    await acceptButton(page).click();
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await expect
      .poll(() => deviceKeys(page))
      .toEqual(
        expect.arrayContaining([
          'cookie _fbp',
          'cookie _fbc',
          `cookie _hjSessionUser_${hotjarSiteId}`,
          `cookie _hjSession_${hotjarSiteId}`,
          'localStorage ajs_anonymous_id',
          'sessionStorage hjViewportId',
          'localStorage hjActiveViewportIds',
        ]),
      );

    await privacyFooterLink(page).click();
    const cookieSettings = page.getByRole('button', { name: 'Cookie settings' });
    await cookieSettings.scrollIntoViewIfNeeded();
    const place = await page.evaluate(() => ({ url: location.href, scrollY: Math.round(window.scrollY) }));
    expect(place.scrollY).toBeGreaterThan(0);

    // Hotjar cannot be stopped in the page: the withdrawal reloads it once, after storing the decision.
    const reloaded = page.waitForEvent('load');
    await withdraw(page, ['Analytics', 'Advertising', 'Session recording']);
    await reloaded;

    await expect.poll(() => deviceKeys(page)).toEqual((await deviceKeys(page)).filter((key) => SHELL_KEYS.has(key)));
    expect((await deviceKeys(page)).filter((key) => !SHELL_KEYS.has(key))).toEqual([]);
    expect(await page.evaluate(() => location.href)).toBe(place.url);
    // The same place on the page: scrolled down to the button the visitor used, not back at the top.
    await expect(cookieSettings).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    // From here, nothing more reaches any vendor: no beacon, no script, no replay, whatever the visitor does.
    const heard = { hits: allVendorHits(vendors).length, scripts: scripts.requests.length, replays: replayEnvelopes() };
    await brandLink(page).click();
    await page.getByRole('button', { name: HOME.trackSample }).click();
    const start = Date.now();
    await expect
      .poll(
        () => {
          expect({ hits: allVendorHits(vendors).length, scripts: scripts.requests.length, replays: replayEnvelopes() }).toEqual(heard);
          return Date.now() - start;
        },
        { timeout: QUIET_WINDOW_MS + 5000, intervals: [100] },
      )
      .toBeGreaterThanOrEqual(QUIET_WINDOW_MS);
    expect((await deviceKeys(page)).filter((key) => !SHELL_KEYS.has(key))).toEqual([]);

    function replayEnvelopes(): number {
      return sentry.received.filter((request) => request.body.toString('utf8').includes('"type":"replay_event"')).length;
    }
  });
});
