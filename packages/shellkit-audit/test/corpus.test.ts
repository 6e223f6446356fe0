// @vitest-environment node
// The audit against sites nobody here wrote: real consent tools (vanilla-cookieconsent, Klaro), a hand-written
// banner, a site with none, and GA4 and Meta pasted as their docs give them, each with a known truth: every
// planted leak is caught with its phase, category and URL or key; the correct sites give no error finding.
// Third parties are answered locally (--offline-vendors), as in a CI without the internet: attempts still count.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit, launchBrowser, parseDeclarations, type AuditOptions, type AuditResult, type Finding } from '../src/index.mjs';
import { buildC15tSite, startCorpus, type Corpus } from './corpus-server';

const declarations = (site: string) =>
  parseDeclarations(readFileSync(new URL(`./corpus/${site}/declarations.json`, import.meta.url), 'utf8'));

/** Each run: the site and its options beside the URL. */
const RUNS: Record<string, { site: string; options?: Omit<AuditOptions, 'url'> }> = {
  'cc-correct': {
    site: 'cc-correct',
    options: {
      pages: ['/', '/pricing.html'],
      declarations: declarations('cc-correct'),
      withdrawUrl: 'pricing.html',
      withdrawClicks: ['#cookie-settings', '#cc-main .pm__btn[data-role=necessary]'],
    },
  },
  'cc-leaky': { site: 'cc-leaky' },
  'klaro-correct': { site: 'klaro-correct' },
  'klaro-leaky': { site: 'klaro-leaky' },
  'hand-banner': {
    site: 'hand-banner',
    options: { acceptSelector: '#fine-by-me', rejectSelector: '#no-thanks', declarations: declarations('hand-banner') },
  },
  'hand-banner without selectors': { site: 'hand-banner' },
  'no-banner': { site: 'no-banner' },
  'gpc-correct': { site: 'gpc-correct', options: { regime: 'opt-out' } },
  'gpc-leaky': { site: 'gpc-leaky', options: { regime: 'opt-out' } },
  'vite-ga4-meta': { site: 'vite-ga4-meta' },
  'vite-ga4-meta-cc': { site: 'vite-ga4-meta-cc' },
  'c15t-correct': { site: 'c15t-correct' },
  'c15t-leaky': { site: 'c15t-leaky' },
};

let corpus: Corpus;
let built: string | undefined;
let browser: Browser;
const results = new Map<string, AuditResult | Error>();

/** The audits, three at a time in one shared Chromium (the machine has two cores). */
beforeAll(async () => {
  built = mkdtempSync(path.join(tmpdir(), 'shellkit-audit-c15t-'));
  const c15t = await buildC15tSite(built);
  corpus = await startCorpus({ 'c15t-correct': c15t, 'c15t-leaky': c15t });
  browser = await launchBrowser();
  const queue = Object.entries(RUNS);
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [name, { site, options }] = next;
      results.set(
        name,
        await audit({ url: corpus.url(site), offlineVendors: true, settleMs: 300, browser, ...options }).catch((error: Error) => error),
      );
    }
  };
  await Promise.all([worker(), worker(), worker()]);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await corpus?.close();
  if (built) rmSync(built, { recursive: true, force: true });
});

function resultOf(name: string): AuditResult {
  const result = results.get(name);
  if (!(result && !(result instanceof Error))) throw result ?? new Error(`${name} did not run`);
  return result;
}
const errors = (name: string) => resultOf(name).findings.filter((finding) => finding.severity === 'error');
const brief = (finding: Finding) => ({
  phase: finding.phase,
  kind: finding.kind,
  vendor: finding.vendor,
  category: finding.category,
  ...(finding.kind === 'request' ? { url: finding.url } : { store: finding.store, key: finding.key }),
});

describe('sites configured correctly: no error finding, and the vendors ran once accepted', () => {
  it.each(['cc-correct', 'klaro-correct', 'c15t-correct', 'hand-banner', 'vite-ga4-meta-cc', 'gpc-correct'])('%s', (name) => {
    expect(errors(name)).toEqual([]);
    if (name !== 'gpc-correct')
      expect(resultOf(name).findings.some((finding) => finding.phase === 'after-accept' && finding.kind === 'request')).toBe(true);
  });

  it('drives each banner by the right means: autoconsent for the consent tools, the selectors for the hand-written one', () => {
    expect(resultOf('cc-correct').banner).toEqual({
      accept: 'autoconsent:cookieconsent3',
      reject: 'autoconsent:cookieconsent3',
      withdraw: 'recipe',
    });
    expect(resultOf('klaro-correct').banner).toMatchObject({ accept: 'autoconsent:Klaro', reject: 'autoconsent:Klaro' });
    expect(resultOf('hand-banner').banner).toMatchObject({ accept: 'selector', reject: 'selector' });
    // c15t is in no autoconsent rule: its "Accept All" and "Reject All" are found by their words.
    expect(resultOf('c15t-correct').banner).toMatchObject({ accept: 'heuristic', reject: 'heuristic' });
  });
});

