// @vitest-environment node
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import budgets from '../budgets.json';
import { initialScripts } from './build-output';

describe('bundle size (budgets.json)', () => {
  it(`initial JavaScript is at most ${budgets.initialJsGzipKiB.limit} KiB gzip`, () => {
    const scripts = initialScripts();
    expect(scripts.length).toBeGreaterThan(0);
    const gzipBytes = scripts.reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0);
    const kib = gzipBytes / 1024;
    console.log(`initial JS: ${kib.toFixed(1)} KiB gzip in ${scripts.length} file(s); budget ${budgets.initialJsGzipKiB.limit} KiB`);
    expect(kib).toBeLessThanOrEqual(budgets.initialJsGzipKiB.limit);
  });

  it('leaves the shell inspector out of the initial JavaScript: its panel is a chunk fetched when opened', () => {
    for (const file of initialScripts()) expect(readFileSync(file, 'utf8')).not.toContain('Port calls, newest first');
  });

  it('ships no zod to visitors: config is validated at build time and inlined as data', () => {
    for (const file of initialScripts()) expect(readFileSync(file, 'utf8')).not.toMatch(/ZodError|\$ZodType/);
  });
});
