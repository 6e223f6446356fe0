// Playwright's own browser download does not work on these machines: the end-to-end tests drive
// Debian's Chromium. This installs it when it is missing and we may (root); otherwise it says how.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(chromium)) return chromium;
  if (process.env.CHROMIUM_PATH) throw new Error(`CHROMIUM_PATH=${chromium} does not exist.`);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  console.log("Chromium not found: installing Debian's chromium package with apt-get…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (args) => {
    const [command, ...rest] = isRoot ? args : ['sudo', '-n', ...args];
    execFileSync(command, rest, { stdio: 'inherit', env });
  };
  try {
    run(['apt-get', 'update', '-qq']);
    run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-liberation']);
  } catch (error) {
    throw new Error(
      `Could not install Chromium (${error.message}). Install it yourself (\`sudo apt-get install chromium\`) ` +
        'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
      { cause: error },
    );
  }
  if (!existsSync(chromium)) throw new Error(`apt-get finished but ${chromium} is still missing.`);
  return chromium;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
