// Playwright's own browser download does not work on these machines: the end-to-end tests drive
// Debian's Chromium. This installs it when it is missing and we may (root); otherwise it says how.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { aptInstall } from './apt-install.mjs';

/**
 * Fonts the pages' languages need, by a language fontconfig must cover: without one, Chromium draws
 * Japanese, Korean and Chinese as empty boxes, and the tests that lay out and screenshot those pages
 * (tests/e2e/i18n/native-readers.spec.ts) measure boxes. Debian's Chromium brings no CJK font.
 */
const FONTS = [{ language: 'ja', debianPackage: 'fonts-noto-cjk' }];

function covers(language) {
  try {
    return execFileSync('fc-list', [`:lang=${language}`, 'family'], { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false;
  }
}

export function ensureFonts() {
  const missing = FONTS.filter(({ language }) => !covers(language)).map(({ debianPackage }) => debianPackage);
  if (missing.length === 0) return;
  console.log(`Fonts for the pages' languages not found: installing ${missing.join(', ')} with apt-get…`);
  aptInstall(missing, `Install them yourself (\`sudo apt-get install ${missing.join(' ')}\`).`);
}

export function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  ensureFonts();
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
