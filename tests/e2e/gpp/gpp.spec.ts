import { GppModel, Sections } from '@iabgpp/cmpapi';
import type { Page, Request } from '@playwright/test';
import type { ConsentRecordSubmission } from '../../../src/domain/consent-record';
import { acceptButton } from '../../support/shell-page';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';

// Issue 33 §3: `__gpp` (IAB Global Privacy Platform) through the IAB's library, its stub in the boot script.
// `auto` mode, so the server places the visitor by the CDN's country header; the test plays the CDN.
test.use({ shellEnv: CONFIGS.auto });

interface PingReturn {
  readonly cmpStatus: string;
  readonly signalStatus: string;
  readonly applicableSections: readonly number[];
  readonly sectionList: readonly number[];
  readonly gppString: string;
}

async function visitorFrom(page: Page, country: string, region?: string) {
  await page.route(
    (url) => url.hostname === '127.0.0.1',
    (route) => {
      const request = route.request();
      if (!request.isNavigationRequest()) return route.fallback();
      const place = { 'cf-ipcountry': country, ...(region ? { 'cf-region-code': region } : {}) };
      return route.fallback({ headers: { ...request.headers(), ...place } });
    },
  );
}

/** Chromium has no GPC; this is what a browser that sends it exposes. */
const withGlobalPrivacyControl = (page: Page) =>
  page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true }));

/** `__gpp(command, callback, parameter)` in the page, once it answers: its data. */
function gpp<T>(page: Page, command: string, parameter?: string): Promise<T> {
  return page.evaluate(
    ([name, value]) =>
      new Promise<T>((resolve) =>
        (window as unknown as { __gpp: (c: string, cb: (data: T) => void, p?: string) => void }).__gpp(name, resolve, value),
      ),
    [command, parameter] as const,
  );
}

/** The ping once the CMP has set its sections (its "ready"). */
async function readyPing(page: Page): Promise<PingReturn> {
  await expect.poll(async () => (await gpp<PingReturn>(page, 'ping')).signalStatus, { timeout: 30_000 }).toBe('ready');
  return gpp<PingReturn>(page, 'ping');
}

/** The GPP string decoded by the IAB's own library (never by the shell's code), printed for the closing note. */
function decoded(gppString: string, label: string) {
  const model = new GppModel(gppString);
  const sections = Object.fromEntries(
    model.getSectionIds().map((id: number) => [id, model.getSection(Sections.SECTION_ID_NAME_MAP.get(id) ?? '')]),
  );
  console.log(`[gpp] ${label}: ${gppString} → ${JSON.stringify(sections)}`);
  return model;
}

