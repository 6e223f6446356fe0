import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import { gtagEvents, pixelEvents } from '../../support/fake-vendor-routes';
import { HOME } from '../../support/test-product';

// Issue 23 §3: the tracking plan (src/tracking-plan.ts) gives Lead its name at each ad vendor. The
// Meta pixel and GA4, on one page, each receive it under their own name, with the same properties.
test.use({ shellEnv: { ...CONFIGS.vendors, VITE_GA4_MEASUREMENT_ID: CONFIGS.ga4.VITE_GA4_MEASUREMENT_ID } });

test('a planned event reaches Meta as its standard event Lead and GA4 as generate_lead', async ({ page, vendors }) => {
  await page.goto('/');
  await page.getByRole('button', { name: HOME.trackLead }).click();
  await expect
    .poll(() => pixelEvents(vendors))
    .toEqual([{ command: 'track', name: 'Lead', properties: { source: 'lab', currentPage: '/' } }]);
  await expect
    .poll(() => gtagEvents(vendors).filter(({ name }) => name !== 'page_view'))
    .toEqual([{ name: 'generate_lead', params: { source: 'lab', currentPage: '/', send_to: CONFIGS.ga4.VITE_GA4_MEASUREMENT_ID } }]);
});
