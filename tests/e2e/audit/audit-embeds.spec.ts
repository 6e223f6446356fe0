import { formatReport, runAudit } from 'shellkit-audit/shellkit';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import { hitsOf } from '../../support/fake-vendor-routes';
import { EMBEDS_PAGE } from '../../support/test-product';

/**
 * The audit knows the embed services a page lists (issue 34 §1): a request to an embed's frame origin is its service's,
 * under its purpose, so one before consent is a leak. On the test product's /embeds page (every service, opt-in), each
 * frame answered by the fake network.
 */

test.use({ shellEnv: { ...CONFIGS.optinMemory, ...EMBEDS_PAGE.env }, locale: 'en-US', extraHTTPHeaders: { 'Accept-Language': 'en' } });

const WINDOWS = { keysWindowMs: 5000, quietMs: 5000, settleMs: 500 }; // as audit.spec.ts's, for a loaded CI machine
const VIDEO_FRAME = 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE';

test.describe('the audit and embedded content', () => {
  test.setTimeout(240_000);

  test('finds nothing on the page of embeds: its frames load once accepted, none before and none after the withdrawal', async ({
    page,
    baseURL,
    vendors,
  }) => {
    const result = await runAudit({ page, baseUrl: baseURL as string, pages: [EMBEDS_PAGE.path], ...WINDOWS });
    expect(result.findings, formatReport(result)).toEqual([]);
    // Accepted, every embed's frame loaded: the audit saw a page whose frames ran, not one with none.
    const hosts = new Set(hitsOf(vendors, 'embed-frame').map((hit) => new URL(hit.url).hostname));
    expect(hosts.size).toBe(EMBEDS_PAGE.embeds.length);
  });

  test('a frame of an embed service on the page before any choice is a leak, named by its service and purpose', async ({
    page,
    baseURL,
  }) => {
    // The page's HTML made to carry YouTube's frame outright, as a site that pastes the service's embed code would.
    await page.route(
      (url) => url.pathname === EMBEDS_PAGE.path,
      async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace('</body>', `<iframe src="${VIDEO_FRAME}" title="Pasted video"></iframe></body>`);
        await route.fulfill({ response, body: html });
      },
    );
    const result = await runAudit({ page, baseUrl: baseURL as string, pages: [EMBEDS_PAGE.path], ...WINDOWS });
    expect(result.findings, formatReport(result)).toContainEqual({
      check: 'sent before consent',
      purpose: 'marketing',
      who: 'YouTube (embedded video)',
      what: `${VIDEO_FRAME} (1 request)`,
      url: VIDEO_FRAME,
    });
  });
});
