// The audit of any site: a visitor's browser answers its banner (or finds none), and every request and every
// store is judged by phase, by who it went to and by why (a tracker database), under the regime asked for:
// opt-in (before consent, after a reject, after accept then withdraw) or opt-out (Global Privacy Control on).
import { createRequire } from 'node:module';
import { launchBrowser, newVisitorContext } from './browser.mjs';
import { answerBanner, prepareBanners, withdrawByRecipe } from './banner.mjs';
import { necessity } from './declarations.mjs';
import { AuditError } from './errors.mjs';
import { fakeThirdParties, firstPartyTest, routeHosts } from './network.mjs';
import { deviceSnapshot, recordContext } from './recorder.mjs';
import { CONSENT_REQUIRING, SALE_SHARE, loadTrackerDatabase } from './trackers.mjs';
import { shellkitFindings } from './shellkit/bridge.mjs';

const VERSION = createRequire(import.meta.url)('../package.json').version;

export const AUDIT_DEFAULTS = {
  pages: ['/'],
  regime: 'opt-in',
  /** After a reject or a withdrawal, how long (on the page's clock) nothing may go for a refused purpose. */
  quietMs: 10_000,
  /** How long each page is watched once its network is idle. */
  settleMs: 1000,
  offlineVendors: false,
  allowHosts: [],
  declarations: [],
  withdrawClicks: [],
  headers: {},
};

const NETWORK_IDLE_TIMEOUT_MS = 5000;
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function visit(page, url, settleMs) {
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
  } catch (error) {
    throw new AuditError(`${url} did not load: ${String(error.message).split('\n')[0]}`);
  }
  await page.waitForLoadState('networkidle', { timeout: NETWORK_IDLE_TIMEOUT_MS }).catch(() => undefined);
  await pause(settleMs);
}

/** Lets the page's own timers run the quiet window at once (queued beacons, retries), then watches the network settle. */
async function runQuietWindow(page, quietMs, settleMs) {
  await page.clock.runFor(quietMs).catch(() => undefined);
  await page.waitForLoadState('networkidle', { timeout: NETWORK_IDLE_TIMEOUT_MS }).catch(() => undefined);
  await pause(settleMs);
}

/**
 * Runs the audit. `options`: `{ url, pages, regime, acceptSelector, rejectSelector, withdrawUrl, withdrawClicks,
 * declarations, quietMs, settleMs, offlineVendors, allowHosts, trackerDb, executablePath }`. Resolves with
 * the result (see the JSON schema in README.md); throws an AuditError when it could not run.
 */
