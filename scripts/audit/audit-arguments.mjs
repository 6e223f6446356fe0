// The audit's command line as runAudit's options, checked: a mistyped option stops it before a browser starts.
import { AUDIT_DEFAULTS } from './run-audit.mjs';

export const USAGE =
  'usage: shellkit-audit <url> [--pages / /pricing] [--withdraw all|analytics,marketing,experience] [--quiet-ms 5000] [--keys-window-ms 1000]\n' +
  '  [--settle-ms 1000] [--privacy-path /privacy] [--allow-origin https://cdn.example ...] [--route-map host=http://127.0.0.1:4000 ...]';

const REFUSABLE = ['analytics', 'marketing', 'experience'];

/** The arguments as `{ baseUrl, pages, withdraw, quietMs, keysWindowMs, settleMs, privacyPath, allowOrigins, routeMap }`; throws on a wrong one. */
export function parseAuditArguments(args) {
  const options = { ...AUDIT_DEFAULTS, allowOrigins: [], routeMap: {} };
  let baseUrl;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    if (!arg.startsWith('--')) {
      if (baseUrl !== undefined) throw new Error(`one site at a time: ${baseUrl} and ${arg}`);
      baseUrl = arg;
      continue;
    }
    const values = [];
    while (args[index + 1] !== undefined && !args[index + 1].startsWith('--')) values.push(args[++index]);
    const milliseconds = () => {
      const value = Number(values[0]);
      if (values.length !== 1 || !Number.isInteger(value) || value < 0) throw new Error(`${arg} takes a number of milliseconds`);
      return value;
    };
    if (arg === '--pages') options.pages = values;
    else if (arg === '--withdraw') options.withdraw = values[0] === 'all' ? 'all' : (values[0] ?? '').split(',');
    else if (arg === '--quiet-ms') options.quietMs = milliseconds();
    else if (arg === '--keys-window-ms') options.keysWindowMs = milliseconds();
    else if (arg === '--settle-ms') options.settleMs = milliseconds();
    else if (arg === '--privacy-path') options.privacyPath = values[0] ?? options.privacyPath;
    else if (arg === '--allow-origin') options.allowOrigins.push(...values.map((value) => new URL(value).origin));
    else if (arg === '--route-map')
      for (const value of values) {
        const [host, target] = value.split('=');
        if (!host || !target) throw new Error(`--route-map takes host=url pairs, not ${value}`);
        options.routeMap[host] = new URL(target).origin;
      }
    else throw new Error(`unknown option ${arg}`);
  }
  if (!baseUrl) throw new Error('the site to audit is missing');
  if (options.pages.length === 0) throw new Error('--pages needs at least one path');
  const wrong = options.withdraw === 'all' ? [] : options.withdraw.filter((purpose) => !REFUSABLE.includes(purpose));
  if (wrong.length > 0) throw new Error(`--withdraw takes all, or some of ${REFUSABLE.join(', ')}: not ${wrong.join(', ')}`);
  return { ...options, baseUrl: new URL(baseUrl).href };
}
