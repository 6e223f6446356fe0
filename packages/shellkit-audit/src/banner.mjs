// Answers a site's consent banner as a visitor would: a selector the user gives first, then
// @duckduckgo/autoconsent's rules (hundreds of consent tools, opt-in and opt-out) and its heuristic, then
// a plain reading of the page's buttons. What it cannot find is an AuditError naming it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { AuditError } from './errors.mjs';

const require = createRequire(import.meta.url);
const autoconsentDir = path.dirname(path.dirname(require.resolve('@duckduckgo/autoconsent/rules/rules.json')));
const CONTENT_SCRIPT = readFileSync(path.join(autoconsentDir, 'dist', 'autoconsent.playwright.js'), 'utf8');
let rules;
const fullRules = () => (rules ??= JSON.parse(readFileSync(path.join(autoconsentDir, 'rules', 'rules.json'), 'utf8')));

const CONFIG = {
  enabled: true,
  autoAction: null,
  disabledCmps: [],
  enablePrehide: false,
  enableCosmeticRules: false,
  enableGeneratedRules: true,
  detectRetries: 6,
  isMainWorld: true,
  prehideTimeout: 2000,
  enableHeuristicDetection: true,
  enablePopupMutationObserver: false,
  heuristicMode: 'reject',
  heuristicPopupSearchTimeout: 1000,
  visualTest: false,
  performanceLoggingEnabled: false,
  logs: { lifecycle: false, rulesteps: false, detectionsteps: false, evals: false, errors: false, messages: false, waits: false },
};

const BANNER_TIMEOUT_MS = 10_000;
const ACCEPT_WORDS = /^\s*(accept|allow|agree|i agree|i accept|ok|okay|got it|yes|accept all|allow all|accept cookies|allow cookies)\b/i;
const REJECT_WORDS =
  /^\s*(reject|decline|deny|refuse|necessary only|only necessary|essential only|only essential|reject all|decline all)\b/i;

/** Lets autoconsent's content script run in every frame of the context, waiting for the audit's word. */
export async function prepareBanners(context) {
  const frames = new Map();
  const stateOf = (frame) => {
    if (!frames.has(frame)) frames.set(frame, { messages: [] });
    return frames.get(frame);
  };
  await context.exposeBinding('autoconsentSendMessage', async ({ frame }, message) => {
    if (!message || typeof message !== 'object') return;
    const state = stateOf(frame);
    // A new document in the frame starts afresh: what the previous one found is gone with it.
    if (message.type === 'init') state.messages = [];
    state.messages.push(message);
    const reply = (value) => frame.evaluate((m) => window.autoconsentReceiveMessage?.(m), value).catch(() => undefined);
    if (message.type === 'init') await reply({ type: 'initResp', config: CONFIG, rules: fullRules() });
    else if (message.type === 'eval') {
      const result = await frame.evaluate(message.code).catch(() => false);
      await reply({ type: 'evalResp', id: message.id, result });
    }
  });
  await context.addInitScript(CONTENT_SCRIPT);
  return { stateOf, frames };
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function clickSelector(page, selector, option, mark = {}) {
  const target = page.locator(selector).filter({ visible: true }).first();
  try {
    await target.waitFor({ state: 'visible', timeout: BANNER_TIMEOUT_MS });
  } catch {
    throw new AuditError(`${option} ${selector} found nothing visible on ${page.url()} within ${BANNER_TIMEOUT_MS / 1000} s`);
  }
  mark.at = Date.now();
  await target.click();
}

/** A visible button of the page (any frame) whose words are an accept or a reject, as a person reads them. */
async function buttonByWords(page, words) {
  for (const frame of page.frames()) {
    const buttons = frame
      .locator('button, [role="button"], a.btn, a[class*="button"], input[type="button"], input[type="submit"]')
      .filter({ visible: true });
    const count = await buttons.count().catch(() => 0);
    for (let index = 0; index < count; index += 1) {
      const button = buttons.nth(index);
      const text = (await button.innerText().catch(() => '')) || (await button.getAttribute('value').catch(() => '')) || '';
      if (words.test(text)) return button;
    }
  }
  return undefined;
}

/** Whether the page shows something a person reads as a cookie banner. */
async function cookieTextShown(page) {
  return page
    .getByText(/cookie|consent/i)
    .filter({ visible: true })
    .count()
    .then((count) => count > 0)
    .catch(() => false);
}

/**
 * What autoconsent made of the page: `{ cmp, frame }` of a banner it found open, or undefined once it has
 * looked everywhere (or after the timeout).
 */
async function autoconsentFinding(page, banners) {
  const deadline = Date.now() + BANNER_TIMEOUT_MS;
  let quietSince;
  let attempts;
  while (Date.now() < deadline) {
    for (const frame of page.frames()) {
      const messages = banners.frames.get(frame)?.messages ?? [];
      const found = messages.find((message) => message.type === 'popupFound');
      if (found) return { cmp: found.cmp, frame };
    }
    const main = banners.frames.get(page.mainFrame())?.messages ?? [];
    const reports = main.filter((message) => message.type === 'report');
    const state = reports.at(-1)?.state;
    // Past its third look with nothing found, autoconsent waits for the page to change: a page that does not has no banner it knows.
    const lookedEnough = state?.lifecycle === 'started' && state.findCmpAttempts >= 2 && state.detectedCmps.length === 0;
    // Each new look (the page changed) starts the quiet second again.
    if (state?.findCmpAttempts !== attempts) quietSince = undefined;
    attempts = state?.findCmpAttempts;
    quietSince = lookedEnough ? (quietSince ?? Date.now()) : undefined;
    if (
      state?.lifecycle === 'nothingDetected' ||
      (quietSince !== undefined && Date.now() - quietSince > 1000) ||
      (state?.lifecycle === 'cmpDetected' && Date.now() > deadline - BANNER_TIMEOUT_MS / 2)
    )
      return undefined;
    await pause(100);
  }
  return undefined;
}

async function autoconsentAct(banners, { frame }, action) {
  const type = action === 'accept' ? 'optIn' : 'optOut';
  const state = banners.stateOf(frame);
  const before = state.messages.length;
  await frame.evaluate((message) => window.autoconsentReceiveMessage?.(message), { type }).catch(() => undefined);
  const deadline = Date.now() + BANNER_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const result = state.messages.slice(before).find((message) => message.type === `${type}Result`);
    if (result) return result.result === true;
    await pause(100);
  }
  return false;
}

