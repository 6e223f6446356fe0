import type { Page } from '@playwright/test';
import { umami } from '../../../src/adapters/umami/umami.vendor';
import { acceptAllButton, privacyFooterLink, settled } from '../../support/shell-page';
import { expect, test } from '../../support/e2e-fixtures';
import { vendorTag } from '../../support/fake-vendor-routes';
import { e2eVariable, VENDOR_E2E_ENV } from '../shell-configs.mjs';
import { HOME } from '../../support/test-product';

const WEBSITE_ID = e2eVariable(umami.id, 'VITE_UMAMI_WEBSITE_ID');
const UMAMI_HOST = 'cloud.umami.is';

// Opt-in mode: Umami has no consent call, so the test is that nothing of it loads before analytics is granted.
test.use({ shellEnv: { ...VENDOR_E2E_ENV[umami.id], VITE_CONSENT_MODE: 'opt-in' } });

// Its e2e id and its tracker's answer are its folder's e2e fake's (umami.e2e-fake.mjs), read as `vendorTag(vendors, 'umami')`:
// each call its /api/send received, as ['event', payload].

/** Every request the page makes to Umami's host, script and /api/send alike. */
function umamiRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname === UMAMI_HOST) requests.push(request.url());
  });
  return requests;
}

test.describe('Umami, its tracker script and /api/send answered locally', () => {
  test('nothing before analytics is granted; then the page view and the named event reach /api/send, once each, with no cookie', async ({
    page,
    vendors,
  }) => {
    const tag = vendorTag(vendors, umami.id);
    const requests = umamiRequests(page);
    await page.goto('/');
    const title = await page.title();
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await settled(page);
    expect(requests).toEqual([]);

    await acceptAllButton(page).click();
    // The page view and the event made before the choice were held, and are sent on accepting it, in order.
    await expect.poll(() => tag.calls().length).toBe(2);
    await privacyFooterLink(page).click();
    await expect.poll(() => tag.calls().length).toBe(3);
    await settled(page);
    expect(tag.calls()).toEqual([
      ['event', expect.objectContaining({ website: WEBSITE_ID, url: '/', title })],
      [
        'event',
        expect.objectContaining({ website: WEBSITE_ID, url: '/', name: 'Sample Event', data: { source: 'lab', currentPage: '/' } }),
      ],
      ['event', expect.objectContaining({ website: WEBSITE_ID, url: '/privacy' })],
    ]);
    // A page view is a payload with no name: with automatic tracking off, the tracker counted none of its own.
    expect(tag.calls().filter(([, payload]) => (payload as { name?: string }).name === undefined)).toHaveLength(2);
    expect(tag.scriptRequests()).toBe(1);
    expect(await page.context().cookies()).toEqual([]);
  });
});
