import { SHELL_STORED_ITEMS } from '../../../src/domain/shell-stored-items';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import { declaredBy, deviceKeys, fakeScriptsThatStore } from './device-storage';
import { privacyFooterLink } from '../../support/shell-page';
import { HOME, TITLED_PAGE } from '../../support/test-product';

test.use({ shellEnv: CONFIGS.optin });

test.describe('the storage scan in opt-in mode (issue 25)', () => {
  test('"Reject all" on a first visit: nothing but the shell’s necessary keys is ever written, over three pages and events', async ({
    page,
  }) => {
    // Every write any of the pages makes to a cookie or to web storage, from its first script on.
    const written: string[] = [];
    await page.exposeFunction('__shellkitWrote', (key: string) => void written.push(key));
    await page.addInitScript(() => {
      const wrote = (window as unknown as { __shellkitWrote: (key: string) => void }).__shellkitWrote;
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
        wrote(`${this === window.sessionStorage ? 'sessionStorage' : 'localStorage'} ${key}`);
        return setItem.call(this, key, value);
      };
      const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie') as PropertyDescriptor;
      Object.defineProperty(Document.prototype, 'cookie', {
        configurable: true,
        get(this: Document) {
          return cookie.get?.call(this) as string;
        },
        set(this: Document, value: string) {
          wrote(`cookie ${value.split('=')[0]?.trim() ?? ''}`);
          cookie.set?.call(this, value);
        },
      });
    });
    const fakeScripts = await fakeScriptsThatStore(page, CONFIGS.optin.VITE_HOTJAR_SITE_ID);
    await page.goto('/');
    await page.getByRole('button', { name: 'Reject all' }).click();
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await privacyFooterLink(page).click();
    await page.goto(TITLED_PAGE.path);
    await page.getByRole('main').getByRole('button', { name: TITLED_PAGE.choiceButton }).first().click();
    await page.goto('/');
    await page.getByRole('button', { name: HOME.trackSample }).click();

    expect(written.filter((key) => !declaredBy(SHELL_STORED_ITEMS, key))).toEqual([]);
    expect((await deviceKeys(page)).filter((key) => !declaredBy(SHELL_STORED_ITEMS, key))).toEqual([]);
    expect(fakeScripts.requests).toEqual([]);
  });
});