/**
 * Accepts or rejects on the page as loaded; resolves with how (`selector`, `autoconsent:<tool>`,
 * `heuristic`) or `none` when the page shows no banner at all.
 */
export async function answerBanner(page, banners, action, { acceptSelector, rejectSelector } = {}, mark = {}) {
  const selector = action === 'accept' ? acceptSelector : rejectSelector;
  if (selector) {
    await clickSelector(page, selector, action === 'accept' ? '--accept-selector' : '--reject-selector', mark);
    return 'selector';
  }
  const found = await autoconsentFinding(page, banners);
  if (found && !found.cmp.startsWith('HEURISTIC')) {
    mark.at = Date.now();
    if (await autoconsentAct(banners, found, action)) return `autoconsent:${found.cmp}`;
    // Its rule did not work on this page: the button's own words may still.
  }
  const button = await buttonByWords(page, action === 'accept' ? ACCEPT_WORDS : REJECT_WORDS);
  if (button) {
    mark.at = Date.now();
    await button.click();
    return 'heuristic';
  }
  if (found && !found.cmp.startsWith('HEURISTIC'))
    throw new AuditError(`autoconsent found ${found.cmp} on ${page.url()} but could not ${action} it: pass --${action}-selector`);
  if (
    found ||
    (await buttonByWords(page, action === 'accept' ? REJECT_WORDS : ACCEPT_WORDS)) ||
    ((await cookieTextShown(page)) && (await buttonByWords(page, /\S/)))
  )
    throw new AuditError(`a consent banner is on ${page.url()} but no ${action} button was found in it: pass --${action}-selector`);
  return 'none';
}

/** The withdrawal recipe: a path or URL, then each selector clicked in turn. */
export async function withdrawByRecipe(page, base, { withdrawUrl, withdrawClicks }) {
  await page.goto(new URL(withdrawUrl, base).href, { waitUntil: 'load' });
  for (const selector of withdrawClicks) await clickSelector(page, selector, '--withdraw-click');
}