test.describe('__gpp, the IAB Global Privacy Platform', () => {
  test('a tag calling __gpp before the app is answered in order, once the sections are set', async ({ page }) => {
    await visitorFrom(page, 'US');
    // A tag on the page: it runs once the HTML is parsed, after the boot script and before the app (started after the first paint).
    await page.addInitScript(() => {
      const answers: string[] = [];
      const tag = window as unknown as { tagAnswers: string[]; tagCalledEarly: boolean; __gpp: (...args: unknown[]) => void };
      tag.tagAnswers = answers;
      document.addEventListener('DOMContentLoaded', () => {
        tag.__gpp('ping', (data: { cmpStatus: string; signalStatus: string }) =>
          answers.push(`ping ${data.cmpStatus} ${data.signalStatus}`),
        );
        tag.__gpp('addEventListener', (data: { eventName: string }) => answers.push(`event ${data.eventName}`));
        tag.__gpp('hasSection', (data: boolean) => answers.push(`hasSection usnat ${String(data)}`), 'usnat');
        tag.__gpp('getField', (data: number) => answers.push(`usnat.SaleOptOut ${String(data)}`), 'usnat.SaleOptOut');
        // Nothing answered yet: the boot script's stub keeps the calls.
        tag.tagCalledEarly = answers.length === 0;
      });
    });
    await page.goto('/');
    expect(await page.evaluate(() => (window as unknown as { tagCalledEarly: boolean }).tagCalledEarly)).toBe(true);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { tagAnswers: string[] }).tagAnswers.slice(0, 4)), { timeout: 30_000 })
      .toEqual(['ping loaded ready', 'event listenerRegistered', 'hasSection usnat true', 'usnat.SaleOptOut 2']);
    decoded((await readyPing(page)).gppString, 'US, no state known, no opt-out');
  });

  for (const country of ['DE', 'JP']) {
    test(`${country}: no section applies (applicableSections [-1])`, async ({ page }) => {
      await visitorFrom(page, country);
      await page.goto('/');
      const ping = await readyPing(page);
      expect(ping.applicableSections).toEqual([-1]);
      expect(ping.sectionList).toEqual([]);
      expect(await gpp(page, 'hasSection', 'usnat')).toBe(false);
    });
  }

  test('California with Global Privacy Control: usnat and usca say sale, sharing and targeted advertising opted out', async ({ page }) => {
    await withGlobalPrivacyControl(page);
    await visitorFrom(page, 'US', 'CA');
    await page.goto('/?shell-inspect');
    const ping = await readyPing(page);
    expect(ping.applicableSections).toEqual([7, 8]);
    const usnat = await gpp<Record<string, unknown>>(page, 'getSection', 'usnat');
    expect(usnat).toMatchObject({ SaleOptOut: 1, SharingOptOut: 1, TargetedAdvertisingOptOut: 1, Gpc: true, SaleOptOutNotice: 1 });
    const model = decoded(ping.gppString, 'California with GPC');
    expect(model.getSection('usnat')).toMatchObject({ SaleOptOut: 1, SharingOptOut: 1, TargetedAdvertisingOptOut: 1, Gpc: true });
    expect(model.getSection('usca')).toMatchObject({ SaleOptOut: 1, SharingOptOut: 1, Gpc: true });
    // The inspector shows the string vendors read.
    await expect(page.getByTestId('shell-inspector-gpp')).toHaveText(ping.gppString);
  });

  test('California, after "Do Not Sell or Share" in Your Privacy Choices: getSection shows sale, sharing and targeted advertising opted out, and the ledger record carries the same string', async ({
    page,
  }) => {
    await visitorFrom(page, 'US', 'CA');
    await page.goto('/privacy');
    const before = await readyPing(page);
    expect(await gpp(page, 'getField', 'usnat.SaleOptOut')).toBe(2);
    decoded(before.gppString, 'California, before the opt-out');

    const isRecordPost = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === '/consent/records';
    const posted = page.waitForRequest(isRecordPost);
    const answered = page.waitForResponse((response) => isRecordPost(response.request()));
    // "Your Privacy Choices" (the footer's link): its one switch, off, is "Do Not Sell or Share".
    await page.getByRole('contentinfo').getByRole('link', { name: 'Your Privacy Choices' }).click();
    const choices = page.getByRole('region', { name: 'Your Privacy Choices' });
    await choices.getByRole('switch', { name: 'Sale, sharing and targeted advertising' }).uncheck();
    await choices.getByRole('button', { name: 'Save' }).click();
    const submission = (await posted).postDataJSON() as ConsentRecordSubmission;
    expect((await answered).status()).toBe(201);

    await expect.poll(() => gpp(page, 'getField', 'usnat.SaleOptOut')).toBe(1);
    const usnat = await gpp<Record<string, unknown>>(page, 'getSection', 'usnat');
    expect(usnat).toMatchObject({ SaleOptOut: 1, SharingOptOut: 1, TargetedAdvertisingOptOut: 1, Gpc: false });
    const after = await readyPing(page);
    expect(decoded(after.gppString, 'California, after the opt-out').getSection('usca')).toMatchObject({ SaleOptOut: 1, SharingOptOut: 1 });
    expect(submission).toMatchObject({ mode: 'opt-out', gppString: after.gppString });
    const history = (await (await page.request.get(`/consent/records/${submission.consentId}`)).json()) as {
      records: { gppString?: string }[];
    };
    expect(history.records.map((record) => record.gppString)).toEqual([after.gppString]);
  });

  test("the ledger's record of a decision carries the GPP string __gpp gives for it", async ({ page }) => {
    // A notice-mode visitor (Japan), whose banner records a decision: the string is the one with no section in force.
    await visitorFrom(page, 'JP');
    await page.goto('/privacy');
    const ping = await readyPing(page);
    decoded(ping.gppString, 'Japan (no section applies)');
    const isRecordPost = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === '/consent/records';
    const posted = page.waitForRequest(isRecordPost);
    const answered = page.waitForResponse((response) => isRecordPost(response.request()));
    await acceptButton(page).click();
    const submission = (await posted).postDataJSON() as ConsentRecordSubmission;
    expect((await answered).status()).toBe(201);
    expect(submission.gppString).toBe(ping.gppString);
    const history = (await (await page.request.get(`/consent/records/${submission.consentId}`)).json()) as {
      records: { gppString?: string }[];
    };
    expect(history.records.map((record) => record.gppString)).toEqual([ping.gppString]);
  });
});
