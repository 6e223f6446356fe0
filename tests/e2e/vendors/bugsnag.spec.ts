import { bugsnag } from '../../../src/adapters/bugsnag/bugsnag.vendor';
import { rejectAllButton, settled } from '../../support/shell-page';
import { expect, test } from '../../support/e2e-fixtures';
import { hitsOf } from '../../support/fake-vendor-routes';
import { e2eVariable, VENDOR_E2E_ENV } from '../shell-configs.mjs';
import { HOME } from '../../support/test-product';

const API_KEY = e2eVariable(bugsnag.id, 'VITE_BUGSNAG_API_KEY');

// The real @bugsnag/browser (from the app's own chunk), in opt-in mode; its notify API is answered by its folder's
// e2e fake (bugsnag.e2e-fake.mjs), its reports under `vendors.hits.bugsnag`.
test.use({ shellEnv: { ...VENDOR_E2E_ENV[bugsnag.id], VITE_CONSENT_MODE: 'opt-in' } });

interface NotifyEvent {
  readonly exceptions: readonly { readonly errorClass: string; readonly message: string }[];
  readonly metaData?: { readonly shellkit?: { readonly source?: string } };
  readonly app?: { readonly releaseStage?: string };
}

test.describe('Bugsnag, the real SDK with its notify API answered locally', () => {
  test('necessary: with everything refused, "Throw sample error" is reported once, with where the shell caught it; nothing stored', async ({
    page,
    context,
    vendors,
  }) => {
    await page.goto('/');
    await rejectAllButton(page).click();
    // Wait for the SDK so the click is not the thing that loads it.
    await page.waitForResponse((response) => /\/assets\/sdk-faults-/.test(response.url()));
    await page.getByRole('button', { name: HOME.throwError }).click();
    await expect.poll(() => hitsOf(vendors, 'bugsnag').length).toBe(1);
    await settled(page);

    const [hit] = hitsOf(vendors, 'bugsnag');
    expect(hit?.url).toBe('https://notify.bugsnag.com/');
    const { apiKey, events } = (hit?.body ?? {}) as { apiKey?: string; events?: NotifyEvent[] };
    expect(apiKey).toBe(API_KEY);
    expect(
      events?.map(({ exceptions: [first], metaData, app }) => [
        first?.errorClass,
        first?.message,
        metaData?.shellkit?.source,
        app?.releaseStage,
      ]),
    ).toEqual([['Error', 'Sample error', 'window.error', 'production']]);
    expect(hitsOf(vendors, 'bugsnag')).toHaveLength(1);
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('bugsnag')))).toEqual([]);
  });
});
