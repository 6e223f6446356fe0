// The audit's Chromium, looking like a visitor's: some consent tools hide their banner from automation.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { AuditError } from './errors.mjs';

const SYSTEM_CHROMIUMS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

/** CHROME_PATH, else Playwright's own Chromium when installed, else the system's; which one, and why. */
export function findChromium(env = process.env) {
  if (env.CHROME_PATH) {
    if (!existsSync(env.CHROME_PATH)) throw new AuditError(`CHROME_PATH is ${env.CHROME_PATH}, and there is no such file`);
    return env.CHROME_PATH;
  }
  let playwrights;
  try {
    playwrights = chromium.executablePath();
  } catch {
    playwrights = undefined;
  }
  if (playwrights && existsSync(playwrights)) return playwrights;
  const system = SYSTEM_CHROMIUMS.find((file) => existsSync(file));
  if (system) return system;
  throw new AuditError(
    `no Chromium found: set CHROME_PATH, or run "npx playwright-core install chromium", or install one at ${SYSTEM_CHROMIUMS[0]}`,
  );
}

const ARGS = [
  // navigator.webdriver stays false, as in a visitor's browser.
  '--disable-blink-features=AutomationControlled',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A headless Chromium without the marks of automation. */
export async function launchBrowser(executablePath = findChromium()) {
  try {
    return await chromium.launch({ executablePath, args: ARGS, ignoreDefaultArgs: ['--enable-automation'] });
  } catch (error) {
    throw new AuditError(`Chromium at ${executablePath} did not start: ${String(error.message).split('\n')[0]}`);
  }
}

/**
 * A fresh profile (a first visit): English, a desktop's user agent without "Headless", navigator.webdriver
 * false; with `gpc`, Global Privacy Control on (the Sec-GPC header and navigator.globalPrivacyControl); `headers` on
 * every request (--header: where the visitor is, as the CDN in front of the site says it, `CF-IPCountry: US`).
 */
export async function newVisitorContext(browser, { gpc = false, headers = {} } = {}) {
  const userAgent = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${browser.version().split('.')[0]}.0.0.0 Safari/537.36`;
  const context = await browser.newContext({
    locale: 'en-US',
    userAgent,
    viewport: { width: 1280, height: 800 },
    extraHTTPHeaders: { 'Accept-Language': 'en', ...headers, ...(gpc ? { 'Sec-GPC': '1' } : {}) },
  });
  await context.addInitScript((gpcOn) => {
    Object.defineProperty(Navigator.prototype, 'webdriver', { configurable: true, get: () => false });
    if (gpcOn) Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { configurable: true, get: () => true });
  }, gpc);
  return context;
}
