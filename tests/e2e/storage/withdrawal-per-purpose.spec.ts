import { acceptButton } from '../../support/shell-page';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import { withdraw } from '../../support/withdraw-consent';
import { deviceKeys, fakeScriptsThatStore } from './device-storage';

test.use({ shellEnv: CONFIGS.vendors });

test.describe('issue 25: withdrawing one purpose', () => {
  test('Advertising alone: the pixel’s cookies go within a second, without a reload, the other purposes’ keys stay, and the inspector says what was removed', async ({
    page,
  }) => {
    await fakeScriptsThatStore(page, CONFIGS.vendors.VITE_HOTJAR_SITE_ID);
    await page.goto('/privacy?fbclid=e2ePurpose&shell-inspect');
    await acceptButton(page).click();
    await expect
      .poll(() => deviceKeys(page))
      .toEqual(expect.arrayContaining(['cookie _fbp', 'cookie _fbc', 'localStorage ajs_anonymous_id']));
    await expect.poll(() => page.evaluate(() => (window as unknown as { __hotjarRan?: unknown }).__hotjarRan)).toBeTruthy();
    const inspector = page.getByRole('complementary', { name: 'Shell inspector' });
    await inspector.getByRole('button', { name: 'Look again' }).click();
    await expect(inspector.getByRole('list', { name: 'Meta pixel declares' })).toContainText('_fbp (cookie): present (_fbp)');
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    // The panel sits over the preferences view: closed for the choice, opened again after.
    await inspector.getByRole('button', { name: 'Close inspector' }).click();
    await withdraw(page, ['Advertising']);

    await expect.poll(async () => (await deviceKeys(page)).filter((key) => key.startsWith('cookie _fb'))).toEqual([]);
    expect(await deviceKeys(page)).toEqual(
      expect.arrayContaining(['localStorage ajs_anonymous_id', `cookie _hjSessionUser_${CONFIGS.vendors.VITE_HOTJAR_SITE_ID}`]),
    );
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await page.keyboard.press('Alt+Shift+I');
    await expect(inspector).toContainText('Meta pixel, removed after the refusal: _fbp, _fbc');
    await expect(inspector.getByRole('list', { name: 'Meta pixel declares' })).toContainText('_fbp (cookie): absent');
  });
});
