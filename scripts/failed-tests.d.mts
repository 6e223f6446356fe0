/** One line per failed test of a vitest `--reporter=json` report: its file, its name and its error's first line. */
export function failedVitestTests(report: unknown): string[];
/** One line per failed Playwright test of a json-reporter report (a flaky pass is not one). */
export function failedPlaywrightTests(report: unknown): string[];
