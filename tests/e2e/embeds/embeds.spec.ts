import { createHash } from 'node:crypto';
import type { Page, Request } from '@playwright/test';
import type { ConsentRecordSubmission } from '../../../src/domain/consent-record';
import { axeViolations } from '../../support/axe';
import { watchHydrationProblems } from '../../support/hydration-problems';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import { appTookOver, settled, storedPurposes } from '../../support/shell-page';
import { EMBEDS_PAGE } from '../../support/test-product';
import { withdraw } from '../../support/withdraw-consent';

// Opt-in mode on the in-memory vendors, with the embed services the product's page shows listed in VITE_EMBEDS.
test.use({ shellEnv: { ...CONFIGS.optinMemory, ...EMBEDS_PAGE.env } });

const [VIDEO, MAP, POST, VIMEO, INSTAGRAM, SPOTIFY, CALENDLY, HUBSPOT, PAGE] = EMBEDS_PAGE.embeds;
const ADVERTISING = [VIDEO, MAP, POST, INSTAGRAM, SPOTIFY, HUBSPOT];
const NOT_ADVERTISING = [VIMEO, CALENDLY, PAGE];

// Every host the embedded services' frames, players, thumbnails or scripts come from: none may be asked before consent.
const SERVICE_HOSTS =
  /(^|\.)(youtube-nocookie\.com|youtube\.com|youtu\.be|ytimg\.com|google\.com|googleapis\.com|gstatic\.com|twitter\.com|x\.com|twimg\.com|vimeo\.com|vimeocdn\.com|instagram\.com|cdninstagram\.com|facebook\.com|fbcdn\.net|spotify\.com|scdn\.co|spotifycdn\.com|calendly\.com|hsforms\.com|hsforms\.net|hubspot\.com|hs-scripts\.com|hs-analytics\.net|example\.org)$/;

/** Answers every request to the services' hosts with a page of its own (the machine has no internet), and lists them. */
async function fakeServices(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route(
    (url) => SERVICE_HOSTS.test(url.hostname),
    async (route) => {
      requests.push(route.request().url());
      await route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><title>Embedded</title><p>Embedded content</p></html>',
      });
    },
  );
  return requests;
}

const frame = (page: Page, title: string) => page.locator(`iframe[title="${title}"]`);
const placeholder = (page: Page, title: string) => page.getByRole('region', { name: title });
const loadOnce = (page: Page, title: string) => page.getByRole('button', { name: `Load once: ${title}` });
const alwaysAllowAdvertising = (page: Page) => page.getByRole('button', { name: 'Always allow advertising' });
const hostsOf = (requests: readonly string[]) => [...new Set(requests.map((url) => new URL(url).hostname))].sort();
const isRecordPost = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === '/consent/records';

async function openEmbedsPage(page: Page): Promise<void> {
  await page.goto(EMBEDS_PAGE.path);
  await expect(page.getByRole('heading', { level: 1, name: EMBEDS_PAGE.heading })).toBeVisible();
  await appTookOver(page);
  // The placeholders are the app's now (their chunk loaded and hydrated): their buttons work. The server's HTML has the
  // same placeholders, whose buttons do nothing until then (at load 20 a click came first and was lost).
  await expect(page.locator('[data-embed-state="placeholder"][data-embed-ready]')).toHaveCount(EMBEDS_PAGE.embeds.length);
}

/** Each embed's box in the document (not the viewport: a click may scroll). */
const documentBoxes = (page: Page) =>
  page.locator('[data-embed]').evaluateAll((elements) =>
    elements.map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x: x + window.scrollX, y: y + window.scrollY, width, height };
    }),
  );

