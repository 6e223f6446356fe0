import type { Page } from '@playwright/test';
import { acceptButton, declineButton, settled, watchPage } from '../../support/shell-page';
import { expect, test } from '../../support/e2e-fixtures';
import { withdraw } from '../../support/withdraw-consent';
import { answerTag } from './answered-tag';

test.use({ shellEnv: { VITE_UET_TAG_ID: '12345678', VITE_PIXEL_SINK: 'memory', VITE_CONSENT_MODE: 'opt-in' } });

/** bat.js, faked: defines UET, whose instance reports the tag id, replays the queue (three entries a command) and each push. */
const uet = (page: Page) =>
  answerTag(page, {
    script: (url) => url.href === 'https://bat.bing.com/bat.js',
    beacon: 'https://bat.bing.com/action/e2e',
    fakeTag: `
      window.UET = class {
        constructor({ ti, q }) {
          report(['new UET', ti]);
          for (let i = 0; i < q.length; i += 3) report(q.slice(i, i + 3));
        }
        push(...command) { report(command); }
      };`,
  });

test.describe('Microsoft Advertising UET, bat.js answered locally', () => {
  test('consent default denied before bat.js, the update on accepting, then the named event', async ({ page }) => {
    const tag = await uet(page);
    await page.goto('/');
    await settled(page);
    expect(tag.scriptRequests()).toBe(0);

    await acceptButton(page).click();
    await page.getByRole('button', { name: 'Track sample event' }).click();
    await expect.poll(() => tag.calls().length).toBe(4);
    expect(tag.calls()).toEqual([
      ['new UET', '12345678'],
      ['consent', 'default', { ad_storage: 'denied' }],
      ['consent', 'update', { ad_storage: 'granted' }],
      ['event', 'Sample Event', { source: 'demo', currentPage: '/' }],
    ]);
  });

  test('advertising withdrawn in Cookie settings: UET is told, once, and gets no later event', async ({ page }) => {
    const tag = await uet(page);
    await page.goto('/');
    await acceptButton(page).click();
    await page.getByRole('button', { name: 'Track sample event' }).click();
    await expect.poll(() => tag.calls().length).toBe(4);
    await page.getByRole('link', { name: 'Privacy', exact: true }).click();
    await withdraw(page, ['Advertising']);
    await expect.poll(() => tag.calls().length).toBe(5);
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await page.getByRole('button', { name: 'Track sample event' }).click();
    await settled(page);
    expect(tag.calls().slice(4)).toEqual([['consent', 'update', { ad_storage: 'denied' }]]);
  });

  test('declined: never loaded, nothing sent', async ({ page }) => {
    const tag = await uet(page);
    await page.goto('/');
    await declineButton(page).click();
    await page.getByRole('button', { name: 'Track sample event' }).click();
    await settled(page);
    expect(tag.scriptRequests()).toBe(0);
    expect(tag.calls()).toEqual([]);
  });

  test('blocked, as an ad blocker does: logged once, and the page carries on', async ({ page }) => {
    const tag = await uet(page);
    await tag.block();
    const { shellLogs, uncaught } = watchPage(page);
    await page.goto('/');
    await acceptButton(page).click();
    await page.getByRole('button', { name: 'Track sample event' }).click();
    await expect
      .poll(() => shellLogs)
      .toContainEqual(
        expect.stringMatching(/^\[shellkit\] Microsoft Advertising UET could not be loaded; the shell carries on without it\./),
      );
    await page.getByRole('link', { name: 'Privacy', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await settled(page);
    expect(shellLogs).toHaveLength(1);
    expect(uncaught).toEqual([]);
  });
});
