// @vitest-environment node
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_RECORDS_PATH } from '../../src/domain/consent-record';
import { consentRecordSubmission } from '../support/consent-record-submission';
import { PRODUCT_DIST } from '../support/product-build.mjs';
import { serverStartFailure, startShellServer } from '../support/shell-server.mjs';
import { envelope, PRIMARY_DSN, startFakeSentry, until, type FakeSentry } from '../support/server-harness';
import { BRAND } from '../support/test-product';

// A product with a Node server of its own mounts the shell from `shellkit/server` (issue 31: "a Hono app a product
// mounts or runs"): the shell's pages, tunnel and ledger answer beside the product's own routes.
const OWN_SERVER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/own-node-server.mjs');

let sentry: FakeSentry;
let server: Awaited<ReturnType<typeof startShellServer>>;
beforeAll(async () => {
  sentry = await startFakeSentry();
  server = await startShellServer({ PRODUCT_DIST, VITE_SENTRY_DSN: PRIMARY_DSN, SENTRY_INGEST_URL: sentry.origin }, { script: OWN_SERVER });
});
afterAll(async () => {
  await server?.stop();
  await sentry?.close();
});

describe("shellkit/server mounted in a product's own Node server", () => {
  it("answers the product's own route, as the product wrote it", async () => {
    const response = await fetch(`${server.origin}/api/own`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ from: 'the product' });
  });

  it("serves the shell's pages rendered, with their security headers, the privacy page, and no file it does not have", async () => {
    const home = await fetch(`${server.origin}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await home.text()).toContain(BRAND);
    const privacy = await fetch(`${server.origin}/privacy`);
    expect(privacy.status).toBe(200);
    expect((await fetch(`${server.origin}/assets/index-missing.js`)).status).toBe(404);
  });

  it('forwards an error envelope through the /monitoring tunnel', async () => {
    const response = await fetch(`${server.origin}/monitoring?o=123&p=456&r=us`, {
      method: 'POST',
      headers: { Origin: server.origin },
      body: envelope(PRIMARY_DSN),
    });
    expect(response.status).toBe(200);
    await until(() => sentry.received.length === 1, 'the envelope at the fake Sentry');
    expect(new TextDecoder().decode(sentry.received[0]?.body)).toContain('"message":"hi"');
  });

  it('keeps a consent record in the ledger once it has opened', async () => {
    const response = await fetch(`${server.origin}${CONSENT_RECORDS_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.origin },
      body: JSON.stringify(consentRecordSubmission()),
    });
    expect(response.status).toBe(201);
  });

  it('refuses to start with a bad variable, naming it, as npm start does', async () => {
    const failure = await serverStartFailure({ PRODUCT_DIST, VITE_SENTRY_DSN: 'not a dsn' }, { script: OWN_SERVER });
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain('ShellkitStartError');
    expect(failure?.stderr).toContain('VITE_SENTRY_DSN');
  });

  it('names the missing build when the product has not built', async () => {
    const failure = await serverStartFailure({ PRODUCT_DIST: path.join(PRODUCT_DIST, 'not-built') }, { script: OWN_SERVER });
    expect(failure?.stderr).toMatch(/app\.js is missing: build the product first/);
  });
});
