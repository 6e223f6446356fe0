import type { Request } from '@playwright/test';
import { E2E_SENTRY_DSN } from '../shell-configs.mjs';
import { settled } from '../../support/shell-page';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';
import { HOME } from '../../support/test-product';

test.use({ shellEnv: CONFIGS.vendors });

const TUNNEL = '/monitoring?o=123&p=456&r=us';

interface EnvelopeItem {
  readonly header: { type?: string };
  readonly payload: Record<string, unknown> | undefined;
}

/** Splits an envelope into its items; binary payloads (compressed replay) are left undecoded. */
function itemsOf(body: Buffer): EnvelopeItem[] {
  const lines = body.toString('utf8').split('\n');
  const items: EnvelopeItem[] = [];
  for (let index = 1; index + 1 < lines.length; index += 2) {
    const header = JSON.parse(lines[index] ?? '{}') as { type?: string };
    let payload: Record<string, unknown> | undefined;
    try {
      payload = JSON.parse(lines[index + 1] ?? '') as Record<string, unknown>;
    } catch {
      payload = undefined;
    }
    items.push({ header, payload });
    if (header.type === 'replay_recording') break;
  }
  return items;
}

const exceptionValue = (payload: Record<string, unknown> | undefined) =>
  (payload?.exception as { values?: { type?: string; value?: string }[] } | undefined)?.values?.at(-1);

const isSampleErrorEnvelope = (request: Request) =>
  request.method() === 'POST' &&
  request.url().endsWith(TUNNEL) &&
  itemsOf(request.postDataBuffer() ?? Buffer.alloc(0)).some(
    (item) => item.header.type === 'event' && exceptionValue(item.payload)?.value === 'Sample error',
  );

test.describe('Sentry, the real @sentry/react SDK, tunnelled through the production server (SPEC §7, §9)', () => {
  test('"Throw sample error" posts an event envelope to /monitoring?o&p&r with environment production, and it reaches Sentry byte for byte', async ({
    page,
    sentry,
  }) => {
    await page.goto('/');
    // Wait for the SDK so the click is not the thing that loads it; the queued case is tested below.
    await page.waitForResponse((response) => /\/assets\/sdk-errors-/.test(response.url()));
    const posted = page.waitForRequest(isSampleErrorEnvelope);
    await page.getByRole('button', { name: HOME.throwError }).click();
    const envelope = await posted;

    const body = envelope.postDataBuffer() ?? Buffer.alloc(0);
    const event = itemsOf(body).find((item) => item.header.type === 'event')?.payload;
    expect(event?.environment).toBe('production');
    expect(exceptionValue(event)).toMatchObject({ type: 'Error', value: 'Sample error' });
    expect(JSON.parse(body.toString('utf8').split('\n')[0] ?? '{}').dsn).toBe(E2E_SENTRY_DSN);
    expect((await envelope.response())?.status()).toBe(200);

    // The tunnel answered once Sentry had: the envelope is there already.
    expect(sentry.received.filter((entry) => entry.url === '/api/456/envelope/' && entry.body.equals(body))).toHaveLength(1);
  });

  test('an error thrown before the SDK has loaded is reported once it loads, exactly once', async ({ page }) => {
    let releaseSdk: () => void = () => undefined;
    const sdkHeld = new Promise<void>((resolve) => (releaseSdk = resolve));
    let sdkAsked: () => void = () => undefined;
    const sdkRequested = new Promise<void>((resolve) => (sdkAsked = resolve));
    await page.route(/\/assets\/sdk-errors-[^/]*\.js$/, async (route) => {
      sdkAsked();
      await sdkHeld;
      await route.continue();
    });
    const envelopes: Request[] = [];
    page.on('request', (request) => {
      if (isSampleErrorEnvelope(request)) envelopes.push(request);
    });

    await page.goto('/');
    // The shell has asked for the SDK, and it is held: the error is thrown while it is on its way.
    await sdkRequested;
    await page.getByRole('button', { name: HOME.throwError }).click();
    expect(envelopes).toHaveLength(0);
    releaseSdk();
    await expect.poll(() => envelopes.length).toBe(1);
    await page.getByRole('button', { name: HOME.trackSample }).click();
    // Whatever the SDK would still send has been sent once the page has settled.
    await settled(page);
    expect(envelopes).toHaveLength(1);
  });

  test('session replay is fetched as its own chunk after first paint and records the session that had the error', async ({ page }) => {
    const replayChunk = page.waitForResponse((response) => /\/assets\/sdk-replay-/.test(response.url()));
    // Replay records from the moment it starts (in buffer mode, for the session an error will keep), and
    // starts its compression worker, a file of the site, as it does: then an error has a recording to send.
    const recording = page.waitForResponse((response) => /\/assets\/worker-bundler-[^/]*\.js$/.test(response.url()));
    await page.goto('/');
    await replayChunk;
    const replayPosted = page.waitForRequest(
      (request) =>
        request.url().endsWith(TUNNEL) &&
        itemsOf(request.postDataBuffer() ?? Buffer.alloc(0)).some((item) => item.header.type === 'replay_event'),
      { timeout: 20_000 },
    );
    await recording;
    await page.getByRole('button', { name: HOME.throwError }).click();
    const replay = await replayPosted;
    expect((await replay.response())?.status()).toBe(200);
  });
});
