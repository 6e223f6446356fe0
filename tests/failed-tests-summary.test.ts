import { describe, expect, it } from 'vitest';
import { failedPlaywrightTests, failedVitestTests } from '../scripts/failed-tests.mjs';

// CI keeps only the tail of `npm test`'s log: the failed tests' names must be there, beside the count.
describe('the failed tests listed at the end of npm test', () => {
  it('names a failed vitest test with its file and the first line of its error, and a file that failed to load', () => {
    const report = {
      testResults: [
        {
          name: '/repo/src/a.test.ts',
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'a works', failureMessages: [] },
            {
              status: 'failed',
              fullName: 'a › breaks',
              failureMessages: ['\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\n    at x'],
            },
          ],
        },
        { name: '/repo/src/b.test.ts', status: 'failed', message: 'Failed to load url ./missing', assertionResults: [] },
        { name: '/repo/src/c.test.ts', status: 'passed', assertionResults: [{ status: 'passed', fullName: 'c' }] },
      ],
    };
    expect(failedVitestTests(report)).toEqual([
      '/repo/src/a.test.ts: a › breaks — AssertionError: expected 1 to be 2',
      '/repo/src/b.test.ts — Failed to load url ./missing',
    ]);
  });

  it('names a failed Playwright test with its place, its describe titles and its error; a flaky pass is not listed', () => {
    const report = {
      suites: [
        {
          title: 'consent/banner.spec.ts',
          file: 'consent/banner.spec.ts',
          specs: [],
          suites: [
            {
              title: 'opt-in mode',
              file: 'consent/banner.spec.ts',
              specs: [
                {
                  title: 'hides the banner',
                  file: 'consent/banner.spec.ts',
                  line: 12,
                  tests: [
                    { status: 'unexpected', results: [{ status: 'timedOut', error: { message: 'Test timeout of 30000ms exceeded.' } }] },
                  ],
                },
                {
                  title: 'shows the banner',
                  file: 'consent/banner.spec.ts',
                  line: 30,
                  tests: [{ status: 'flaky', results: [{ status: 'failed' }, { status: 'passed' }] }],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(failedPlaywrightTests(report)).toEqual([
      'consent/banner.spec.ts:12 › opt-in mode › hides the banner — Test timeout of 30000ms exceeded.',
    ]);
  });

  it('lists nothing when a report is missing', () => {
    expect(failedVitestTests(undefined)).toEqual([]);
    expect(failedPlaywrightTests(undefined)).toEqual([]);
  });
});
