import type { Page } from '@playwright/test';
import { vendorContributions } from '../../../src/composition/vendor-contributions';
import { isOnRequestPort } from '../../../src/domain/vendor-facts';
import { messages as en } from '../../../src/i18n/messages/en';
import type { AnyVendorDescriptor } from '../../../src/ports/vendor-descriptor';
import { optionsFrom } from '../../../src/testing/conformance/vendor-variables';
import { axeViolations } from '../../support/axe';
import { expect, test } from '../../support/e2e-fixtures';
import { vendorTag } from '../../support/fake-vendor-routes';
import { appTookOver, privacyFooterLink, rejectAllButton, settled, watchPage } from '../../support/shell-page';
import { HOME } from '../../support/test-product';
import { VENDOR_E2E_FAKES } from '../../support/vendor-e2e-fakes.mjs';
import { VENDOR_E2E_ENV } from '../shell-configs.mjs';

/**
 * Issue 34 §2, customer chat on request (docs/decisions/0003-chat-on-request.md), with the real built app: each chat
 * vendor of the registry, switched on by its folder's e2e fake and answered from its `answeredTag`, in opt-in mode
 * with every purpose refused. Nothing of the vendor is requested before the visitor presses "Chat with us"; the click
 * loads it once and opens it in its own API.
 */
const CHAT_VENDORS = vendorContributions().switchable.filter((vendor) => isOnRequestPort(vendor.port));

const launcher = (page: Page) => page.getByRole('button', { name: en.chat.launcher });

/** Every request the page makes to the hosts the vendor's CSP opens, in any directive. */
function requestsTo(page: Page, vendor: AnyVendorDescriptor): string[] {
  const origins = vendor.origins(optionsFrom(vendor, VENDOR_E2E_ENV[vendor.id] as Record<string, string>));
  const matchers = Object.values(origins)
    .flat()
    .map((source) => {
      const host = new URL(source.replace('*.', 'wildcard.')).hostname;
      return source.includes('*.')
        ? (url: URL) => url.hostname.endsWith(host.slice('wildcard'.length))
        : (url: URL) => url.hostname === host;
    });
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (matchers.some((matches) => matches(url))) requests.push(request.url());
  });
  return requests;
}

const optInWith = (vendor: AnyVendorDescriptor) => ({
  ...(VENDOR_E2E_ENV[vendor.id] as Record<string, string>),
  VITE_CONSENT_MODE: 'opt-in',
});

test('the registry has chat vendors, each with its e2e fake’s tag and the calls opening it makes', () => {
  expect(CHAT_VENDORS.length).toBeGreaterThan(0);
  for (const vendor of CHAT_VENDORS) {
    expect(VENDOR_E2E_FAKES[vendor.id]?.answeredTag, vendor.id).toBeDefined();
    expect(VENDOR_E2E_FAKES[vendor.id]?.chatOpened, vendor.id).toBeDefined();
  }
});

for (const vendor of CHAT_VENDORS) {
  test(`${vendor.label}: nothing of it is requested before the visitor opens the chat, every purpose refused; the click loads it once and opens it`, async ({
    page,
    serverWith,
    vendors,
  }) => {
    const origin = await serverWith(optInWith(vendor));
    const tag = vendorTag(vendors, vendor.id);
    const requests = requestsTo(page, vendor);
    const { shellLogs, uncaught } = watchPage(page);

    await page.goto(`${origin}/`);
    await appTookOver(page);
    // Not over the banner: it comes once the visitor has answered it.
    await expect(launcher(page)).toHaveCount(0);
    await rejectAllButton(page).click();
    await expect(launcher(page)).toBeVisible();
    await expect(launcher(page)).toHaveAccessibleDescription(en.chat.opens(vendor.label));
    await page.getByRole('button', { name: HOME.trackSample }).click();
    await privacyFooterLink(page).click();
    // The privacy page names it in a section of its own, under no purpose.
    const section = page.getByTestId('chat-services');
    await expect(section.getByRole('heading', { level: 2, name: en.chat.privacyHeading })).toBeVisible();
    await expect(section.getByRole('listitem')).toContainText(`${en.chat.kind} (${vendor.label}, ${en.chat.onRequest})`);
    await settled(page);
    expect(requests, 'nothing of it before the click').toEqual([]);
    expect(tag.scriptRequests()).toBe(0);

    await launcher(page).click();
    await expect.poll(() => tag.calls(), { timeout: 20_000 }).toEqual(VENDOR_E2E_FAKES[vendor.id]?.chatOpened);
    expect(tag.scriptRequests()).toBe(1);
    // The shell's launcher gives way to the vendor's own.
    await expect(launcher(page)).toHaveCount(0);
    expect(shellLogs).toEqual([]);
    expect(uncaught).toEqual([]);
  });
}

