import { formatReport } from 'shellkit-audit/shellkit';
import { runAudit } from 'shellkit-audit/shellkit';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import { EMBEDS_PAGE, PRODUCT_PAGES } from '../../support/test-product';

/**
 * Issue 25 §4: the audit against the demo with the full tag set on (every analytics vendor, every pixel,
 * Hotjar and Sentry, opt-in), each vendor answered by the fake network or its folder's e2e fake: no finding.
 */

test.use({ shellEnv: { ...CONFIGS.fullTagSet, ...EMBEDS_PAGE.env }, locale: 'en-US', extraHTTPHeaders: { 'Accept-Language': 'en' } });

test('the audit finds nothing on the demo with the full tag set, and saw every vendor of it', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const result = await runAudit({
    page,
    baseUrl: baseURL as string,
    pages: PRODUCT_PAGES,
    keysWindowMs: 5000, // as audit.spec.ts's WINDOWS, for a loaded CI machine
    quietMs: 5000,
    settleMs: 500,
  });
  expect(result.findings, formatReport(result)).toEqual([]);
  expect(new Set(result.vendors.map((vendor) => vendor.purpose))).toEqual(new Set(['necessary', 'analytics', 'marketing', 'experience']));
});
