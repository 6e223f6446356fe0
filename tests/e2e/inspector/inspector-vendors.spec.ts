import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import { HOME } from '../../support/test-product';

test.use({ shellEnv: CONFIGS.vendors });

test.describe('the shell inspector with real vendors', () => {
  test("shows each vendor SDK's state as it changes, a blocked one included, and which adapter got each call (handed to its SDK: neither reports delivery)", async ({
    page,
    vendors,
  }) => {
    await vendors.block('hotjar');
    await page.goto('/?shell-inspect');
    const inspector = page.getByRole('complementary', { name: 'Shell inspector' });
    const sdks = inspector.getByRole('list', { name: 'Vendor SDKs' });
    await expect(sdks).toContainText('Segment: ready');
    await expect(sdks).toContainText('Sentry: ready');
    await expect(sdks).toContainText('Hotjar: blocked');
    await page.getByRole('button', { name: HOME.trackSample }).click();
    const calls = inspector.getByRole('list', { name: 'Port calls, newest first' });
    await expect(calls.getByRole('listitem').filter({ hasText: 'analytics → segment event Sample Event (handed to the SDK)' })).toHaveCount(
      1,
    );
    await expect(calls.getByRole('listitem').filter({ hasText: 'pixel → meta-pixel event Sample Event (handed to the SDK)' })).toHaveCount(
      1,
    );
    await expect(calls.getByRole('listitem').filter({ hasText: 'Hotjar: blocked' })).toHaveCount(1);
  });
});
