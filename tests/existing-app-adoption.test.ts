// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 31: an existing app adopts Shellkit in at most 40 added lines in at most 4 files, and its README shows the
// adoption whole, as `git diff` gives it (scripts/existing-app-adoption.mjs writes it from the app's history). This
// reads the README alone, not git, so it holds in any checkout: the counts it states are those of the diff it shows,
// within the goal, and every hunk's result is in the app's files as they are now. A change to the app that the
// README does not show fails here until the script is run again.
const APP = path.resolve('examples/existing-app');
const readme = readFileSync(path.join(APP, 'README.md'), 'utf8');
const section = /<!-- adoption:start[^>]*-->([\s\S]*?)<!-- adoption:end -->/.exec(readme)?.[1] ?? '';
const diff = /```diff\n([\s\S]*?)\n```/.exec(section)?.[1] ?? '';

interface FileDiff {
  readonly file: string;
  /** Each hunk's lines as the file has them after the change: its context and its added lines. */
  readonly results: readonly string[];
  readonly added: number;
}

function fileDiffs(text: string): FileDiff[] {
  return text
    .split(/^(?=diff --git )/m)
    .filter((part) => part.startsWith('diff --git '))
    .map((part) => {
      const file = /^diff --git a\/\S+ b\/(\S+)$/m.exec(part)?.[1] ?? '';
      const hunks = part.split(/^@@ [^\n]* @@[^\n]*\n/m).slice(1);
      const lines = hunks.map((hunk) => hunk.split('\n').filter((line) => line !== '' && !line.startsWith('\\')));
      return {
        file,
        results: lines.map((hunk) =>
          hunk
            .filter((line) => !line.startsWith('-'))
            .map((line) => line.slice(1))
            .join('\n'),
        ),
        added: lines.flat().filter((line) => line.startsWith('+')).length,
      };
    });
}

describe("the existing app's adoption, as its README shows it", () => {
  const files = fileDiffs(diff);
  const stated = /(\d+) lines added by hand, in (\d+) files/.exec(section);

  it('is at most 40 added lines in at most 4 files, as the README states them', () => {
    expect(files.length, 'the README shows no diff').toBeGreaterThan(0);
    const added = files.reduce((sum, file) => sum + file.added, 0);
    expect([added, files.length]).toEqual([Number(stated?.[1]), Number(stated?.[2])]);
    expect(added).toBeLessThanOrEqual(40);
    expect(files.length).toBeLessThanOrEqual(4);
  });

  it("is the app as it is: each hunk's result is in its file now", () => {
    for (const { file, results } of files) {
      const now = readFileSync(path.join(APP, file), 'utf8');
      for (const result of results) expect(now, `${file}: run node scripts/existing-app-adoption.mjs`).toContain(result);
    }
  });
});
