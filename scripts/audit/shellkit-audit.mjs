#!/usr/bin/env node
// shellkit-audit <url> [--pages / /pricing] [--withdraw all|analytics,marketing,experience] [--quiet-ms 5000]
//   [--keys-window-ms 1000] [--settle-ms 1000] [--privacy-path /privacy] [--allow-origin https://cdn.example]...
//   [--route-map host=http://127.0.0.1:4000]...
// The audit of a built Shellkit site (docs/privacy/audit.md): exits 0 when clean, 1 on any finding (each
// printed, naming it), 2 when it could not run. Chromium from CHROME_PATH, PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH
// or /usr/bin/chromium; `--route-map` sends a host's requests elsewhere (a local fake of a vendor in CI).
import { chromium } from '@playwright/test';
import { formatReport } from './audit-report.mjs';
import { parseAuditArguments, USAGE } from './audit-arguments.mjs';
import { runAudit } from './run-audit.mjs';

async function main() {
  let options;
  try {
    options = parseAuditArguments(process.argv.slice(2));
  } catch (error) {
    console.error(`${error.message}\n${USAGE}`);
    return 2;
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH ?? '/usr/bin/chromium',
    args: ['--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    // SPEC's button names are English: the audit's visitor asks for English.
    const context = await browser.newContext({ locale: 'en-US', extraHTTPHeaders: { 'Accept-Language': 'en' } });
    for (const [host, target] of Object.entries(options.routeMap))
      await context.route(
        (url) => url.hostname === host,
        async (route) => {
          const url = new URL(route.request().url());
          // The host it was meant for goes along, as a reverse proxy passes it, so one local fake can answer several vendors.
          const headers = { ...route.request().headers(), 'x-forwarded-host': url.host };
          // Unanswered, the request fails in the page as an unreachable host would; it must not end the audit.
          const response = await route.fetch({ url: `${target}${url.pathname}${url.search}`, headers }).catch(() => undefined);
          await (response ? route.fulfill({ response }) : route.abort('connectionrefused')).catch(() => undefined);
        },
      );
    const result = await runAudit({ ...options, context });
    console.log(formatReport(result));
    return result.findings.length === 0 ? 0 : 1;
  } finally {
    await browser.close();
  }
}

main().then(
  (code) => (process.exitCode = code),
  (error) => {
    console.error(`shellkit-audit could not finish: ${error.stack ?? error}`);
    process.exitCode = 2;
  },
);
