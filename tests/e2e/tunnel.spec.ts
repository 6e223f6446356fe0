import { E2E_SENTRY_DSN } from '../../playwright.config';
import { expect, test } from './fixtures';

const fakeSentry = `http://127.0.0.1:${process.env.E2E_SENTRY_PORT ?? 4174}`;

interface Received {
  url: string;
  forwardedFor: string | null;
  headerLine: string;
  bodyBase64: string;
}

test.describe('the /monitoring tunnel from the page (SPEC §7)', () => {
  // Both tests read and clear the one fake Sentry.
  test.describe.configure({ mode: 'serial' });

  test('an envelope the page posts to its own origin reaches Sentry through the running server, byte for byte', async ({ page, request }) => {
    await request.delete(`${fakeSentry}/__received`);
    await page.goto('/');
    const sent = await page.evaluate(async (dsn) => {
      const header = JSON.stringify({ dsn, sent_at: new Date().toISOString() });
      const item = '{"type":"event"}\n{"message":"Sample error","environment":"production"}';
      const bytes = new Uint8Array([...new TextEncoder().encode(`${header}\n${item}\n`), 0x1f, 0x8b, 0x00, 0xff]);
      const response = await fetch('/monitoring?o=123&p=456&r=us', { method: 'POST', body: bytes });
      return { status: response.status, base64: btoa(String.fromCharCode(...bytes)) };
    }, E2E_SENTRY_DSN);
    expect(sent.status).toBe(200);
    const received = (await (await request.get(`${fakeSentry}/__received`)).json()) as Received[];
    expect(received).toHaveLength(1);
    expect(received[0]?.url).toBe('/api/456/envelope/');
    expect(received[0]?.forwardedFor).toBe('127.0.0.1');
    expect(received[0]?.bodyBase64).toBe(sent.base64);
  });

  test('an envelope for another project is refused and never reaches Sentry', async ({ page, request }) => {
    await request.delete(`${fakeSentry}/__received`);
    await page.goto('/');
    const status = await page.evaluate(async () => {
      const body = `${JSON.stringify({ dsn: 'https://k@o999.ingest.sentry.io/1' })}\n{}`;
      return (await fetch('/monitoring?o=999&p=1', { method: 'POST', body })).status;
    });
    expect(status).toBe(403);
    expect(await (await request.get(`${fakeSentry}/__received`)).json()).toEqual([]);
  });
});
