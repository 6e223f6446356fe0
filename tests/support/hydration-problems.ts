import type { Page } from '@playwright/test';

/**
 * What React reports on the console when the hydrated page differs from the server's HTML, and every
 * uncaught error: a test of a server-painted page expects this list to stay empty.
 */
export function watchHydrationProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/hydrat|Minified React error #(418|419|421|422|423|425)|did not match/i.test(message.text()))
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}
