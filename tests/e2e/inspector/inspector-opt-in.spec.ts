import { CONFIGS, expect, test } from '../support/test';

test.use({ shellEnv: CONFIGS.optin });

test.describe('the shell inspector in opt-in mode', () => {
  test('shows calls held for consent, then the vendors starting once the visitor accepts', async ({ page }) => {
    await page.goto('/?shell-inspect');
    const inspector = page.getByRole('complementary', { name: 'Shell inspector' });
    const adapters = inspector.getByRole('table');
    await expect(adapters.getByRole('row', { name: /analytics/ })).toContainText('held for consent');
    await page.getByRole('button', { name: 'Track sample event' }).click();
    const calls = inspector.getByRole('list', { name: 'Port calls, newest first' }).getByRole('listitem');
    await expect(calls.filter({ hasText: 'analytics → segment event Sample Event (held for consent)' })).toHaveCount(1);
    await page.getByRole('button', { name: 'I Understand' }).click();
    await expect(adapters.getByRole('row', { name: /analytics/ })).toContainText('allowed');
    await expect(inspector.getByRole('list', { name: 'Vendor SDKs' })).toContainText('Segment: ready');
    await expect(calls.first()).not.toContainText('held for consent');
  });
});
