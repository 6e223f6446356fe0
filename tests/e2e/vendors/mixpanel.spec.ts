import type { Page } from '@playwright/test';
import { acceptAllButton, brandLink, rejectAllButton, privacyFooterLink, settled, watchPage } from '../../support/shell-page';
import { expect, test } from '../../support/e2e-fixtures';
import { HOME } from '../../support/test-product';

const TOKEN = '0123456789abcdef0123456789abcdef';

// The real mixpanel-browser (its core build, from the app's own chunk), in opt-in mode.
test.use({ shellEnv: { VITE_MIXPANEL_TOKEN: TOKEN, VITE_CONSENT_MODE: 'opt-in' } });

interface MixpanelEvent {
  readonly event: string;
  readonly properties: Record<string, unknown>;
}

/**
 * Mixpanel's ingestion answered on this machine: each request is one event in a `data` form field
 * (JSON, as the adapter asks), answered "1" as Mixpanel does, with the CORS headers its credentialed
 * XHR needs. Returns the events in the order they arrived.
 */
async function mixpanelApi(page: Page): Promise<MixpanelEvent[]> {
  const events: MixpanelEvent[] = [];
  await page.route(
    (url) => url.hostname === 'api-js.mixpanel.com',
    async (route) => {
      const request = route.request();
      const data = new URLSearchParams(request.postData() ?? '').get('data');
      if (request.url().includes('/track/') && data) events.push(JSON.parse(data) as MixpanelEvent);
      await route.fulfill({
        status: 200,
        contentType: 'text/plain',
        headers: { 'access-control-allow-origin': request.headers()['origin'] ?? '*', 'access-control-allow-credentials': 'true' },
        body: '1',
      });
    },
  );
  return events;
}

/** The caller's own properties, without those Mixpanel adds to every event ($…, mp_…, token, distinct_id, time). */
const own = ({ properties }: MixpanelEvent) =>
  Object.fromEntries(
    Object.entries(properties).filter(
      ([key]) => !key.startsWith('$') && !key.startsWith('mp_') && !['token', 'distinct_id', 'time'].includes(key),
    ),
  );

test.describe('Mixpanel, the real SDK with its API host answered locally', () => {
  test('after accept: the page accepted on, later page views and the named event, each described; no cookie', async ({ page, context }) => {
    const events = await mixpanelApi(page);
    await page.goto('/');
    await settled(page);
    expect(events).toEqual([]);

    await acceptAllButton(page).click();
    await expect.poll(() => events.length).toBe(1);
    await privacyFooterLink(page).click();
    await expect.poll(() => events.length).toBe(2);
    await brandLink(page).click();
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await expect.poll(() => events.length).toBe(4);

    expect(events.map(({ event, properties }) => [event, properties['current_url_path'] ?? properties['currentPage']])).toEqual([
      ['$mp_web_page_view', '/'],
      ['$mp_web_page_view', '/privacy'],
      ['$mp_web_page_view', '/'],
      ['Sample Event', '/'],
    ]);
    expect(events[1]?.properties).toMatchObject({ current_page_title: expect.stringMatching(/privacy/i), token: TOKEN });
    expect(own(events[3] as MixpanelEvent)).toEqual({ source: 'lab', currentPage: '/' });
    expect(await context.cookies()).toEqual([]);
  });

  test('declined: the SDK is never loaded, nothing is sent', async ({ page }) => {
    const events = await mixpanelApi(page);
    const sdkChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/sdk-funnels-[^/]*\.js$/.test(new URL(request.url()).pathname)) sdkChunks.push(request.url());
    });
    await page.goto('/');
    await rejectAllButton(page).click();
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await settled(page);
    expect(sdkChunks).toEqual([]);
    expect(events).toEqual([]);
  });

  test('its SDK chunk blocked, as an ad blocker does: logged once, and the page carries on', async ({ page }) => {
    await mixpanelApi(page);
    await page.route(
      (url) => /\/assets\/sdk-funnels-[^/]*\.js$/.test(url.pathname),
      (route) => route.abort('blockedbyclient'),
    );
    const { shellLogs, uncaught } = watchPage(page);
    await page.goto('/');
    await acceptAllButton(page).click();
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await expect
      .poll(() => shellLogs)
      .toContainEqual(expect.stringMatching(/^\[shellkit\] Mixpanel could not be loaded; the shell carries on without it\./));
    await privacyFooterLink(page).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await settled(page);
    expect(shellLogs).toHaveLength(1);
    expect(uncaught).toEqual([]);
  });
});
