// The audit a product runs in its own CI against its own built site (issue 25 §4): in a browser, as a visitor
// whose browser asks for English, it visits the pages before any choice (opt-in mode), accepts all, visits them
// again, then withdraws on the privacy page, and reports per purpose what was sent and stored that should not
// have been. The CLI (bin/shellkit-audit.mjs, through ./bridge.mjs) and the shell's own e2e test (tests/e2e/audit) both call runAudit.
import { declarationsOf, readPageConfig, REFUSABLE_PURPOSES, vendorsOf } from './page-declarations.mjs';
import { groupRequests, keyAttribution, NO_VENDOR, requestClassifier } from './attribution.mjs';
import { deviceKeys, deviceKeysWhenSettled, watchDevice } from './device-watch.mjs';

export const AUDIT_DEFAULTS = {
  pages: ['/'],
  privacyPath: '/privacy',
  /** "all" is "Reject all" in Cookie settings; a list of purposes turns those switches off and saves. */
  withdraw: 'all',
  /** After a withdrawal has taken effect, how long its keys may take to go (issue 25: 1 s). */
  keysWindowMs: 1000,
  /** After a withdrawal has taken effect, how long the audit watches for requests to a refused vendor. */
  quietMs: 5000,
  /** How long the audit watches each page once its network is idle (vendors start in idle moments, one at a time). */
  settleMs: 1000,
  /** Third-party origins the site reaches by design (its own CDN, a font host): never reported. */
  allowOrigins: [],
};

/** The checks, in the order they run, as the report names them. */
export { NO_VENDOR };

export const CHECKS = ['sent before consent', 'stored before consent', 'not declared', 'left after withdrawal', 'sent after withdrawal'];

// SPEC's English words: the audit's browser asks for English, whatever the site's default language.
export const SWITCH_NAMES = { analytics: 'Analytics', marketing: 'Advertising', experience: 'Session recording' };

const NETWORK_IDLE_TIMEOUT_MS = 10_000;

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs the audit on a page of a fresh browser context (`page`, or a new one of `context`), the site at
 * `baseUrl`. Resolves with `{ site, mode, pages, vendors, findings }`, each finding
 * `{ check, purpose, who, what }`; the site is clean when `findings` is empty.
 */