describe('planted leaks: each caught with its phase, category and URL or key', () => {
  it('vanilla-cookieconsent: a sendBeacon to GA and a Meta image pixel before consent, a fetch to Segment 5 s after "reject"', () => {
    const found = errors('cc-leaky').map(brief);
    expect(found).toContainEqual({
      phase: 'before-consent',
      kind: 'request',
      vendor: 'Google Analytics',
      category: 'site-analytics',
      url: 'https://www.google-analytics.com/g/collect?v=2&tid=G-LEAKY1&en=page_view',
    });
    expect(found).toContainEqual({
      phase: 'before-consent',
      kind: 'request',
      vendor: 'Meta',
      category: 'advertising',
      url: 'https://www.facebook.com/tr?id=999&ev=PageView',
    });
    expect(found).toContainEqual({
      phase: 'after-reject',
      kind: 'request',
      vendor: 'Segment',
      category: 'site-analytics',
      url: 'https://api.segment.io/v1/t',
    });
    // The Segment call goes only after the choice: it is not blamed on the time before it.
    expect(found.filter((finding) => finding.vendor === 'Segment' && finding.phase === 'before-consent')).toEqual([]);
  });

  it('Klaro: a WebSocket to a session-replay host and an IndexedDB database, both before consent', () => {
    const found = errors('klaro-leaky').map(brief);
    expect(found).toContainEqual({
      phase: 'before-consent',
      kind: 'request',
      vendor: 'Hotjar',
      category: 'session-replay',
      url: 'wss://ws.hotjar.com/api/v2/client/ws',
    });
    expect(found).toContainEqual({
      phase: 'before-consent',
      kind: 'storage',
      vendor: 'the page',
      category: 'undeclared',
      store: 'indexedDB',
      key: 'visitor-analytics',
    });
  });

  it('c15t (React): a fetch to Segment before any choice', () => {
    expect(errors('c15t-leaky').map(brief)).toContainEqual({
      phase: 'before-consent',
      kind: 'request',
      vendor: 'Segment',
      category: 'site-analytics',
      url: 'https://api.segment.io/v1/p',
    });
  });

  it('opt-out regime: a Meta pixel loaded although Global Privacy Control is on', () => {
    expect(errors('gpc-leaky').map(brief)).toEqual([
      {
        phase: 'with-gpc',
        kind: 'request',
        vendor: 'Meta',
        category: 'advertising',
        url: 'https://www.facebook.com/tr?id=888&ev=PageView',
      },
    ]);
  });

  it('no banner at all: everything on load is before consent (a preload, a pixel, a cookie)', () => {
    expect(resultOf('no-banner').banner).toEqual({ accept: 'none', reject: 'none', withdraw: null });
    expect(errors('no-banner').map(brief)).toEqual(
      expect.arrayContaining([
        {
          phase: 'before-consent',
          kind: 'request',
          vendor: 'LinkedIn Ads',
          category: 'advertising',
          url: 'https://px.ads.linkedin.com/collect/?pid=42&fmt=gif',
        },
        {
          phase: 'before-consent',
          kind: 'request',
          vendor: 'Meta',
          category: 'advertising',
          url: 'https://www.facebook.com/tr?id=4242&ev=PageView',
        },
        { phase: 'before-consent', kind: 'storage', vendor: 'the page', category: 'undeclared', store: 'cookie', key: 'visitor_id' },
      ]),
    );
  });

  it('GA4 and Meta pasted into a Vite app as their docs give them: both named, and the app’s own cookie and key', () => {
    expect(errors('vite-ga4-meta').map(brief)).toEqual([
      {
        phase: 'before-consent',
        kind: 'request',
        vendor: 'Google Analytics',
        category: 'site-analytics',
        url: 'https://www.googletagmanager.com/gtag/js?id=G-VITE2026',
      },
      {
        phase: 'before-consent',
        kind: 'request',
        vendor: 'Meta',
        category: 'advertising',
        url: 'https://connect.facebook.net/en_US/fbevents.js',
      },
      { phase: 'before-consent', kind: 'storage', vendor: 'the page', category: 'undeclared', store: 'cookie', key: 'returning_visitor' },
      { phase: 'before-consent', kind: 'storage', vendor: 'the page', category: 'undeclared', store: 'localStorage', key: 'visit-count' },
    ]);
  });
});

it('a banner it cannot answer: the audit stops, naming what it could not find and the option that helps', () => {
  const result = results.get('hand-banner without selectors');
  expect(result).toBeInstanceOf(Error);
  expect((result as Error).message).toMatch(
    /a consent banner is on http:\/\/127\.0\.0\.1:\d+\/hand-banner\/ but no (accept|reject) button was found in it: pass --(accept|reject)-selector/,
  );
});
