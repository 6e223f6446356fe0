import { linkedinInsight } from '../../../src/adapters/linkedin-insight/linkedin-insight.vendor';
import { acceptAllButton, settled } from '../../support/shell-page';
import { expect, test } from '../../support/e2e-fixtures';
import { vendorTag } from '../../support/fake-vendor-routes';
import { e2eVariable, VENDOR_E2E_ENV } from '../shell-configs.mjs';
import { HOME } from '../../support/test-product';

const PARTNER_ID = e2eVariable(linkedinInsight.id, 'VITE_LINKEDIN_PARTNER_ID');
/** The conversion its e2e variables map "Sample Event" to. */
const SAMPLE_EVENT_CONVERSION = Number(/Sample Event=(\d+)/.exec(e2eVariable(linkedinInsight.id, 'VITE_LINKEDIN_CONVERSIONS'))?.[1]);

// Opt-in mode: LinkedIn has no consent call, so the test is that nothing of it loads before marketing is granted.
test.use({ shellEnv: { ...VENDOR_E2E_ENV[linkedinInsight.id], VITE_CONSENT_MODE: 'opt-in' } });

// Its e2e ids and its tag's answer are its folder's e2e fake's (linkedin-insight.e2e-fake.mjs), read as `vendorTag(vendors, 'linkedin-insight')`.

test.describe('LinkedIn Insight Tag, insight.min.js answered locally', () => {
  test('nothing loads before marketing is granted; then the tag, with the partner id, and the mapped event as a conversion', async ({
    page,
    vendors,
  }) => {
    const tag = vendorTag(vendors, 'linkedin-insight');
    await page.goto('/');
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await settled(page);
    expect(tag.scriptRequests()).toBe(0);

    await acceptAllButton(page).click();
    await page.getByRole('button', { name: HOME.trackSample }).click();
    // The event tracked before the choice was held, and is sent on accepting it, before the later one.
    await expect.poll(() => tag.calls().length).toBe(3);
    expect(tag.calls()).toEqual([
      ['partner', PARTNER_ID, [PARTNER_ID]],
      ['track', { conversion_id: SAMPLE_EVENT_CONVERSION }],
      ['track', { conversion_id: SAMPLE_EVENT_CONVERSION }],
    ]);
  });
});
