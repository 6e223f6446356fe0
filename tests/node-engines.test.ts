// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 36: the README promised Node 20.19+, and `npm ci` warned that `@axe-core/playwright` wants Node 22.12.
 * The Node the README names is package.json's `engines`, and installing the locked tree on this Node warns of
 * no engine (npm's own check: `npm ci --dry-run`, from the lock file alone, offline).
 */
describe('the Node the project needs', () => {
  it("is the one package.json's engines gives, and the README names it", () => {
    const engines = (JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } }).engines.node;
    const minimum = /^>=(\d+\.\d+)$/.exec(engines)?.[1];
    expect(minimum, `package.json engines.node is ">=<major>.<minor>", not ${engines}`).toBeDefined();
    expect(readFileSync('README.md', 'utf8')).toContain(`Node ${minimum}+`);
  });

  it(`is met by every locked package: npm ci on Node ${process.versions.node} warns of no engine (EBADENGINE)`, () => {
    const copy = mkdtempSync(join(tmpdir(), 'shellkit-engines-'));
    try {
      for (const file of ['package.json', 'package-lock.json']) copyFileSync(file, join(copy, file));
      const run = spawnSync('npm', ['ci', '--dry-run', '--ignore-scripts', '--offline', '--no-audit', '--no-fund'], {
        cwd: copy,
        encoding: 'utf8',
        timeout: 60_000,
      });
      const output = run.stdout + run.stderr;
      expect(run.status, output).toBe(0);
      expect(output.split('\n').filter((line) => /EBADENGINE/.test(line))).toEqual([]);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
