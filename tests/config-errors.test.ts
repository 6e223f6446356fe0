// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const run = (args: string[], env: Record<string, string>) =>
  spawnSync(process.execPath, args, { env: { ...process.env, ...env }, encoding: 'utf8', timeout: 60_000 });

describe('a bad config value fails loudly, naming the variable', () => {
  it('`vite build` fails on VITE_CONSENT_STORE=cookies and says so', () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'shellkit-bad-build-'));
    try {
      const result = run(
        ['node_modules/vite/bin/vite.js', 'build', '--configLoader', 'runner', '--outDir', outDir, '--logLevel', 'error'],
        {
          VITE_CONSENT_STORE: 'cookies',
        },
      );
      expect(result.status).not.toBe(0);
      expect(result.stderr + result.stdout).toMatch(/VITE_CONSENT_STORE: .*\(got "cookies"\)/);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });

  it('the server refuses to start on PORT=eighty, naming PORT', () => {
    const result = run(['dist/server/main.js'], { PORT: 'eighty' });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/PORT: .*\(got "eighty"\)/);
  });

  it('the server refuses to start on LOG_LEVEL=verbose, naming LOG_LEVEL and its levels', () => {
    const result = run(['dist/server/main.js'], { LOG_LEVEL: 'verbose', PORT: '1' });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/LOG_LEVEL: must be one of trace, debug, info, warn, error, fatal, silent \(got "verbose"\)/);
  });

  it("the server refuses to start on a bad vendor variable, named by the vendor's own descriptor", () => {
    const result = run(['dist/server/main.js'], { VITE_SEGMENT_WRITE_KEY: 'has spaces', PORT: '1' });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/VITE_SEGMENT_WRITE_KEY: must be a Segment write key.*\(got "has spaces"\)/);
  });

  it('the server refuses to start in auto mode on a country code no CDN sends, naming CONSENT_OPT_IN_COUNTRIES', () => {
    const result = run(['dist/server/main.js'], { VITE_CONSENT_MODE: 'auto', CONSENT_OPT_IN_COUNTRIES: 'DE,UK' });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/CONSENT_OPT_IN_COUNTRIES: .*UK is GB in ISO 3166-1.*\(got "DE,UK"\)/);
  });

  it('the server refuses to start on a bad shell variable too', () => {
    const result = run(['dist/server/main.js'], { VITE_CONSENT_STORE: 'cookies', PORT: '0' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('VITE_CONSENT_STORE');
    expect(result.stderr).toContain('PORT');
  });
});
