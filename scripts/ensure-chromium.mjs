// Playwright's own browser download does not work on these machines: the end-to-end tests drive
// Debian's Chromium. This installs it when it is missing and we may (root); otherwise it says how.
import { existsSync } from 'node:fs';
import { aptInstall } from './apt-install.mjs';

export function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(chromium)) return chromium;
  if (process.env.CHROMIUM_PATH) throw new Error(`CHROMIUM_PATH=${chromium} does not exist.`);
  console.log("Chromium not found: installing Debian's chromium package with apt-get…");
  aptInstall(
    ['chromium', 'fonts-liberation'],
    'Install it yourself (`sudo apt-get install chromium`) or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
  if (!existsSync(chromium)) throw new Error(`apt-get finished but ${chromium} is still missing.`);
  return chromium;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