export async function audit(options) {
  const settings = { ...AUDIT_DEFAULTS, ...options };
  const started = Date.now();
  const base = new URL(settings.url).href;
  const site = new URL(base).origin;
  const pageUrls = settings.pages.map((path) => new URL(path.replace(/^\//, ''), base.endsWith('/') ? base : `${base}/`).href);
  const db = typeof settings.trackerDb === 'object' ? settings.trackerDb : await loadTrackerDatabase(settings.trackerDb);
  const isFirstParty = firstPartyTest(site, settings.allowHosts);
  // A browser of the caller's (a test running many sites) is shared and left open; otherwise one of its own.
  const browser = settings.browser ?? (await launchBrowser(settings.executablePath));
  const findings = [];
  const banner = {};
  const lookup = async (url) => (await db.lookup(url)) ?? { vendor: new URL(url).host, category: 'unknown' };

  /** A fresh visitor: recorded, banners prepared, third parties faked when asked; the page's clock ours. */
  const visitor = async ({ gpc = false } = {}) => {
    const context = await newVisitorContext(browser, { gpc, headers: settings.headers });
    const record = await recordContext(context);
    const banners = await prepareBanners(context);
    await routeHosts(context, settings.routeMap);
    if (settings.offlineVendors) await fakeThirdParties(context, isFirstParty, record.requests);
    const page = await context.newPage();
    await page.clock.install();
    return { context, record, banners, page };
  };

  const requestFindings = async (requests, phase, severityOf) => {
    for (const request of requests) {
      if (isFirstParty(request.url.replace(/^ws/, 'http')) || !/^(https?|wss?):/.test(request.url)) continue;
      const { vendor, category } = await lookup(request.url.replace(/^ws/, 'http'));
      add({
        phase,
        kind: 'request',
        url: request.url,
        vendor,
        category,
        page: request.page || undefined,
        evidence: `${request.type} attempted`,
        severity: severityOf(category),
      });
    }
  };
  const storageFindings = async (items, writes, phase, severityOf) => {
    for (const item of items) {
      if (necessity(settings.declarations, item)) continue;
      const write = writes.findLast((candidate) => candidate.store === item.store && candidate.key === item.key);
      const writer = write?.writer && !isFirstParty(write.writer) ? await lookup(write.writer) : undefined;
      add({
        phase,
        kind: 'storage',
        store: item.store,
        key: item.key,
        vendor: writer?.vendor ?? 'the page',
        category: writer?.category ?? 'undeclared',
        page: write?.page || undefined,
        evidence: [
          write?.writer ? `written by ${write.writer}` : item.store === 'cookie' ? `in the cookie jar for ${item.domain}` : 'present',
          item.httpOnly ? 'HttpOnly' : '',
          'not declared necessary',
        ]
          .filter(Boolean)
          .join(', '),
        severity: severityOf(),
      });
    }
  };
  const groups = new Map();
  const add = (finding) => {
    const id = [finding.phase, finding.kind, finding.url ?? `${finding.store} ${finding.key}`].join(' ');
    const known = groups.get(id);
    if (known) {
      known.count += 1;
      if (finding.severity === 'error') known.severity = 'error';
      return;
    }
    const entry = Object.fromEntries(Object.entries({ ...finding, count: 1 }).filter(([, value]) => value !== undefined));
    groups.set(id, entry);
    findings.push(entry);
  };
  const consentRequiring = (category) => (CONSENT_REQUIRING.includes(category) ? 'error' : 'info');
  const saleShare = (category) => (SALE_SHARE.includes(category) ? 'error' : 'info');

  let shellkit;
  try {
    // Opt-in: before any choice, then "reject" (one visitor); "accept", then withdraw (another), side by side.
    const rejecting = async () => {
      const { context, record, page, banners } = await visitor();
      await visit(page, pageUrls[0], settings.settleMs);
      if (await page.locator('script#shellkit-config').count()) {
        await context.close();
        return 'shellkit';
      }
      for (const url of pageUrls.slice(1)) await visit(page, url, settings.settleMs);
      const beforeStores = await deviceSnapshot(page);
      const beforeWrites = [...record.writes];
      await visit(page, pageUrls[0], 0);
      const mark = {};
      banner.reject = await answerBanner(page, banners, 'reject', settings, mark);
      const rejectedAt = banner.reject === 'none' ? Infinity : mark.at;
      await requestFindings(
        record.requests.filter((request) => request.at < rejectedAt),
        'before-consent',
        consentRequiring,
      );
      await storageFindings(beforeStores, beforeWrites, 'before-consent', () => 'error');
      if (banner.reject !== 'none') {
        await runQuietWindow(page, settings.quietMs, settings.settleMs);
        for (const url of pageUrls) await visit(page, url, settings.settleMs);
        await requestFindings(
          record.requests.filter((request) => request.at >= rejectedAt),
          'after-reject',
          consentRequiring,
        );
        const known = new Set(beforeStores.map((item) => `${item.store} ${item.key}`));
        const after = (await deviceSnapshot(page)).filter((item) => !known.has(`${item.store} ${item.key}`));
        await storageFindings(after, record.writes, 'after-reject', () => 'error');
      }
      await context.close();
      return 'done';
    };
    const accepting = async () => {
      const { context, record, page, banners } = await visitor();
      await visit(page, pageUrls[0], 0);
      if (await page.locator('script#shellkit-config').count()) {
        await context.close();
        return;
      }
      const mark = {};
      banner.accept = await answerBanner(page, banners, 'accept', settings, mark);
      if (banner.accept === 'none') {
        await context.close();
        return;
      }
      const acceptedAt = mark.at;
      for (const url of pageUrls) await visit(page, url, settings.settleMs);
      await requestFindings(
        record.requests.filter((request) => request.at >= acceptedAt),
        'after-accept',
        () => 'info',
      );
      const accepted = await deviceSnapshot(page);
      await storageFindings(accepted, record.writes, 'after-accept', () => 'info');
      if (settings.withdrawUrl) {
        await withdrawByRecipe(page, base, settings);
        const withdrawnAt = Date.now();
        banner.withdraw = 'recipe';
        await runQuietWindow(page, settings.quietMs, settings.settleMs);
        for (const url of pageUrls) await visit(page, url, settings.settleMs);
        await requestFindings(
          record.requests.filter((request) => request.at >= withdrawnAt),
          'after-withdrawal',
          consentRequiring,
        );
        await storageFindings(await deviceSnapshot(page), record.writes, 'after-withdrawal', () => 'error');
      }
      await context.close();
    };
    const underGpc = async () => {
      const { context, record, page } = await visitor({ gpc: true });
      for (const url of pageUrls) await visit(page, url, settings.settleMs);
      await requestFindings(record.requests, 'with-gpc', saleShare);
      await context.close();
    };

    if (settings.regime === 'opt-in') {
      const [kind] = await Promise.all([rejecting(), accepting()]);
      if (kind === 'shellkit') shellkit = 'native';
    } else {
      const probe = await visitor();
      await visit(probe.page, pageUrls[0], 0);
      if (await probe.page.locator('script#shellkit-config').count()) shellkit = 'native';
      await probe.context.close();
      await underGpc();
    }
    if (shellkit) {
      const context = await newVisitorContext(browser, { headers: settings.headers });
      await routeHosts(context, settings.routeMap);
      const native = await shellkitFindings(context, {
        ...options,
        baseUrl: site,
        pages: settings.pages,
        settleMs: settings.settleMs,
      });
      for (const finding of native.findings) add(finding);
      banner.accept = banner.reject = banner.withdraw = 'shellkit';
      await context.close();
    }
  } finally {
    if (!settings.browser) await browser.close().catch(() => undefined);
  }

  const errors = findings.filter((finding) => finding.severity === 'error').length;
  return {
    schema: 'shellkit-audit/1',
    tool: { name: 'shellkit-audit', version: VERSION },
    site,
    pages: pageUrls,
    regime: settings.regime,
    shellkit: Boolean(shellkit),
    banner: {
      accept: banner.accept ?? null,
      reject: banner.reject ?? null,
      withdraw: banner.withdraw ?? null,
    },
    trackerDb: { name: db.name, licence: db.licence },
    findings,
    summary: { errors, infos: findings.length - errors },
    durationMs: Date.now() - started,
  };
}