export async function runAudit(options) {
  const settings = { ...AUDIT_DEFAULTS, ...options };
  const { baseUrl, pages, settleMs } = settings;
  const site = new URL(baseUrl).origin;
  const page = options.page ?? (await options.context.newPage());
  const watch = await watchDevice(page);
  const visit = async (path) => {
    await page.goto(new URL(path, site).href, { waitUntil: 'load' });
    // A page that never goes quiet (a socket kept open, a poll) is watched for the same time from its load on.
    await page.waitForLoadState('networkidle', { timeout: NETWORK_IDLE_TIMEOUT_MS }).catch(() => undefined);
    await pause(settleMs);
  };

  await visit(pages[0]);
  const config = await readPageConfig(page);
  const declarations = declarationsOf(config);
  const classify = requestClassifier(config, site, settings.allowOrigins);
  const keysOf = keyAttribution(config, declarations, watch.writes);
  const findings = [];
  const notes = [];
  const report = (check, purpose, who, what, url) => findings.push({ check, purpose, who, what, ...(url ? { url } : {}) });

  // Notice mode (SPEC, the default) and opt-out run vendors from the first page by design: only opt-in asks first.
  if (config.consentMode === 'opt-in') {
    for (const path of pages.slice(1)) await visit(path);
    for (const sent of groupRequests(watch.requests.map(classify).filter((request) => request && request.purpose !== 'necessary')))
      report('sent before consent', sent.purpose, sent.who, sent.what, sent.url);
    const stored = keysOf([...(await deviceKeys(page, site)), ...watch.writes]);
    for (const key of stored.filter((key) => key.purpose !== 'necessary')) report('stored before consent', key.purpose, key.who, key.what);
  } else {
    // Notice mode runs the vendors from the first page by design: what they send and store before "I Understand"
    // is still checked, and reported as worth knowing (notes), not as a failure.
    for (const path of pages.slice(1)) await visit(path);
    for (const sent of groupRequests(watch.requests.map(classify).filter((request) => request && request.purpose !== 'necessary')))
      notes.push({ check: 'sent before consent', purpose: sent.purpose, who: sent.who, what: sent.what, url: sent.url });
    const stored = keysOf([...(await deviceKeys(page, site)), ...watch.writes]);
    for (const key of stored.filter((key) => key.purpose !== 'necessary'))
      notes.push({ check: 'stored before consent', purpose: key.purpose, who: key.who, what: key.what });
  }

  // Opt-out (a US state's law) shows no banner: its vendors run until the visitor opts out, so there is nothing to
  // accept; the withdrawal below is that opt-out, made in Cookie settings as in the other modes.
  if (config.consentMode === 'opt-out') await page.goto(new URL(pages[0], site).href, { waitUntil: 'load' });
  else await acceptAll(page, site, pages[0]);
  for (const path of pages) await visit(path);
  // What the device holds: a key an SDK writes and removes at once (its probe that storage works) is not kept on it.
  for (const key of keysOf(await deviceKeys(page, site)).filter((key) => !key.declared))
    report('not declared', key.purpose, key.who, key.what);

  const refused = settings.withdraw === 'all' ? REFUSABLE_PURPOSES : settings.withdraw;
  // What no vendor accounts for is refused with everything else ("Reject all"), not with one purpose.
  const isRefused = (purposes) =>
    purposes.every((purpose) => refused.includes(purpose) || (purpose === NO_VENDOR && settings.withdraw === 'all'));
  const takenEffect = await withdraw(page, site, settings);
  const keysOfRefused = async () => keysOf(await deviceKeysWhenSettled(page, site)).filter((key) => isRefused([key.purpose]));
  let remaining = await keysOfRefused();
  while (remaining.length > 0 && Date.now() - takenEffect < settings.keysWindowMs) {
    await pause(50);
    remaining = await keysOfRefused();
  }
  for (const key of remaining)
    report('left after withdrawal', key.purpose, key.who, `${key.what}, still there ${settings.keysWindowMs} ms after`);
  for (const path of pages) await visit(path);
  await pause(Math.max(0, takenEffect + settings.quietMs - Date.now()));
  const after = watch.requests.filter((request) => request.at >= takenEffect).map(classify);
  for (const sent of groupRequests(after.filter((request) => request && isRefused(request.purposes))))
    report('sent after withdrawal', sent.purpose, sent.who, sent.what, sent.url);

  return {
    site,
    mode: config.consentMode,
    pages,
    vendors: vendorsOf(config).map(({ label, purpose }) => ({ label, purpose })),
    findings,
    notes,
  };
}

/**
 * The banner's button that grants every purpose: "Accept all" on the opt-in banner, which asks (issue 33 §1), SPEC's
 * "I Understand" on the notice (SPEC §4), and on the opt-in banner of a Shellkit from before it asked.
 */
const ACCEPT_ALL = /^(Accept all|I Understand)$/;

async function acceptAll(page, site, path) {
  await page.goto(new URL(path, site).href, { waitUntil: 'load' });
  await page.getByRole('region', { name: 'We Use Cookies' }).getByRole('button', { name: ACCEPT_ALL }).click();
}

/**
 * Changes one's mind on the privacy page, and resolves with the moment it has taken effect: the settings
 * closed, and the page settled (a vendor that cannot be stopped in place is stopped by one reload, issue 25 §2).
 * The vendors' own consent calls at the moment of the choice are not counted; anything after this is.
 */
async function withdraw(page, site, { privacyPath, withdraw: purposes, settleMs }) {
  await page.goto(new URL(privacyPath, site).href, { waitUntil: 'load' });
  await page.getByRole('button', { name: 'Cookie settings' }).click();
  const settings = page.getByRole('region', { name: 'Cookie settings' });
  let navigatedAt = 0;
  const onNavigation = (frame) => {
    if (frame === page.mainFrame()) navigatedAt = Date.now();
  };
  page.on('framenavigated', onNavigation);
  if (purposes === 'all') await settings.getByRole('button', { name: 'Reject all' }).click();
  else {
    for (const purpose of purposes) await settings.getByRole('switch', { name: SWITCH_NAMES[purpose] }).uncheck();
    await settings.getByRole('button', { name: 'Save' }).click();
  }
  const choseAt = Date.now();
  for (;;) {
    await page.waitForLoadState('load', { timeout: NETWORK_IDLE_TIMEOUT_MS }).catch(() => undefined);
    const left = Math.max(choseAt, navigatedAt) + settleMs - Date.now();
    if (left <= 0) break;
    await pause(left);
  }
  page.off('framenavigated', onNavigation);
  return Date.now();
}
