// Debian's Chromium, driven by puppeteer-core (the driver Lighthouse itself uses), with every
// vendor host answered on this machine (tests/support/fake-vendors.mjs) and background networking off.
import { execFileSync } from 'node:child_process';
import puppeteer from 'puppeteer-core';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchChromium(vendorArgs) {
  return puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      ...vendorArgs,
      ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-default-apps',
      '--disable-extensions',
    ],
  });
}

/** Chromium's own version line, e.g. "Chromium 156.0.8078.79 built on Debian GNU/Linux 12 (bookworm)". */
export function chromiumVersion() {
  return execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
}
