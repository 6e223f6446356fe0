import type { Page } from '@playwright/test';
import { brandLink, privacyFooterLink, settled, watchPage } from '../../support/shell-page';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import { gtagEvents, segmentMessages, type Blockable, type FakeVendors } from '../../support/fake-vendor-routes';
import { HOME } from '../../support/test-product';

// Issue 23: two analytics vendors at once, each in a pipeline of its own. One vendor's network
// blocked (an ad blocker that knows it) must not delay, reorder or drop a single call of the other's.
test.use({ shellEnv: CONFIGS.twoAnalytics });

/** What each vendor received, as `page <path>` or `track <name> <currentPage>`, in the order it received them. */
const received: Record<'Segment' | 'Google Analytics', (vendors: FakeVendors) => string[]> = {
  Segment: (vendors) =>
    segmentMessages(vendors).map((body) =>
      body.type === 'page'
        ? `page ${(body.properties as { path: string; search: string }).path}${(body.properties as { search: string }).search}`
        : `track ${String(body.event)} ${String((body.properties as { currentPage: string }).currentPage)}`,
    ),
  'Google Analytics': (vendors) =>
    gtagEvents(vendors).map(({ name, params }) =>
      name === 'page_view' ? `page ${String(params['page_path'])}` : `track ${name} ${String(params['currentPage'])}`,
    ),
};

/** A visit with page views and named events interleaved, as a visitor makes them. */
async function visit(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: HOME.trackSample }).click();
  await privacyFooterLink(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await brandLink(page).click();
  await page.getByRole('link', { name: 'Tab A' }).click();
  await page.getByRole('button', { name: HOME.trackLead }).click();
  await page.getByRole('button', { name: HOME.trackSample }).click();
}

const EVERY_CALL = ['page /', 'track Sample Event /', 'page /privacy', 'page /', 'page /?tab=a', 'track Lead /', 'track Sample Event /'];
/** What each vendor gets of the visit: GA4 takes Lead under the tracking plan's name for it (src/tracking-plan.ts). */
const EXPECTED: Record<'Segment' | 'Google Analytics', string[]> = {
  Segment: EVERY_CALL,
  'Google Analytics': EVERY_CALL.map((call) => (call === 'track Lead /' ? 'track generate_lead /' : call)),
};

const BLOCKED: { vendor: 'Segment' | 'Google Analytics'; other: 'Segment' | 'Google Analytics'; block: Blockable[] }[] = [
  { vendor: 'Segment', other: 'Google Analytics', block: ['segment-settings', 'segment-api'] },
  { vendor: 'Google Analytics', other: 'Segment', block: ['ga4-script'] },
];

test.describe('two analytics vendors, one of them blocked', () => {
  test('with neither blocked, each gets every page view and event, in order', async ({ page, vendors }) => {
    await visit(page);
    await expect.poll(() => received.Segment(vendors)).toEqual(EXPECTED.Segment);
    await expect.poll(() => received['Google Analytics'](vendors)).toEqual(EXPECTED['Google Analytics']);
  });

  for (const { vendor, other, block } of BLOCKED) {
    test(`with ${vendor} blocked, ${other} still gets every page view and event, in order, and the shell logs ${vendor} once`, async ({
      page,
      vendors,
    }) => {
      for (const host of block) await vendors.block(host);
      const { uncaught, shellLogs } = watchPage(page);
      await visit(page);
      await expect.poll(() => received[other](vendors)).toEqual(EXPECTED[other]);
      await settled(page);
      expect(received[vendor](vendors)).toEqual([]);
      expect(shellLogs).toEqual([expect.stringMatching(new RegExp(`^\\[shellkit\\] ${vendor} could not be loaded`))]);
      expect(uncaught).toEqual([]);
    });
  }
});
