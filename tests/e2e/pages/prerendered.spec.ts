import type { Page } from '@playwright/test';
import { banner, holdTheApp, privacyFooterLink, recorded, storedConsent, storeDecision } from '../../support/shell-page';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import { watchHydrationProblems } from '../../support/hydration-problems';
import { HOME } from '../../support/test-product';

// Issue 16: each page's HTML already holds the page (layout, banner, content), rendered by the
// server with its own config; the app then hydrates it. The worker's server runs the default (notice)
// config; opt-in pages come from a second server of the same build.
test.use({ shellEnv: CONFIGS.memory });

const PAGES = [
  { path: '/', heading: HOME.heading },
  { path: '/privacy', heading: 'Privacy policy' },
] as const;

const MODES = [
  {
    mode: 'notice',
    env: CONFIGS.memory,
    body: 'By continuing, you agree to our use of cookies.',
    buttons: ['I Understand'],
    absent: ['Accept all', 'Reject all', 'Choose cookies'],
  },
  {
    mode: 'opt-in',
    env: CONFIGS.optinMemory,
    body: 'Nothing optional runs until you choose',
    buttons: ['Accept all', 'Reject all', 'Choose cookies'],
    absent: ['I Understand'],
  },
] as const;

/** The page with none of the app's JavaScript: what the browser paints from the HTML, the head's inline script alone having run. */
async function withoutTheApp(page: Page): Promise<void> {
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
}

