// One line per failed test, from the JSON reports of vitest and Playwright: where it is, its name and the first
// line of its error. `npm test` prints them just above its last line, so a CI log cut to its tail still names them.

const FIRST_LINE = 240;

function firstLine(message) {
  const line = String(message ?? '')
    // eslint-disable-next-line no-control-regex -- the reporters' messages carry ANSI colours
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .find((text) => text.trim() !== '');
  return (line ?? '').trim().slice(0, FIRST_LINE);
}

/** @param {any} report vitest's `--reporter=json` output, or undefined when it has none */
export function failedVitestTests(report) {
  if (!report?.testResults) return [];
  const lines = [];
  for (const file of report.testResults) {
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) lines.push(`${file.name}: ${test.fullName} — ${firstLine(test.failureMessages?.[0])}`);
    // A file that failed to load has no failed test of its own, only its message.
    if (failedTests.length === 0 && file.status === 'failed') lines.push(`${file.name} — ${firstLine(file.message)}`);
  }
  return lines;
}

function* playwrightSpecs(suite, titles = []) {
  const path = suite.title && !suite.file?.endsWith(suite.title) ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) yield { spec, titles: path };
  for (const child of suite.suites ?? []) yield* playwrightSpecs(child, path);
}

/** @param {any} report Playwright's json reporter output, or undefined when it has none */
export function failedPlaywrightTests(report) {
  if (!report?.suites) return [];
  const lines = [];
  for (const suite of report.suites) {
    for (const { spec, titles } of playwrightSpecs(suite)) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const failedResult = (test.results ?? []).find((result) => result.status !== 'passed');
        const error = failedResult?.error?.message ?? failedResult?.status;
        lines.push(`${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')} — ${firstLine(error)}`);
      }
    }
  }
  return lines;
}
