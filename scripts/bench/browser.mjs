// Debian's Chromium, driven by puppeteer-core (the driver Lighthouse itself uses), with every
// vendor host answered on this machine (tests/support/fake-vendors.mjs) and background networking off.
import { execFileSync } from 'node:child_process';
import puppeteer from 'puppeteer-core';
import { TIMED_OUT, within } from './time-limit.mjs';

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

/** Chromium closes in well under a second; one that has not in this long is not going to. */
export const CLOSE_WITHIN_MS = 5_000;

/**
 * Closes `browser`, for at most CLOSE_WITHIN_MS. puppeteer's own close waits for Browser.close's answer (up to its
 * 180 s protocol timeout) and then for Chromium's process to exit, with no limit: an interaction run twice stopped
 * with the machine idle, most likely there. Past the limit, or if the close fails, Chromium's processes are killed
 * (SIGKILL to its process group: puppeteer starts it as a group leader, its renderers in the group), that is said
 * once on stderr, and the bench carries on.
 */
export async function closeBrowser(browser) {
  const closing = browser.close().then(
    () => 'closed',
    (error) => error,
  );
  const outcome = await within(closing, CLOSE_WITHIN_MS);
  const chromium = browser.process();
  if (outcome === 'closed' || !chromium?.pid || chromium.exitCode !== null || chromium.signalCode !== null) return;
  const why = outcome === TIMED_OUT ? `did not close within ${CLOSE_WITHIN_MS / 1000} s` : `failed to close (${outcome.message})`;
  console.error(`[bench] Chromium (pid ${chromium.pid}) ${why}: killed; the bench carries on`);
  try {
    process.kill(-chromium.pid, 'SIGKILL');
  } catch {
    // Not a group leader after all: the main process, at least.
    chromium.kill('SIGKILL');
  }
  // Lets puppeteer see the exit and drop its connection; bounded like the close, since a kill may not be seen either.
  await within(closing, CLOSE_WITHIN_MS);
}

/** Chromium's own version line, e.g. "Chromium 156.0.8078.79 built on Debian GNU/Linux 12 (bookworm)". */
export function chromiumVersion() {
  // Bounded as every wait on a child is: a Chromium that hangs here fails the bench rather than holding it.
  return execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 30_000 }).trim();
}