/** Marks the page's <h1> as the HTML parser creates it, so the test can tell hydration (the same node kept) from a render that replaced it. */
async function markParsedHeading(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      const heading = document.querySelector('main h1');
      if (!heading) return;
      (heading as Element & { parsedFromHtml?: boolean }).parsedFromHtml = true;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Resolves once the app has committed its first render (the composition root runs after it and exposes the in-memory adapters). */
const appRunning = (page: Page) => page.waitForFunction(() => window.shellkitMemoryAdapters !== undefined);

test.describe('pages painted from HTML (issue 16)', () => {
  for (const { mode, env, body, buttons, absent } of MODES) {
    test(`${mode}: the first HTML response of / and /privacy already holds the page's heading and the banner for that mode`, async ({
      request,
      serverWith,
    }) => {
      const origin = await serverWith(env);
      for (const { path, heading } of PAGES) {
        const response = await request.get(`${origin}${path}`);
        expect(response.status()).toBe(200);
        const html = await response.text();
        expect(html, path).toContain(`<h1>${heading}</h1>`);
        expect(html, path).toContain('data-testid="cookie-banner"');
        expect(html, path).toContain('We Use Cookies');
        expect(html, path).toContain(body);
        for (const label of buttons) expect(html, `${path}: ${label}`).toContain(`>${label}</button>`);
        for (const label of absent) expect(html, `${path}: ${label}`).not.toContain(`>${label}</button>`);
      }
    });

    for (const visitor of ['first', 'returning'] as const) {
      test(`${mode}, ${visitor} visitor, with none of the app's JavaScript: ${visitor === 'first' ? 'the page and the banner are painted' : 'the page is painted, the banner never'}`, async ({
        page,
        serverWith,
      }) => {
        const origin = await serverWith(env);
        if (visitor === 'returning') await storeDecision(page, 'accepted');
        await withoutTheApp(page);
        for (const { path, heading } of PAGES) {
          await page.goto(`${origin}${path}`);
          await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
          if (visitor === 'first') await expect(banner(page)).toBeVisible();
          else {
            // In the document (it is the first visit's HTML) but never painted.
            await expect(page.getByTestId('cookie-banner')).toHaveCount(1);
            await expect(page.getByTestId('cookie-banner')).toBeHidden();
          }
        }
      });
    }

    for (const visitor of ['first', 'returning'] as const) {
      test(`${mode}, ${visitor} visitor: / and /privacy hydrate without a React hydration warning or error`, async ({
        page,
        serverWith,
      }) => {
        const origin = await serverWith(env);
        const problems = watchHydrationProblems(page);
        if (visitor === 'returning') await storeDecision(page, 'accepted');
        await markParsedHeading(page);
        for (const { path, heading } of PAGES) {
          await page.goto(`${origin}${path}`);
          await appRunning(page);
          const title = page.getByRole('heading', { level: 1, name: heading });
          await expect(title).toBeVisible();
          // Hydrated: the heading is still the node the HTML parser made.
          expect(await title.evaluate((element) => (element as Element & { parsedFromHtml?: boolean }).parsedFromHtml === true), path).toBe(
            true,
          );
          if (visitor === 'first') await expect(banner(page)).toBeVisible();
          else await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
        }
        expect(problems).toEqual([]);
      });
    }
  }

  test("the app's JavaScript is requested only once the page has painted its first content", async ({ page, baseURL }) => {
    await page.goto(`${baseURL ?? ''}/`);
    await appRunning(page);
    const [paint, entry] = await page.evaluate(() => [
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      performance.getEntriesByType('resource').find((resource) => /\/assets\/index-[^/]+\.js$/.test(resource.name))?.startTime,
    ]);
    expect(paint).toBeGreaterThan(0);
    expect(entry).toBeGreaterThanOrEqual(paint ?? Infinity);
  });

  test('a tap on "I Understand" before the app has arrived is not lost: the banner goes at once, the decision is stored when the app runs', async ({
    page,
    baseURL,
  }) => {
    const release = await holdTheApp(page);
    await page.goto(`${baseURL ?? ''}/`, { waitUntil: 'domcontentloaded' });
    await banner(page).getByRole('button', { name: 'I Understand' }).click();
    await expect(banner(page)).toHaveCount(0, { timeout: 100 });
    expect(await storedConsent(page)).toBeNull();

    release();
    await appRunning(page);
    await expect.poll(() => storedConsent(page)).toBe('true');
    // Taken out of the document by the app, and not shown again in between.
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
    await page.reload();
    await appRunning(page);
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
  });

  test("a tap and then a link before the app has arrived: both wait for it, the tap counts on its page, the link is the router's", async ({
    page,
    baseURL,
  }) => {
    const release = await holdTheApp(page);
    await page.goto(`${baseURL ?? ''}/`, { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => Object.assign(window, { firstDocument: true }));
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await privacyFooterLink(page).click();
    // Held, not followed: still the home page.
    await expect(page.getByRole('heading', { level: 1, name: HOME.heading })).toBeVisible();

    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    // The vendors get each call in a task after the frame (issue 23 §4): the privacy page's view arrives just after its heading.
    await expect.poll(async () => (await recorded(page)).pageViews.map((view) => view.path)).toEqual(['/', '/privacy']);
    const { events } = await recorded(page);
    expect(events).toEqual([{ name: 'Sample Event', properties: { source: 'lab', currentPage: '/' } }]);
    // The router's navigation: the same document, not a page load.
    expect(await page.evaluate(() => (window as { firstDocument?: boolean }).firstDocument)).toBe(true);
  });

  test("a returning visitor's privacy page never says they have made no choice: from the HTML, then theirs once the app has read it", async ({
    page,
    baseURL,
  }) => {
    await storeDecision(page, 'accepted');
    // Every frame and every change: whether the first visit's sentence, which the page's HTML holds, is painted.
    await page.addInitScript(() => {
      const sightings: string[] = [];
      (window as unknown as { noChoiceSightings: string[] }).noChoiceSightings = sightings;
      const look = () => {
        const sentence = document.querySelector('[data-testid="cookie-choice"]');
        if (sentence?.textContent?.includes('not made a choice') && getComputedStyle(sentence).visibility === 'visible')
          sightings.push(document.readyState);
      };
      new MutationObserver(look).observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
      const everyFrame = () => {
        look();
        requestAnimationFrame(everyFrame);
      };
      requestAnimationFrame(everyFrame);
    });
    const release = await holdTheApp(page);
    await page.goto(`${baseURL ?? ''}/privacy`, { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    // In the HTML, in its place, not painted.
    await expect(page.getByTestId('cookie-choice')).toHaveText(/^You have not made a choice about cookies yet/);
    await expect(page.getByTestId('cookie-choice')).toBeHidden();

    release();
    await expect(page.getByTestId('cookie-choice')).toHaveText('You have accepted cookies.');
    await expect(page.getByTestId('cookie-choice')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { noChoiceSightings: string[] }).noChoiceSightings)).toEqual([]);
  });

  test("a first visitor's privacy page says they have made no choice from the HTML on, before the app", async ({ page, baseURL }) => {
    const release = await holdTheApp(page);
    await page.goto(`${baseURL ?? ''}/privacy`, { waitUntil: 'domcontentloaded' });
    await expect(page.getByTestId('cookie-choice')).toHaveText(/^You have not made a choice about cookies yet/);
    await expect(page.getByTestId('cookie-choice')).toBeVisible();
    release();
  });

  test('storage that throws: the banner shows from the HTML on, and the page hydrates without a warning', async ({ page, baseURL }) => {
    const problems = watchHydrationProblems(page);
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await page.goto(`${baseURL ?? ''}/`);
    await appRunning(page);
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole('button', { name: 'I Understand' }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(problems).toEqual([]);
  });
});
