import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import { HOME } from '../../support/test-product';

test.use({ shellEnv: CONFIGS.optin });

test.describe('the shell inspector in opt-in mode', () => {
  test('shows calls held for consent, then the vendors starting once the visitor accepts', async ({ page }) => {
    await page.goto('/?shell-inspect');
    const inspector = page.getByRole('complementary', { name: 'Shell inspector' });
    const adapters = inspector.getByRole('table', { name: /Adapters/ });
    const purposes = inspector.getByRole('table', { name: 'Purposes' });
    await expect(adapters.getByRole('row', { name: /analytics/ })).toContainText('held for consent');
    await expect(purposes.getByRole('row', { name: /^analytics/ })).toHaveText(/analytics\s*held for consent\s*no decision yet/);
    await page.getByRole('button', { name: HOME.trackSample }).click();
    const calls = inspector.getByRole('list', { name: 'Port calls, newest first' }).getByRole('listitem');
    await expect(calls.filter({ hasText: 'analytics → segment event Sample Event (held for consent: no decision yet)' })).toHaveCount(1);

    // A partial choice: analytics runs, the pixel's copy of the held event is dropped, and the inspector says why.
    await page.getByRole('button', { name: 'Choose cookies' }).click();
    // By keyboard: the inspector panel sits over the top of the tall preferences view.
    await page.getByRole('region', { name: 'Cookie settings' }).getByRole('switch', { name: 'Analytics' }).press('Space');
    await page.getByRole('region', { name: 'Cookie settings' }).getByRole('button', { name: 'Save' }).press('Enter');
    await expect(adapters.getByRole('row', { name: /analytics/ })).toContainText('allowed');
    await expect(purposes.getByRole('row', { name: /^marketing/ })).toHaveText(/marketing\s*off\s*marketing refused/);
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await expect(calls.filter({ hasText: 'pixel → meta-pixel event Sample Event (not sent: marketing refused)' })).toHaveCount(1);
    await expect(inspector.getByRole('list', { name: 'Vendor SDKs' })).toContainText('Segment: ready');
    await expect(calls.first()).not.toContainText('held for consent');
  });
});
