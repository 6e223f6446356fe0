// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fakeVendorAnswer, fakeVendorOf, VENDOR_HOSTS } from './fake-vendors.mjs';
import { VENDOR_E2E_FAKES } from './vendor-e2e-fakes.mjs';

const WITH_API = Object.entries(VENDOR_E2E_FAKES).flatMap(([vendor, { answeredApi }]) =>
  answeredApi ? [{ vendor, api: answeredApi }] : [],
);
const TAGGED = Object.entries(VENDOR_E2E_FAKES).flatMap(([vendor, { answeredTag }]) => (answeredTag ? [{ vendor, tag: answeredTag }] : []));

// The bench's Chromium cannot use Playwright routes: it reaches the vendors through the fake
// network's server alone (startFakeVendorServer), which answers every host in VENDOR_HOSTS with
// fakeVendorAnswer. A tag vendor's fake in its folder must be answered there too, or the full tag
// set would measure its tag failing to load.
describe("the fake network answers each vendor folder's tag fake, as the bench's browser asks for it", () => {
  it('has tag fakes to answer (TikTok, LinkedIn, UET at least)', () => {
    expect(TAGGED.map(({ vendor }) => vendor)).toEqual(expect.arrayContaining(['tiktok-pixel', 'linkedin-insight', 'microsoft-uet']));
  });

  for (const { vendor, tag } of TAGGED) {
    it(`${vendor}: its script, whatever the query, and the beacons it reports to, on hosts the network serves`, () => {
      expect(VENDOR_HOSTS).toEqual(expect.arrayContaining([new URL(tag.script).hostname, new URL(tag.beacon).hostname]));

      // A `{time}` in its script stands for the time its snippet puts in the path (Drift's).
      const script = fakeVendorAnswer(`${tag.script.replace('{time}', '1795867500000')}?id=e2e`, 'https://127.0.0.1');
      expect(script.status).toBe(200);
      expect(script.headers['content-type']).toBe('text/javascript');
      expect(String(script.body)).toContain(tag.fakeTag);
      // It parses beside the report() it is served with: a name the wrapper declares too would stop the tag before it runs.
      expect(() => new Function(String(script.body))).not.toThrow();

      const beacon = fakeVendorAnswer(`${tag.beacon}?n=1&c=%5B%22track%22%5D`, 'https://127.0.0.1');
      expect(beacon).toMatchObject({ status: 200, headers: { 'content-type': 'image/gif' } });
    });
  }
});

describe("the fake network answers each vendor folder's API fake, its hits under the vendor's id", () => {
  it('has API fakes to answer (Plausible, Mixpanel at least)', () => {
    expect(WITH_API.map(({ vendor }) => vendor)).toEqual(expect.arrayContaining(['plausible', 'mixpanel']));
  });

  for (const { vendor, api } of WITH_API) {
    it(`${vendor}: any request to ${api.host}, as its folder says, on a host the network serves`, () => {
      const url = `https://${api.host}/any/path?x=1`;
      expect(VENDOR_HOSTS).toContain(api.host);
      expect(fakeVendorOf(url)).toBe(vendor);
      const answer = fakeVendorAnswer(url, 'https://127.0.0.1');
      expect(answer).toMatchObject({ status: api.status, body: api.body, headers: { 'content-type': api.contentType } });
      expect(answer.headers['access-control-allow-origin']).toBe('https://127.0.0.1');
    });
  }
});
