import type { Page } from '@playwright/test';
import { amplitude } from '../../../src/adapters/amplitude/amplitude.vendor';
import {
  acceptAllButton,
  brandLink,
  preferences,
  privacyFooterLink,
  purposeSwitch,
  rejectAllButton,
  settled,
} from '../../support/shell-page';
import { expect, test } from '../../support/e2e-fixtures';
import { hitsOf, type FakeVendors } from '../../support/fake-vendor-routes';
import { withdraw } from '../../support/withdraw-consent';
import { e2eVariable, VENDOR_E2E_ENV } from '../shell-configs.mjs';
import { HOME } from '../../support/test-product';

const API_KEY = e2eVariable(amplitude.id, 'VITE_AMPLITUDE_API_KEY');

// The real @amplitude/analytics-browser (from the app's own chunk), in opt-in mode; its HTTP API is
// answered by its folder's e2e fake (amplitude.e2e-fake.mjs), its uploads under `vendors.hits.amplitude`.
test.use({ shellEnv: { ...VENDOR_E2E_ENV[amplitude.id], VITE_CONSENT_MODE: 'opt-in' } });

interface AmplitudeEvent {
  readonly event_type: string;
  readonly event_properties?: Record<string, unknown>;
}

/** Every event Amplitude's HTTP API received, in the order they arrived (it sends what it holds each second). */
const received = (vendors: FakeVendors): AmplitudeEvent[] =>
  hitsOf(vendors, 'amplitude').flatMap((hit) => ((hit.body ?? {}) as { events?: AmplitudeEvent[] }).events ?? []);

/** Each event as its name and the page it describes. */
const named = (vendors: FakeVendors) =>
  received(vendors).map(({ event_type, event_properties = {} }) => [
    event_type,
    event_properties['[Amplitude] Page Path'] ?? event_properties['currentPage'],
  ]);

/** What the shell inspector says Amplitude was last told (opened with its shortcut, closed again so it covers nothing). */
async function expectTold(page: Page, told: string): Promise<void> {
  await page.keyboard.press('Alt+Shift+KeyI');
  await expect(page.getByRole('list', { name: 'Consent as each vendor was last told' }).getByRole('listitem')).toHaveText([
    `Amplitude: ${told}`,
  ]);
  await page.getByRole('button', { name: 'Close inspector' }).click();
}

test.describe('Amplitude, the real SDK with its HTTP API answered locally', () => {
  test('after accept: the page accepted on, later page views and the named event, each described; no cookie', async ({
    page,
    context,
    vendors,
  }) => {
    await page.goto('/');
    await settled(page);
    expect(hitsOf(vendors, 'amplitude')).toEqual([]);

    await acceptAllButton(page).click();
    await expect.poll(() => received(vendors).length).toBe(1);
    await privacyFooterLink(page).click();
    await expect.poll(() => received(vendors).length).toBe(2);
    await brandLink(page).click();
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await expect.poll(() => received(vendors).length).toBe(4);

    expect(named(vendors)).toEqual([
      ['[Amplitude] Page Viewed', '/'],
      ['[Amplitude] Page Viewed', '/privacy'],
      ['[Amplitude] Page Viewed', '/'],
      ['Sample Event', '/'],
    ]);
    expect(received(vendors)[1]?.event_properties).toMatchObject({ '[Amplitude] Page Title': expect.stringMatching(/privacy/i) });
    expect(received(vendors)[3]?.event_properties).toEqual({ source: 'lab', currentPage: '/' });
    expect(hitsOf(vendors, 'amplitude').map((hit) => [hit.url, (hit.body ?? {})['api_key']])).toContainEqual([
      'https://api2.amplitude.com/2/httpapi',
      API_KEY,
    ]);
    expect(await context.cookies()).toEqual([]);
  });

  test('declined: the SDK is never loaded, nothing is sent', async ({ page, vendors }) => {
    const sdkChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/sdk-cohorts-[^/]*\.js$/.test(new URL(request.url()).pathname)) sdkChunks.push(request.url());
    });
    await page.goto('/');
    await rejectAllButton(page).click();
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await settled(page);
    expect(sdkChunks).toEqual([]);
    expect(hitsOf(vendors, 'amplitude')).toEqual([]);
  });

  test('analytics withdrawn: Amplitude is told setOptOut(true) and sends nothing of that time, even once analytics is given back', async ({
    page,
    vendors,
  }) => {
    await page.goto('/');
    await acceptAllButton(page).click();
    await expect.poll(() => received(vendors).length).toBe(1);
    await expectTold(page, 'setOptOut(false)');

    await privacyFooterLink(page).click();
    await expect.poll(() => received(vendors).length).toBe(2);
    // Its device id and session, in localStorage under AMP_ and the key's first 10 characters (no cookie).
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('AMP_')))).toContain(
      `AMP_${API_KEY.slice(0, 10)}`,
    );
    await withdraw(page, ['Analytics']);
    await expectTold(page, 'setOptOut(true)');
    // What it stored (its device id and session, its queue) is gone with the withdrawal, as the privacy page declares.
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('AMP_')))).toEqual([]);
    // While withdrawn: a page view and a named event, which the shell does not hand on and Amplitude would drop.
    await brandLink(page).click();
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await settled(page);

    // Given back, on the privacy page: Amplitude is told setOptOut(false) and sends what comes next. Its queue is
    // in order, so had anything of the withdrawn time been kept, it would arrive before this.
    await privacyFooterLink(page).click();
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await purposeSwitch(page, 'Analytics').check();
    await preferences(page).getByRole('button', { name: 'Save' }).click();
    await expectTold(page, 'setOptOut(false)');
    await brandLink(page).click();
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await expect.poll(() => named(vendors).at(-1)).toEqual(['Sample Event', '/']);
    // Before: home, privacy. Withdrawn: the home page and "Sample Event", none of it sent. Given back: the page it
    // was given back on, then home and the event.
    expect(named(vendors)).toEqual([
      ['[Amplitude] Page Viewed', '/'],
      ['[Amplitude] Page Viewed', '/privacy'],
      ['[Amplitude] Page Viewed', '/privacy'],
      ['[Amplitude] Page Viewed', '/'],
      ['Sample Event', '/'],
    ]);
  });
});
