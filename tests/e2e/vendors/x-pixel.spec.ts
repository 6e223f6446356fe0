import { xPixel } from '../../../src/adapters/x-pixel/x-pixel.vendor';
import { acceptAllButton, settled } from '../../support/shell-page';
import { expect, test } from '../../support/e2e-fixtures';
import { vendorTag } from '../../support/fake-vendor-routes';
import { e2eVariable, VENDOR_E2E_ENV } from '../shell-configs.mjs';
import { HOME } from '../../support/test-product';

const PIXEL_ID = e2eVariable(xPixel.id, 'VITE_X_PIXEL_ID');
/** The event id its e2e variables map "Sample Event" to. */
const SAMPLE_EVENT_ID = /Sample Event=([\w-]+)/.exec(e2eVariable(xPixel.id, 'VITE_X_EVENTS'))?.[1];

// Opt-in mode: X has no consent call, so the test is that nothing of it loads before marketing is granted.
test.use({ shellEnv: { ...VENDOR_E2E_ENV[xPixel.id], VITE_CONSENT_MODE: 'opt-in' } });

// Its e2e ids and its tag's answer are its folder's e2e fake's (x-pixel.e2e-fake.mjs), read as `vendorTag(vendors, 'x-pixel')`.

test.describe('X Pixel, uwt.js answered locally', () => {
  test('nothing loads before marketing is granted; then the pixel, configured with its id, and the mapped event as its conversion event', async ({
    page,
    vendors,
  }) => {
    const tag = vendorTag(vendors, 'x-pixel');
    await page.goto('/');
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await settled(page);
    expect(tag.scriptRequests()).toBe(0);

    await acceptAllButton(page).click();
    await page.getByRole('button', { name: HOME.trackSample }).click();
    // The event tracked before the choice was held, and is sent on accepting it, before the later one.
    await expect.poll(() => tag.calls().length).toBe(3);
    expect(tag.calls()).toEqual([
      ['config', PIXEL_ID],
      ['event', SAMPLE_EVENT_ID, { source: 'lab', currentPage: '/' }],
      ['event', SAMPLE_EVENT_ID, { source: 'lab', currentPage: '/' }],
    ]);
  });
});