test.describe('the launcher on the page', () => {
  // The first chat vendor of the registry (the test above fails if there is none).
  const vendor = CHAT_VENDORS[0] as AnyVendorDescriptor;

  /** An opt-in page with the chat, where the visitor refused everything: the launcher is there all the same. */
  async function launcherShownAfterRefusing(page: Page, origin: string) {
    await page.goto(`${origin}/`);
    await appTookOver(page);
    await rejectAllButton(page).click();
    await expect(launcher(page)).toBeVisible();
  }

  test('axe finds nothing with the launcher shown; it is reached by Tab with a visible focus ring and opens with Enter', async ({
    page,
    serverWith,
    vendors,
  }) => {
    await launcherShownAfterRefusing(page, await serverWith(optInWith(vendor)));
    expect(await axeViolations(page)).toEqual([]);

    // From the keyboard, as a visitor reaches it: Tab through the page until it has focus.
    const focused = () => launcher(page).evaluate((element) => element === document.activeElement);
    for (let presses = 0; presses < 60 && !(await focused()); presses += 1) await page.keyboard.press('Tab');
    expect(await focused()).toBe(true);
    const outline = await launcher(page).evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).toBe('solid');
    await page.keyboard.press('Enter');
    await expect.poll(() => vendorTag(vendors, vendor.id).calls().length, { timeout: 20_000 }).toBeGreaterThan(0);
  });

  test('a returning visitor’s page does not move when the launcher arrives: its room is kept from the first paint', async ({
    page,
    serverWith,
  }) => {
    await launcherShownAfterRefusing(page, await serverWith(optInWith(vendor)));
    // The next page load, watched from its start: every layout shift, with what moved.
    await page.addInitScript(() => {
      const shifts: { value: number; moved: string[] }[] = [];
      (window as unknown as { shifts: typeof shifts }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; sources?: { node?: Node }[] }[])
          shifts.push({ value: entry.value, moved: (entry.sources ?? []).map((source) => source.node?.nodeName ?? '(gone)') });
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.reload();
    await appTookOver(page);
    await expect(launcher(page)).toBeVisible();
    // Two frames after it shows: a shift it caused is reported by then.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => (window as unknown as { shifts: unknown[] }).shifts)).toEqual([]);
  });

  for (const { name, width, height } of [
    { name: '320 px (1280 px at 400 % zoom)', width: 320, height: 568 },
    { name: '200 % zoom (1280 × 800 as 640 × 400)', width: 640, height: 400 },
  ]) {
    test(`at ${name} it never covers the footer's privacy link: scrolled to the end, the link is what a tap there hits`, async ({
      page,
      serverWith,
    }) => {
      const origin = await serverWith(optInWith(vendor));
      await page.setViewportSize({ width, height });
      await page.goto(`${origin}/`);
      await appTookOver(page);
      await rejectAllButton(page).click();
      await expect(launcher(page)).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const link = privacyFooterLink(page);
      await expect(link).toBeInViewport();
      const hit = await link.evaluate((element) => {
        const { x, y, width: w, height: h } = element.getBoundingClientRect();
        return element.contains(document.elementFromPoint(x + w / 2, y + h / 2));
      });
      expect(hit).toBe(true);
      // Nor does it overflow the page sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await link.click();
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    });
  }

  test('its script blocked, as an ad blocker does: the shell logs one line naming it, and the page carries on', async ({
    page,
    serverWith,
    vendors,
  }) => {
    const origin = await serverWith(optInWith(vendor));
    const { shellLogs, uncaught } = watchPage(page);
    await vendorTag(vendors, vendor.id).block();
    await page.goto(`${origin}/`);
    await appTookOver(page);
    await rejectAllButton(page).click();
    await launcher(page).click();
    await expect.poll(() => shellLogs, { timeout: 20_000 }).toEqual([expect.stringContaining(`[shellkit] ${vendor.label} `)]);
    await privacyFooterLink(page).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    expect(uncaught).toEqual([]);
  });
});
