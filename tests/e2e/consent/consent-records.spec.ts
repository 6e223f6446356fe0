import type { APIRequestContext, Page, Request } from '@playwright/test';
import type { ConsentHistory, ConsentRecordSubmission } from '../../../src/domain/consent-record';
import { acceptAllButton, banner, preferences, purposeSwitch, storedPurposes } from '../../support/shell-page';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';

// Opt-in mode on the in-memory vendors: the production server's consent ledger (PGlite in a
// temporary directory, or the run's PostgreSQL) is what these tests read back.
test.use({ shellEnv: CONFIGS.optinMemory });

const RECORDS = '/consent/records';
const recordsPath = (url: URL) => url.pathname === RECORDS;
const isRecordPost = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === RECORDS;
const ALL = { analytics: true, marketing: true, experience: true };
const NONE = { analytics: false, marketing: false, experience: false };

/** The visitor's consent id, as the page stored it with their decision. */
async function consentIdOf(page: Page): Promise<string> {
  const stored = (await storedPurposes(page)) as { consentId?: string } | null;
  expect(stored?.consentId).toMatch(/^[0-9a-f-]{36}$/);
  return stored?.consentId as string;
}

/** What the ledger holds under a consent id, read as the visitor would (GET, JSON). */
async function history(request: APIRequestContext, consentId: string): Promise<ConsentHistory['records']> {
  const response = await request.get(`${RECORDS}/${consentId}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as ConsentHistory).records;
}

const outbox = (page: Page) => page.evaluate(() => JSON.parse(window.localStorage.getItem('cookieConsentOutbox') ?? '[]') as unknown[]);

test.describe('proof of consent: each decision is recorded on the site’s server', () => {
  test('accepting sends one record with the purposes, mode, revision and occasion, and the visitor can read it back', async ({ page }) => {
    await page.goto('/privacy');
    const posted = page.waitForRequest(isRecordPost);
    const answered = page.waitForResponse((response) => isRecordPost(response.request()));
    await acceptAllButton(page).click();
    await expect(banner(page)).toHaveCount(0);
    const submission = (await posted).postDataJSON() as ConsentRecordSubmission;
    expect((await answered).status()).toBe(201);

    const consentId = await consentIdOf(page);
    const { revision } = (await storedPurposes(page)) as { revision: string };
    expect(submission).toMatchObject({
      consentId,
      purposes: ALL,
      mode: 'opt-in',
      revision,
      occasion: 'first',
      globalPrivacyControl: false,
    });
    expect(submission.noticeHash).toMatch(/^[0-9a-f]{64}$/);

    const records = await history(page.request, consentId);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ ...submission, recordedAt: expect.any(String) });

    // The privacy page says when, and where the history is.
    const note = page.getByTestId('consent-record');
    await expect(note).toContainText(`Your consent id is ${consentId}.`);
    await expect(note).toContainText('Your current choice was recorded on our server on');
    await expect(note.locator('time')).toHaveAttribute('datetime', records[0]?.recordedAt ?? '');
    await expect(note.getByRole('link', { name: `${RECORDS}/${consentId}` })).toHaveAttribute('href', `${RECORDS}/${consentId}`);
  });

  test('a partial choice and a later withdrawal are two records under one consent id', async ({ page }) => {
    await page.goto('/privacy');
    await banner(page).getByRole('button', { name: 'Choose cookies' }).click();
    await purposeSwitch(page, 'Analytics').check();
    await preferences(page).getByRole('button', { name: 'Save' }).click();
    await expect(preferences(page)).toHaveCount(0);
    const consentId = await consentIdOf(page);
    await expect.poll(async () => (await history(page.request, consentId)).length).toBe(1);

    // Withdrawal from Cookie settings on the privacy page.
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await preferences(page).getByRole('button', { name: 'Reject all' }).click();
    await expect(preferences(page)).toHaveCount(0);
    expect(await consentIdOf(page)).toBe(consentId);

    await expect
      .poll(async () => (await history(page.request, consentId)).map((record) => [record.occasion, record.purposes]))
      .toEqual([
        ['first', { ...NONE, analytics: true }],
        ['change', NONE],
      ]);
    const records = await history(page.request, consentId);
    expect(new Set(records.map((record) => record.recordId)).size).toBe(2);
    // Both were decided in the preferences view: one notice, one hash.
    expect(records[0]?.noticeHash).toBe(records[1]?.noticeHash);
    await expect(page.getByTestId('consent-record')).toContainText('Your current choice was recorded on our server on');
  });

  test('a record survives a server outage and a reload, and arrives exactly once', async ({ page }) => {
    const outage = async (route: Parameters<Parameters<Page['route']>[1]>[0]) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await route.fulfill({
        status: 503,
        headers: { 'Retry-After': '1', 'Content-Type': 'application/json' },
        body: '{"error":"the consent ledger is unavailable"}',
      });
    };
    // On the context, not the page: the pagehide retry (keepalive) of a page being unloaded must meet the outage too.
    await page.context().route(recordsPath, outage);
    await page.goto('/privacy');
    const firstTry = page.waitForResponse((response) => isRecordPost(response.request()) && response.status() === 503);
    await acceptAllButton(page).click();
    // The choice applies at once, whatever the server does.
    await expect(banner(page)).toHaveCount(0);
    await firstTry;
    const consentId = await consentIdOf(page);
    expect(await outbox(page)).toHaveLength(1);
    await expect(page.getByTestId('consent-record')).toContainText('waiting to be recorded on our server');

    // The visitor reloads while the server is still down. (Chromium's pagehide retry, a keepalive
    // request, is not routed by Playwright and may reach the server: then the next page's copy is a retry of the same record.)
    const retried = page.waitForResponse((response) => isRecordPost(response.request()) && response.status() === 503);
    await page.reload();
    await expect(banner(page)).toHaveCount(0);
    await retried;
    expect(await outbox(page)).toHaveLength(1);

    // The server is back: the page's next retry is acknowledged (201, or 200 for a record it already has), and the outbox empties.
    const delivered = page.waitForResponse((response) => isRecordPost(response.request()) && response.ok());
    await page.context().unroute(recordsPath, outage);
    await delivered;
    await expect.poll(() => outbox(page)).toEqual([]);
    const records = await history(page.request, consentId);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ consentId, purposes: ALL, occasion: 'first' });
    await expect(page.getByTestId('consent-record')).toContainText('Your current choice was recorded on our server on');
  });

  test('what an earlier visit left unsent is sent by the next one', async ({ page }) => {
    const consentId = crypto.randomUUID();
    const record = {
      recordId: crypto.randomUUID(),
      consentId,
      purposes: NONE,
      mode: 'opt-in',
      revision: '1',
      occasion: 'first',
      decidedAt: new Date().toISOString(),
      globalPrivacyControl: false,
    };
    await page.addInitScript((left) => window.localStorage.setItem('cookieConsentOutbox', JSON.stringify([left])), {
      record,
      notice: 'We Use Cookies',
    });
    const delivered = page.waitForResponse((response) => isRecordPost(response.request()) && response.status() === 201);
    await page.goto('/');
    expect((await delivered).request().postDataJSON()).toMatchObject(record);
    expect(await history(page.request, consentId)).toEqual([expect.objectContaining({ ...record, recordedAt: expect.any(String) })]);
  });

  test('a record posted from another site is refused', async ({ page, baseURL }) => {
    const consentId = crypto.randomUUID();
    const submission: ConsentRecordSubmission = {
      recordId: crypto.randomUUID(),
      consentId,
      purposes: ALL,
      mode: 'opt-in',
      revision: '1',
      noticeHash: 'a'.repeat(64),
      occasion: 'first',
      decidedAt: new Date().toISOString(),
      globalPrivacyControl: false,
    };
    const response = await page.request.post(`${baseURL}${RECORDS}`, {
      data: submission,
      headers: { Origin: 'https://elsewhere.example' },
    });
    expect(response.status()).toBe(403);
    expect(await history(page.request, consentId)).toEqual([]);
  });
});
