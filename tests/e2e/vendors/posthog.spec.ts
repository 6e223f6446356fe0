import type { Page } from '@playwright/test';
import type { CaptureBody, PostHogEvent } from '../../support/posthog-capture-body';
import { privacyFooterLink, settled, watchPage } from '../../support/shell-page';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import type { FakeVendors } from '../../support/fake-vendor-routes';
import { HOME } from '../../support/test-product';

test.use({ shellEnv: CONFIGS.posthog });

const { VITE_POSTHOG_KEY: apiKey, VITE_POSTHOG_HOST: apiHost } = CONFIGS.posthog;

/** Every event the fake PostHog received, in the order the requests arrived (one event per request). */
const events = (vendors: FakeVendors): PostHogEvent[] =>
  vendors.hits.posthog.flatMap((hit) => (hit.body as unknown as CaptureBody | undefined)?.batch ?? []);
const pageViews = (vendors: FakeVendors) => events(vendors).filter((event) => event.event === '$pageview');
const named = (vendors: FakeVendors, name: string) => events(vendors).filter((event) => event.event === name);

/** The caller's own properties: without the `$…` ones and the two plain ones PostHog adds to every event. */
const ownProperties = ({ properties }: PostHogEvent) =>
  Object.fromEntries(Object.entries(properties).filter(([key]) => !key.startsWith('$') && key !== 'token' && key !== 'distinct_id'));

// PostHog drops events from a browser it takes for a bot: an automated one (navigator.webdriver is
// true under Playwright) or a headless one (a "HeadlessChrome" brand). The visitor here is a person.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false, configurable: true });
    Object.defineProperty(Navigator.prototype, 'userAgentData', { get: () => undefined, configurable: true });
  });
});

async function visit(page: Page, path: string) {
  await page.goto(path);
  const looksAutomated = await page.evaluate(() => navigator.webdriver || /headless/i.test(navigator.userAgent));
  expect(looksAutomated, 'PostHog would take this browser for a bot and send nothing').toBe(false);
}

test.describe('PostHog, the real posthog-js with its host answered locally (docs/adding-an-adapter.md)', () => {
  test('sends one $pageview per change of path or search, on back navigation too, describing each page', async ({ page, vendors }) => {
    await visit(page, '/');
    await expect.poll(() => pageViews(vendors).length).toBe(1);
    await privacyFooterLink(page).click();
    await expect.poll(() => pageViews(vendors).length).toBe(2);
    await page.goBack();
    await expect.poll(() => pageViews(vendors).length).toBe(3);
    await page.getByRole('link', { name: 'Tab A' }).click();
    await expect.poll(() => pageViews(vendors).length).toBe(4);
    // Each call is sent when it is made, so once the named event is in, no page view is still on its way.
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await expect.poll(() => named(vendors, 'Sample Event').length).toBe(1);

    const views = pageViews(vendors).map(({ properties }) => {
      const url = new URL(properties['$current_url'] as string);
      return {
        $pathname: properties['$pathname'],
        search: properties['search'],
        url: url.pathname + url.search,
        title: properties['title'] as string,
      };
    });
    expect(views.map(({ $pathname, search, url }) => ({ $pathname, search, url }))).toEqual([
      { $pathname: '/', search: '', url: '/' },
      { $pathname: '/privacy', search: '', url: '/privacy' },
      { $pathname: '/', search: '', url: '/' },
      { $pathname: '/', search: '?tab=a', url: '/?tab=a' },
    ]);
    expect(views[1]?.title).toMatch(/privacy/i);
    expect(views[0]?.title).not.toBe(views[1]?.title);
    expect(pageViews(vendors).length).toBe(4);
  });

  test('sends a named event with its properties and currentPage', async ({ page, vendors }) => {
    await visit(page, '/?tab=b');
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await expect.poll(() => named(vendors, 'Sample Event').length).toBe(1);
    const [event] = named(vendors, 'Sample Event');
    expect(ownProperties(event as PostHogEvent)).toEqual({ source: 'lab', currentPage: '/' });
  });

  test('talks to the configured host only, each request a capture with the project key, and sets no cookie', async ({ page, vendors }) => {
    await visit(page, '/');
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await expect.poll(() => events(vendors).length).toBe(2);
    // Anything else PostHog might ask for on its own (flags, remote config, a script) has been asked for once the page has settled.
    await settled(page);

    expect(vendors.hits.posthog.map((hit) => new URL(hit.url).origin + new URL(hit.url).pathname)).toEqual([
      `${apiHost}/e/`,
      `${apiHost}/e/`,
    ]);
    expect(vendors.hits.posthog.map((hit) => (hit.body as unknown as CaptureBody).api_key)).toEqual([apiKey, apiKey]);
    expect(await page.locator('script[src*="posthog"]').count()).toBe(0);
    expect(await page.context().cookies()).toEqual([]);
  });

  test('a refused request (an unknown project key) is logged once and the page carries on', async ({ page }) => {
    await page.route(`${apiHost}/**`, (route) =>
      route.fulfill({ status: 401, json: { type: 'authentication_error', detail: 'Project API key invalid.' } }),
    );
    const { shellLogs, uncaught } = watchPage(page);

    await visit(page, '/');
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await privacyFooterLink(page).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/privacy/i);

    await expect.poll(() => shellLogs.length).toBe(1);
    // Once: the later calls PostHog refuses too, and its retries, add no line.
    await settled(page);
    expect(shellLogs).toHaveLength(1);
    // The adapter's own words for a refusal, with the status PostHog answered.
    expect(shellLogs[0]).toMatch(/^\[shellkit\] PostHog [^;]*; the shell carries on without it\./);
    expect(shellLogs[0]).toContain('401');
    expect(uncaught).toEqual([]);
  });

  test('a blocked host: nothing is thrown and the shell works; PostHog retries quietly, so nothing is logged', async ({
    page,
    vendors,
  }) => {
    await vendors.block('posthog');
    const { shellLogs, uncaught } = watchPage(page);

    await visit(page, '/');
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await page.getByRole('button', { name: 'I Understand' }).click();
    await expect(page.getByRole('region', { name: 'We Use Cookies' })).toHaveCount(0);
    await privacyFooterLink(page).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/privacy/i);
    await settled(page);

    expect(vendors.hits.posthog).toEqual([]);
    expect(shellLogs).toEqual([]);
    expect(uncaught).toEqual([]);
  });
});
