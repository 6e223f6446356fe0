import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { EMBEDS_PAGE, HOME } from './test-product';

/**
 * The pages every accessibility check covers, with the heading that shows each has rendered: the product's page of
 * embeds shows them only on a server started with EMBEDS_PAGE.env.
 */
export const A11Y_PAGES = [
  { name: 'home', path: '/', heading: HOME.heading },
  { name: 'embeds', path: EMBEDS_PAGE.path, heading: EMBEDS_PAGE.heading },
  { name: 'privacy', path: '/privacy', heading: 'Privacy policy' },
  { name: 'not found', path: '/no/such/page', heading: 'Page not found' },
] as const;

/** axe-core's violations on the page as it is now, one readable line each (empty when there are none). */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${v.id} (${v.impact ?? 'unknown'}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