test.describe('embedded content under consent (issue 34 §1)', () => {
  test('nothing reaches the services before consent: placeholders only, each naming its service and its policy', async ({ page }) => {
    const requests = await fakeServices(page);
    const problems = watchHydrationProblems(page);
    await openEmbedsPage(page);
    await settled(page);
    expect(requests).toEqual([]);
    await expect(page.locator('iframe')).toHaveCount(0);
    // No preconnect, no prefetch, no image from their hosts.
    const hinted = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel~="preconnect"], link[rel~="dns-prefetch"], link[rel~="prefetch"], img')].map(
        (element) => element.getAttribute('href') ?? element.getAttribute('src'),
      ),
    );
    expect(hinted.filter((url) => url && URL.canParse(url) && SERVICE_HOSTS.test(new URL(url).hostname))).toEqual([]);
    await expect(placeholder(page, VIDEO.title)).toContainText('YouTube · Video');
    await expect(placeholder(page, MAP.title)).toContainText('Google Maps · Map');
    await expect(placeholder(page, HUBSPOT.title)).toContainText('HubSpot · Form');
    await expect(placeholder(page, POST.title).getByRole('link', { name: 'X’s privacy policy' })).toHaveAttribute(
      'href',
      'https://x.com/privacy',
    );
    // The server's HTML had the placeholders, and the app took them over as they were.
    expect(problems).toEqual([]);
    const html = await (await page.request.get(EMBEDS_PAGE.path)).text();
    expect(html.match(/data-embed-state="placeholder"/g)).toHaveLength(EMBEDS_PAGE.embeds.length);
  });

  test('"Load once" loads that one embed, privacy-enhanced, and decides nothing', async ({ page }) => {
    const requests = await fakeServices(page);
    await openEmbedsPage(page);
    const asked = page.waitForRequest((request) => new URL(request.url()).hostname === 'www.youtube-nocookie.com');
    await loadOnce(page, VIDEO.title).click();
    await asked;
    await expect(frame(page, VIDEO.title)).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE');
    await expect(page.locator('iframe')).toHaveCount(1);
    await settled(page);
    expect(hostsOf(requests)).toEqual(['www.youtube-nocookie.com']);
    expect(await storedPurposes(page)).toBeNull();
  });

  test('"Always allow advertising" loads every advertising embed, no other, and is recorded like any decision, in the placeholder’s words', async ({
    page,
  }) => {
    const requests = await fakeServices(page);
    await openEmbedsPage(page);
    // The words of the placeholder the visitor clicks in, as it shows them: the record is of these.
    const shown = await placeholder(page, VIDEO.title).evaluate((region) =>
      [...region.querySelectorAll('strong, .shell-embed__service, p:not(.shell-embed__title), button')].map(
        (element) => element.textContent,
      ),
    );
    const posted = page.waitForRequest(isRecordPost);
    await placeholder(page, VIDEO.title).getByRole('button', { name: 'Always allow advertising' }).click();
    for (const embed of ADVERTISING) await expect(frame(page, embed.title)).toBeVisible();
    for (const embed of NOT_ADVERTISING) {
      await expect(frame(page, embed.title)).toHaveCount(0);
      await expect(loadOnce(page, embed.title)).toBeVisible();
    }
    const submission = (await posted).postDataJSON() as ConsentRecordSubmission;
    expect(submission.purposes).toEqual({ analytics: false, marketing: true, experience: false });
    expect(shown).toEqual([
      VIDEO.title,
      'YouTube · Video',
      expect.stringMatching(/^Loading it sends YouTube .* YouTube’s privacy policy$/),
      'Load once',
      'Always allow advertising',
    ]);
    expect(submission.noticeHash).toBe(createHash('sha256').update(shown.join('\n')).digest('hex'));
    expect(await storedPurposes(page)).toMatchObject({ purposes: { analytics: false, marketing: true, experience: false } });
    await settled(page);
    expect(hostsOf(requests)).toEqual([
      'open.spotify.com',
      'platform.twitter.com',
      'share.hsforms.com',
      'www.google.com',
      'www.instagram.com',
      'www.youtube-nocookie.com',
    ]);
    // The X post loaded with X's "do not track" parameter.
    await expect(frame(page, POST.title)).toHaveAttribute('src', /[?&]dnt=true/);
  });

  test('a withdrawal (here from another tab) unloads the live embeds of that purpose, back to their placeholders', async ({
    page,
    otherTab,
  }) => {
    await fakeServices(page);
    await openEmbedsPage(page);
    await alwaysAllowAdvertising(page).first().click();
    await expect(page.locator('iframe')).toHaveCount(ADVERTISING.length);
    await loadOnce(page, VIMEO.title).click();
    await expect(page.locator('iframe')).toHaveCount(ADVERTISING.length + 1);

    await otherTab.page.goto('/privacy');
    await appTookOver(otherTab.page);
    await withdraw(otherTab.page, ['Advertising']);
    await expect(page.locator('iframe')).toHaveCount(1);
    await expect(frame(page, VIMEO.title)).toBeVisible();
    for (const embed of ADVERTISING) await expect(loadOnce(page, embed.title)).toBeVisible();
  });

  test('no layout shift: each embed keeps its box, and what follows it stays put, when its frame loads', async ({ page }) => {
    await fakeServices(page);
    await page.setViewportSize({ width: 800, height: 900 });
    await openEmbedsPage(page);
    const before = await documentBoxes(page);
    expect(before).toHaveLength(EMBEDS_PAGE.embeds.length);
    await alwaysAllowAdvertising(page).first().click();
    for (const embed of NOT_ADVERTISING) await loadOnce(page, embed.title).click();
    await expect(page.locator('[data-embed-state="loaded"]')).toHaveCount(EMBEDS_PAGE.embeds.length);
    const after = await documentBoxes(page);
    expect(after).toEqual(before);
    // The video's box is its 16:9 frame's, from the first paint (the server's HTML has it).
    const video = before[0] as { width: number; height: number };
    expect(Math.abs(video.height - (video.width * 9) / 16)).toBeLessThan(1);
  });

  test('axe-core finds nothing on the page with its placeholders, nor with the frames loaded', async ({ page }) => {
    await fakeServices(page);
    await openEmbedsPage(page);
    expect(await axeViolations(page)).toEqual([]);
    await alwaysAllowAdvertising(page).first().click();
    await expect(page.locator('iframe')).toHaveCount(ADVERTISING.length);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('keyboard only: Tab to "Load once", Enter, and the keyboard goes on in the frame it loaded', async ({ page }) => {
    await fakeServices(page);
    await openEmbedsPage(page);
    const button = loadOnce(page, MAP.title);
    for (let presses = 0; presses < 60 && !(await button.evaluate((element) => element === document.activeElement)); presses += 1)
      await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(frame(page, MAP.title)).toBeFocused();
    await expect(page.locator('iframe')).toHaveCount(1);
  });
  // Unit tests read their src into these frames (src/composition/embed-registry.test.ts); here each one is the real
  // built page's, in Chromium: nothing reaches its host before its click, and its click asks its host and no other.
  for (const [embed, host, address] of [
    [INSTAGRAM, 'www.instagram.com', 'https://www.instagram.com/p/C0dE123abcd/embed/'],
    [SPOTIFY, 'open.spotify.com', 'https://open.spotify.com/embed/playlist/37i9dQZF1DXcBWIGoYBM5M'],
    [CALENDLY, 'calendly.com', 'https://calendly.com/fixture-store/visit?embed_type=Inline&hide_gdpr_banner=1'],
    [HUBSPOT, 'share.hsforms.com', 'https://share.hsforms.com/1fstvMCeZRZKTYA4nG1VTPgcq0j9'],
    [PAGE, 'forms.example.org', 'https://forms.example.org/stores/fixture'],
  ] as const) {
    test(`${embed.service}: no request to ${host} before consent, and its frame on its "Load once" click`, async ({ page }) => {
      const requests = await fakeServices(page);
      await openEmbedsPage(page);
      await settled(page);
      expect(requests).toEqual([]);
      const asked = page.waitForRequest((request) => new URL(request.url()).hostname === host);
      await loadOnce(page, embed.title).click();
      expect((await asked).url()).toBe(address);
      await expect(frame(page, embed.title)).toHaveAttribute('src', address);
      await expect(page.locator('iframe')).toHaveCount(1);
      await settled(page);
      expect(hostsOf(requests)).toEqual([host]);
      expect(await storedPurposes(page)).toBeNull();
    });
  }

  test('the generic frame names who serves it, and "Always allow" grants the purpose the site declares for it', async ({ page }) => {
    await fakeServices(page);
    await openEmbedsPage(page);
    const region = placeholder(page, PAGE.title);
    await expect(region).toContainText(`${PAGE.name} · Embedded page`);
    await expect(region.getByRole('link', { name: `${PAGE.name}’s privacy policy` })).toHaveAttribute('href', PAGE.privacyPolicy);
    // The site declares analytics for it (VITE_EMBED_IFRAME_PURPOSE): its button grants analytics, loading it with the
    // other analytics embeds, and no advertising one.
    await region.getByRole('button', { name: 'Always allow analytics' }).click();
    for (const embed of NOT_ADVERTISING) await expect(frame(page, embed.title)).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(NOT_ADVERTISING.length);
    expect(await storedPurposes(page)).toMatchObject({ purposes: { analytics: true, marketing: false, experience: false } });
  });
  test('the poster: the product’s own picture in the video’s placeholder, fetched from the site, nothing from the service', async ({
    page,
    baseURL,
  }) => {
    const requests = await fakeServices(page);
    const posterFetched = page.waitForResponse((response) => new URL(response.url()).pathname === VIDEO.poster);
    await openEmbedsPage(page);
    const response = await posterFetched;
    expect(new URL(response.url()).origin).toBe(new URL(baseURL as string).origin);
    expect(response.status()).toBe(200);
    const poster = placeholder(page, VIDEO.title).locator('img');
    await expect(poster).toHaveAttribute('src', VIDEO.poster);
    await expect(poster).toBeVisible();
    // Drawn, not a broken image, and covering the video's box behind the notice.
    expect(await poster.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    const [picture, box] = await Promise.all([poster.boundingBox(), page.locator('[data-embed="youtube"]').boundingBox()]);
    expect(Math.round(picture?.width ?? 0)).toBe(Math.round((box?.width ?? 0) - 2));
    await settled(page);
    expect(requests).toEqual([]);
    // Loaded, the frame takes the poster's place.
    await loadOnce(page, VIDEO.title).click();
    await expect(frame(page, VIDEO.title)).toBeVisible();
    await expect(page.locator('[data-embed="youtube"] img')).toHaveCount(0);
  });
  test('at 200 % zoom (640 px) and at 320 px: nothing scrolls sideways, each placeholder shows all its words and buttons, and they work', async ({
    page,
  }) => {
    await fakeServices(page);
    for (const width of [640, 320]) {
      await page.setViewportSize({ width, height: 640 });
      await openEmbedsPage(page);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
        `${width} px`,
      ).toBeLessThanOrEqual(0);
      for (const embed of EMBEDS_PAGE.embeds) {
        const region = placeholder(page, embed.title);
        // Its words fit its box as it is: none cut off, none behind a scroll of the box's own.
        const overflow = await region.evaluate((element) => ({
          down: element.scrollHeight - element.clientHeight,
          across: element.scrollWidth - element.clientWidth,
        }));
        expect(overflow, `${embed.service} at ${width} px`).toEqual({ down: 0, across: 0 });
        for (const button of await region.getByRole('button').all()) {
          await button.scrollIntoViewIfNeeded();
          await expect(button).toBeInViewport({ ratio: 1 });
        }
        // The policy link, a sentence's end that may wrap: each of its lines inside the placeholder, none cut off.
        const cut = await region.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const link = element.querySelector('a') as HTMLAnchorElement;
          return [...link.getClientRects()].filter(
            (line) => line.left < box.left || line.right > box.right || line.top < box.top || line.bottom > box.bottom,
          ).length;
        });
        expect(cut, `${embed.service}'s policy link at ${width} px`).toBe(0);
        // Its buttons large enough to hit (WCAG 2.2's 24 px target size; the link is in a sentence, which it exempts).
        for (const button of await region.getByRole('button').all()) {
          const box = await button.boundingBox();
          expect(Math.min(box?.width ?? 0, box?.height ?? 0), `${embed.service}'s button at ${width} px`).toBeGreaterThanOrEqual(24);
        }
      }
    }
    // Operable at 320 px: the video loads on its click.
    await loadOnce(page, VIDEO.title).click();
    await expect(frame(page, VIDEO.title)).toBeVisible();
  });
  test('the shell inspector lists each embed: its service, its purpose, and placeholder, loaded once or always allowed', async ({
    page,
  }) => {
    await fakeServices(page);
    await page.goto(`${EMBEDS_PAGE.path}?shell-inspect`);
    await expect(page.locator('[data-embed-state="placeholder"][data-embed-ready]')).toHaveCount(EMBEDS_PAGE.embeds.length);
    const embeds = page.getByRole('complementary', { name: 'Shell inspector' }).getByRole('table', { name: /^Embeds/ });
    const row = (title: string) => embeds.getByRole('row', { name: title });
    await expect(embeds).toHaveAccessibleName(`Embeds (${EMBEDS_PAGE.embeds.length} on this page)`);
    await expect(row(VIDEO.title)).toHaveText(`${VIDEO.title}YouTubemarketingplaceholder`);
    await expect(row(PAGE.title)).toHaveText(`${PAGE.title}${PAGE.name}analyticsplaceholder`);
    // By keyboard: the inspector sits over part of the page.
    await loadOnce(page, VIMEO.title).press('Enter');
    await expect(row(VIMEO.title)).toHaveText(`${VIMEO.title}Vimeoanalyticsloaded once`);
    await placeholder(page, MAP.title).getByRole('button', { name: 'Always allow advertising' }).press('Enter');
    for (const embed of ADVERTISING) await expect(row(embed.title)).toContainText('always allowed');
    await expect(row(CALENDLY.title)).toContainText('placeholder');
  });
});
