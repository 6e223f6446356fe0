import { E2E_SENTRY_DSN } from '../shell-configs.mjs';
import { CONFIGS, expect, test } from '../../support/e2e-fixtures';

// The default config runs no Sentry in the page; its server's tunnel still lets the e2e DSN through
// (SENTRY_TUNNEL_ALLOWED_DSNS), to the worker's fake Sentry.
test.use({ shellEnv: CONFIGS.memory });

test.describe('the /monitoring tunnel from the page (SPEC §7)', () => {
  test('an envelope the page posts to its own origin reaches Sentry through the running server, byte for byte', async ({
    page,
    sentry,
  }) => {
    await page.goto('/');
    const sent = await page.evaluate(async (dsn) => {
      const header = JSON.stringify({ dsn, sent_at: new Date().toISOString() });
      const item = '{"type":"event"}\n{"message":"Sample error","environment":"production"}';
      const bytes = new Uint8Array([...new TextEncoder().encode(`${header}\n${item}\n`), 0x1f, 0x8b, 0x00, 0xff]);
      const response = await fetch('/monitoring?o=123&p=456&r=us', { method: 'POST', body: bytes });
      return { status: response.status, base64: btoa(String.fromCharCode(...bytes)) };
    }, E2E_SENTRY_DSN);
    expect(sent.status).toBe(200);
    // The tunnel answers once Sentry has: the envelope is there already.
    expect(sentry.received).toHaveLength(1);
    expect(sentry.received[0]?.url).toBe('/api/456/envelope/');
    expect(sentry.received[0]?.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(sentry.received[0]?.body.toString('base64')).toBe(sent.base64);
  });

  test('an envelope for another project is refused and never reaches Sentry', async ({ page, sentry }) => {
    await page.goto('/');
    const status = await page.evaluate(async () => {
      const body = `${JSON.stringify({ dsn: 'https://k@o999.ingest.sentry.io/1' })}\n{}`;
      return (await fetch('/monitoring?o=999&p=1', { method: 'POST', body })).status;
    });
    expect(status).toBe(403);
    expect(sentry.received).toEqual([]);
  });
});
