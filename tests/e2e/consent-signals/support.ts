import type { Page } from '@playwright/test';
import type { PurposeChoices } from '../../../src/domain/consent';

/**
 * A visitor who chose some purposes and not others, stored before the page loads as the shell
 * stores it: SPEC's flag ("true" when at least one optional purpose is granted) and the choice per
 * purpose, under the default policy revision. Set once: a reload keeps what the page stored since.
 */
export async function chosePurposes(page: Page, purposes: PurposeChoices): Promise<void> {
  await page.addInitScript((choices) => {
    if (window.localStorage.getItem('cookieAccepted') !== null) return;
    const granted = Object.values(choices).some(Boolean);
    window.localStorage.setItem('cookieAccepted', granted ? 'true' : 'false');
    window.localStorage.setItem('cookieConsent', JSON.stringify({ purposes: choices, revision: '1', decidedAt: new Date().toISOString() }));
  }, purposes);
}

/** The preferences view the privacy page's "Cookie settings" opens: one switch per purpose. */
export const cookieSettings = (page: Page) => page.getByRole('region', { name: 'Cookie settings' });

/**
 * Changes one's mind on the privacy page (the page must be there): "Cookie settings", then either
 * "Reject all", or the named switches turned off and "Save".
 */
export async function withdraw(page: Page, switches: 'all' | readonly ('Analytics' | 'Advertising' | 'Experience')[]): Promise<void> {
  await page.getByRole('button', { name: 'Cookie settings' }).click();
  const view = cookieSettings(page);
  if (switches === 'all') {
    await view.getByRole('button', { name: 'Reject all' }).click();
  } else {
    for (const name of switches) await view.getByRole('switch', { name }).uncheck();
    await view.getByRole('button', { name: 'Save' }).click();
  }
  await view.waitFor({ state: 'detached' });
}
