import type { Page } from '@playwright/test';
import { preferences, purposeSwitch } from './shell-page';

/**
 * Changes one's mind on the privacy page (the page must be there): "Cookie settings", then either
 * "Reject all", or the named switches turned off and "Save".
 */
export async function withdraw(
  page: Page,
  switches: 'all' | readonly ('Analytics' | 'Advertising' | 'Session recording')[],
): Promise<void> {
  await page.getByRole('button', { name: 'Cookie settings' }).click();
  if (switches === 'all') {
    await preferences(page).getByRole('button', { name: 'Reject all' }).click();
  } else {
    for (const name of switches) await purposeSwitch(page, name).uncheck();
    await preferences(page).getByRole('button', { name: 'Save' }).click();
  }
  await preferences(page).waitFor({ state: 'detached' });
}
