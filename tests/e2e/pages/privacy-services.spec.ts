import type { Page } from '@playwright/test';
import { vendorContributions } from '../../../src/composition/vendor-contributions';
import { isOnRequestPort } from '../../../src/domain/vendor-facts';
import { messages as en } from '../../../src/i18n/messages/en';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import { appTookOver, definePagePixel } from '../../support/shell-page';
import { FULL_TAG_SET_VENDORS } from '../../support/vendor-e2e-fakes.mjs';

/** The policy's "Services we use" list, one line per service the config runs. */
const services = (page: Page) => page.getByRole('article').locator('h2:text-is("Services we use") + ul > li');
const NOTHING_SENT = 'This site sends nothing to any analytics, advertising, heatmap or error-monitoring service.';
// Every vendor the registry has, by the name the page would give it: a vendor added later is checked too.
const EVERY_LABEL = vendorContributions().switchable.map(({ label }) => label);
// The full tag set's vendors in the registry's order, as the page lists them: a vendor added to it is checked too.
// A chat vendor is named in a section of its own ("Loaded only when you open the chat"): tests/e2e/chat.
const FULL_TAG_SET = vendorContributions().switchable.filter(({ id, port }) => FULL_TAG_SET_VENDORS.includes(id) && !isOnRequestPort(port));
const FULL_TAG_SET_CHATS = vendorContributions().switchable.filter(
  ({ id, port }) => FULL_TAG_SET_VENDORS.includes(id) && isOnRequestPort(port),
);

/**
 * Opens /privacy at `origin` and checks it names exactly `running` among the vendors, in the list's order, and `chats`
 * (the chat vendors, loaded only when the visitor opens the chat) in their own section.
 */
async function expectServices(
  page: Page,
  origin: string,
  running: { kind: string; name: string; purpose: string }[],
  chats: readonly string[] = [],
) {
  await page.goto(`${origin}/privacy`);
  await expect(page.getByRole('heading', { level: 2, name: 'Services we use' })).toBeVisible();
  await expect(services(page)).toHaveText(running.map(({ kind, name, purpose }) => new RegExp(`^${kind} \\(${name}, ${purpose}\\): `)));
  const policy = await page.getByRole('article').innerText();
  for (const label of EVERY_LABEL.filter((label) => !running.some(({ name }) => name === label) && !chats.includes(label)))
    expect(policy, `${label} is not run`).not.toContain(label);
  await expect(page.getByTestId('chat-services').getByRole('listitem')).toHaveText(
    chats.map((name) => new RegExp(`^${en.chat.kind} \\(${name}, ${en.chat.onRequest}\\): `)),
  );
  await expect(page.getByText(NOTHING_SENT)).toHaveCount(0);
}

// One build, a server per config: the worker's runs the default; the others are started per test.
test.use({ shellEnv: CONFIGS.memory });

test.describe('the privacy page names only the services the config runs', () => {
  // Issue 36: the default forwards to a pixel the page brings itself, yet a site with none must not tell its visitors it runs Meta's.
  test('the default config names no service, and no _fbp or _fbc, while the page has no pixel of its own', async ({ page, baseURL }) => {
    await page.goto(`${baseURL ?? ''}/privacy`);
    await appTookOver(page);
    await expect(page.getByText(NOTHING_SENT)).toBeVisible();
    const policy = await page.getByRole('article').innerText();
    for (const named of [...EVERY_LABEL, '_fbp', '_fbc']) expect(policy, `${named} is not run`).not.toContain(named);
  });

  test('the default config names the advertising pixel once the page brings one (a tag manager’s window.fbq)', async ({
    page,
    baseURL,
  }) => {
    await page.addInitScript(definePagePixel);
    await expectServices(page, baseURL ?? '', [{ kind: 'Advertising pixel', name: 'Meta pixel', purpose: 'advertising' }]);
    await expect(page.getByTestId('stored-on-device')).toContainText('_fbp');
  });

  test('VITE_PIXEL_SINK=meta-pixel (the product says its pages bring a pixel) names it from the page’s HTML', async ({
    page,
    serverWith,
  }) => {
    const origin = await serverWith({ VITE_PIXEL_SINK: 'meta-pixel' });
    const html = await (await page.request.get(`${origin}/privacy`)).text();
    expect(html).toContain('Meta pixel');
    expect(html).toContain('_fbp');
  });

  test('with the page pixel switched off (VITE_PIXEL_SINK=memory) it says nothing is sent to any service', async ({ page, serverWith }) => {
    await page.goto(`${await serverWith(CONFIGS.pixelOff)}/privacy`);
    await expect(page.getByRole('heading', { level: 2, name: 'Services we use' })).toBeVisible();
    await expect(page.getByText(NOTHING_SENT)).toBeVisible();
    await expect(services(page)).toHaveCount(0);
    const policy = await page.getByRole('article').innerText();
    for (const label of EVERY_LABEL) expect(policy).not.toContain(label);
    expect(policy, 'no service, so nothing is ever kept for one').not.toContain('shellkitUnsentCalls');
  });

  test('with Segment, the Meta pixel, Hotjar and Sentry it names each of them, and no other', async ({ page, serverWith }) => {
    await expectServices(page, await serverWith(CONFIGS.vendors), [
      { kind: 'Product analytics', name: 'Segment', purpose: 'analytics' },
      { kind: 'Advertising pixel', name: 'Meta pixel', purpose: 'advertising' },
      { kind: 'Heatmaps', name: 'Hotjar', purpose: 'session recording' },
      { kind: 'Error monitoring and session replay', name: 'Sentry', purpose: 'necessary' },
    ]);
    // Calls a quick visit leaves unsent are kept on the device for the next one: the page says so, by key.
    await expect(page.getByRole('article').getByRole('listitem').filter({ hasText: 'shellkitUnsentCalls' })).toContainText(
      'sent on your next visit',
    );
  });

  test('with the alternates it names Clarity and the pixel, and no other', async ({ page, serverWith }) => {
    await expectServices(page, await serverWith(CONFIGS.alternates), [
      { kind: 'Advertising pixel', name: 'Meta pixel', purpose: 'advertising' },
      { kind: 'Heatmaps', name: 'Clarity', purpose: 'session recording' },
    ]);
  });

  test('with the full tag set it names every vendor switched on, several per port, in the registry order (issue 23)', async ({
    page,
    serverWith,
  }) => {
    await expectServices(
      page,
      await serverWith(CONFIGS.fullTagSet),
      FULL_TAG_SET.map(({ port, label, purpose }) => ({
        kind: en.privacy.serviceKinds[port as Exclude<typeof port, 'chat'>],
        name: label,
        purpose: en.purposes[purpose].inSentence,
      })),
      FULL_TAG_SET_CHATS.map(({ label }) => label),
    );
  });

  test('with PostHog (and no pixel on the page) it names PostHog, and no other', async ({ page, serverWith }) => {
    await expectServices(page, await serverWith(CONFIGS.posthog), [{ kind: 'Product analytics', name: 'PostHog', purpose: 'analytics' }]);
  });
});
