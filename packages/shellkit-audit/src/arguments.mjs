// The command line as audit()'s options, checked before a browser starts: a mistake is one line and exit 2.
import path from 'node:path';
import { readDeclarations } from './declarations.mjs';
import { AuditError } from './errors.mjs';

export const HELP = `usage: shellkit-audit <url> [options]

Audits a website's consent: answers its banner as a visitor would, records every request (fetch, XHR,
sendBeacon, images, scripts, iframes, WebSockets, prefetch, CSS) and every store (cookies incl. HttpOnly,
localStorage, sessionStorage, IndexedDB, Cache Storage), and names each third party and its category.

Options:
  --pages <path>...            pages to visit, relative to <url> (default: /)
  --regime opt-in|opt-out      opt-in (default): nothing for a consent-requiring category before consent,
                               nothing for a refused purpose after "reject" or a withdrawal;
                               opt-out: with Global Privacy Control on, nothing to advertising or sale/share
  --header "<Name>: <value>"...  sent with every request of the visit, as the CDN in front of the site adds them:
                               where the visitor is, for a site whose regime depends on it
                               (--header "CF-IPCountry: US" "cf-region-code: CA")
  --accept-selector <css>      the banner's accept button, when autoconsent and its heuristic do not know it
  --reject-selector <css>      the banner's reject button, likewise
  --withdraw-url <path|url>    where a visitor changes their mind (after accepting) ...
  --withdraw-click <css>...    ... and what they click there, in order
  --declarations <file.json>   first-party keys the site declares necessary:
                               { "necessary": [{ "store": "cookie", "name": "session*" }] }
  --quiet-ms <ms>              how long after reject/withdrawal nothing may go, on the page's clock (10000)
  --settle-ms <ms>             how long each page is watched once its network is idle (1000)
  --offline-vendors            answer third-party hosts locally with an empty answer (a CI without the
                               internet): every attempt still counts
  --allow-host <host>...       hosts that are the site's own (its CDN): never reported, never faked
  --tracker-db <name|module>   third-party-web (default, MIT); ghostery (CC-BY-NC-SA-4.0, non-commercial
                               use only: install @ghostery/trackerdb yourself); or a module's path
  --format text|json|junit     the report's format (default: text)
  --out <file>                 write the report there instead of standard output
  --route-map <host>=<url>...  send a host's requests to another server (X-Forwarded-Host set)
  A Shellkit site (it carries <script id="shellkit-config">) is driven natively: --privacy-path <path>,
  --withdraw all|<purpose>,..., --keys-window-ms <ms> apply to it.
  -h, --help                   this help

Exit code: 0 no error finding; 1 error findings (info findings never fail); 2 could not run (one line says why).
Chromium: CHROME_PATH, else Playwright's own (npx playwright-core install chromium), else /usr/bin/chromium.`;

const FLAGS = ['--offline-vendors'];
const REFUSABLE = ['analytics', 'marketing', 'experience'];

/** `{ help: true }`, or audit()'s options plus `{ format, out }`; throws an AuditError on a wrong argument. */
export function parseArguments(args, cwd = process.cwd()) {
  if (args.includes('-h') || args.includes('--help')) return { help: true };
  const options = { pages: ['/'], allowHosts: [], routeMap: {}, withdrawClicks: [], headers: {}, format: 'text' };
  let url;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    if (!arg.startsWith('-')) {
      if (url !== undefined) throw new AuditError(`one site at a time: ${url} and ${arg}`);
      url = arg;
      continue;
    }
    if (FLAGS.includes(arg)) {
      options.offlineVendors = true;
      continue;
    }
    const values = [];
    while (args[index + 1] !== undefined && !args[index + 1].startsWith('--')) values.push(args[++index]);
    const one = () => {
      if (values.length !== 1) throw new AuditError(`${arg} takes one value`);
      return values[0];
    };
    const milliseconds = () => {
      const value = Number(one());
      if (!Number.isInteger(value) || value < 0) throw new AuditError(`${arg} takes a number of milliseconds`);
      return value;
    };
    if (arg === '--pages') {
      if (values.length === 0) throw new AuditError('--pages needs at least one path');
      options.pages = values;
    } else if (arg === '--regime') {
      options.regime = one();
      if (!['opt-in', 'opt-out'].includes(options.regime)) throw new AuditError(`--regime takes opt-in or opt-out, not ${options.regime}`);
    } else if (arg === '--header') {
      if (values.length === 0) throw new AuditError('--header needs at least one "Name: value"');
      for (const value of values) {
        const match = /^([A-Za-z0-9-]+):\s*(\S.*)$/.exec(value);
        if (!match) throw new AuditError(`--header takes "Name: value", not ${value}`);
        options.headers[match[1]] = match[2].trim();
      }
    } else if (arg === '--accept-selector') options.acceptSelector = one();
    else if (arg === '--reject-selector') options.rejectSelector = one();
    else if (arg === '--withdraw-url') options.withdrawUrl = one();
    else if (arg === '--withdraw-click') options.withdrawClicks.push(...values);
    else if (arg === '--declarations') options.declarations = readDeclarations(path.resolve(cwd, one()), values[0]);
    else if (arg === '--quiet-ms') options.quietMs = milliseconds();
    else if (arg === '--settle-ms') options.settleMs = milliseconds();
    else if (arg === '--keys-window-ms') options.keysWindowMs = milliseconds();
    else if (arg === '--privacy-path') options.privacyPath = one();
    else if (arg === '--withdraw') {
      const value = one();
      options.withdraw = value === 'all' ? 'all' : value.split(',');
      const wrong = options.withdraw === 'all' ? [] : options.withdraw.filter((purpose) => !REFUSABLE.includes(purpose));
      if (wrong.length > 0) throw new AuditError(`--withdraw takes all, or some of ${REFUSABLE.join(', ')}: not ${wrong.join(', ')}`);
    } else if (arg === '--allow-host') options.allowHosts.push(...values);
    else if (arg === '--allow-origin')
      options.allowOrigins = [...(options.allowOrigins ?? []), ...values.map((value) => new URL(value).origin)];
    else if (arg === '--tracker-db') options.trackerDb = one();
    else if (arg === '--format') {
      options.format = one();
      if (!['text', 'json', 'junit'].includes(options.format))
        throw new AuditError(`--format takes text, json or junit, not ${options.format}`);
    } else if (arg === '--out') options.out = one();
    else if (arg === '--route-map')
      for (const value of values) {
        const [host, target] = value.split('=');
        if (!host || !target) throw new AuditError(`--route-map takes host=url pairs, not ${value}`);
        options.routeMap[host] = new URL(target).origin;
      }
    else throw new AuditError(`unknown option ${arg} (see --help)`);
  }
  if (!url) throw new AuditError('the site to audit is missing: shellkit-audit <url> (see --help)');
  try {
    options.url = new URL(url).href;
  } catch {
    throw new AuditError(`${url} is not a URL (http://… or https://…)`);
  }
  if (options.withdrawClicks.length > 0 && !options.withdrawUrl) throw new AuditError('--withdraw-click needs --withdraw-url');
  return options;
}
