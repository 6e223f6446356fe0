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
