// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  AuditError,
  findingLine,
  loadTrackerDatabase,
  formatJunit,
  formatResult,
  parseArguments,
  type AuditResult,
  type Finding,
} from '../src/index.mjs';

const BIN = fileURLToPath(new URL('../bin/shellkit-audit.mjs', import.meta.url));
const run = (...args: string[]) =>
  spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' } });

describe('the command line', () => {
  it('--help (and -h) explains every option and the exit codes, and exits 0', () => {
    for (const flag of ['--help', '-h']) {
      const { status, stdout } = run(flag);
      expect(status).toBe(0);
      expect(stdout).toContain('usage: shellkit-audit <url> [options]');
      expect(stdout).toContain('Exit code: 0 no error finding; 1 error findings (info findings never fail); 2 could not run');
      for (const option of [
        '--regime',
        '--accept-selector',
        '--reject-selector',
        '--withdraw-url',
        '--declarations',
        '--format',
        '--out',
        '--pages',
        '--offline-vendors',
        '--header',
      ])
        expect(stdout).toContain(option);
    }
  });

  it('a mistake is one line naming it, no stack trace, exit 2', () => {
    const cases: [string[], string][] = [
      [[], 'shellkit-audit: the site to audit is missing: shellkit-audit <url> (see --help)'],
      [['http://127.0.0.1:3000', '--verbose'], 'shellkit-audit: unknown option --verbose (see --help)'],
      [['http://127.0.0.1:3000', '--regime', 'gdpr'], 'shellkit-audit: --regime takes opt-in or opt-out, not gdpr'],
      [['http://127.0.0.1:3000', '--header', 'CF-IPCountry US'], 'shellkit-audit: --header takes "Name: value", not CF-IPCountry US'],
      [['not a url'], 'shellkit-audit: not a url is not a URL (http://… or https://…)'],
      [['http://127.0.0.1:3000', '--declarations', 'missing.json'], 'shellkit-audit: --declarations missing.json: no such file'],
    ];
    for (const [args, line] of cases) {
      const { status, stderr } = run(...args);
      expect(stderr.trim()).toBe(line);
      expect(status).toBe(2);
    }
    const chrome = spawnSync(process.execPath, [BIN, 'http://127.0.0.1:3000'], {
      encoding: 'utf8',
      env: { ...process.env, CHROME_PATH: '/nowhere/chrome' },
    });
    expect(chrome.stderr.trim()).toBe('shellkit-audit: CHROME_PATH is /nowhere/chrome, and there is no such file');
    expect(chrome.status).toBe(2);
  });

  it('reads --pages, the selectors, the withdrawal recipe and a declarations file, naming a wrong field', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'audit-cli-'));
    writeFileSync(path.join(folder, 'ok.json'), JSON.stringify({ necessary: [{ store: 'cookie', name: 'session*' }] }));
    writeFileSync(path.join(folder, 'bad.json'), JSON.stringify({ necessary: [{ store: 'disk', name: 'x' }] }));
    expect(
      parseArguments(
        [
          'https://shop.example/app/',
          '--pages',
          '/',
          'pricing',
          '--reject-selector',
          '#no',
          '--withdraw-url',
          '/privacy',
          '--withdraw-click',
          '#settings',
          '#reject',
          '--declarations',
          'ok.json',
          '--format',
          'json',
          '--header',
          'CF-IPCountry: US',
          'cf-region-code:CA',
        ],
        folder,
      ),
    ).toMatchObject({
      url: 'https://shop.example/app/',
      headers: { 'CF-IPCountry': 'US', 'cf-region-code': 'CA' },
      pages: ['/', 'pricing'],
      rejectSelector: '#no',
      withdrawUrl: '/privacy',
      withdrawClicks: ['#settings', '#reject'],
      declarations: [{ store: 'cookie', name: 'session*' }],
      format: 'json',
    });
    expect(() => parseArguments(['https://shop.example', '--declarations', 'bad.json'], folder)).toThrow(
      new AuditError('bad.json: necessary[0].store must be one of cookie, localStorage, sessionStorage, indexedDB, cacheStorage'),
    );
  });
});

const RESULT: AuditResult = {
  schema: 'shellkit-audit/1',
  tool: { name: 'shellkit-audit', version: '0.1.0' },
  site: 'http://127.0.0.1:3000',
  pages: ['http://127.0.0.1:3000/'],
  regime: 'opt-in',
  shellkit: false,
  banner: { accept: 'autoconsent:cookieconsent3', reject: 'autoconsent:cookieconsent3', withdraw: null },
  trackerDb: { name: 'third-party-web', licence: 'MIT' },
  findings: [
    {
      phase: 'before-consent',
      kind: 'request',
      url: 'https://www.facebook.com/tr?id=999&ev=PageView',
      vendor: 'Meta',
      category: 'advertising',
      evidence: 'image attempted',
      severity: 'error',
      count: 1,
    },
    {
      phase: 'after-accept',
      kind: 'storage',
      store: 'localStorage',
      key: 'theme',
      vendor: 'the page',
      category: 'undeclared',
      evidence: 'present',
      severity: 'info',
      count: 2,
    },
  ],
  summary: { errors: 1, infos: 1 },
  durationMs: 5000,
};

describe('the report', () => {
  it('names who, why and the whole URL on one line', () => {
    expect(findingLine(RESULT.findings[0] as Finding)).toBe('Meta (advertising): https://www.facebook.com/tr?id=999&ev=PageView');
  });

  it('as text: a table per phase, then errors and what is worth knowing apart', () => {
    const text = formatResult(RESULT, 'text');
    expect(text).toMatch(/^\| before-consent +\| 1 +\| 0 +\|$/m);
    expect(text).toContain(
      'Errors (1):\n  - [before-consent] Meta (advertising): https://www.facebook.com/tr?id=999&ev=PageView  (image attempted)',
    );
    expect(text).toContain('Worth knowing (1):\n  - [after-accept] the page (undeclared): localStorage theme ×2  (present)');
  });

  it('as JSON: the result itself, and as JUnit: a failing case per phase with errors, info in its output', () => {
    expect(JSON.parse(formatResult(RESULT, 'json'))).toEqual(RESULT);
    const junit = formatJunit(RESULT);
    expect(junit).toContain('<testsuites name="shellkit-audit" tests="2" failures="1">');
    expect(junit).toContain(
      '<failure message="1 finding(s)">Meta (advertising): https://www.facebook.com/tr?id=999&amp;ev=PageView</failure>',
    );
    expect(junit).toContain('<system-out>the page (undeclared): localStorage theme ×2</system-out>');
  });
});

describe('the tracker database', () => {
  it('is third-party-web (MIT) by default, with the package’s overrides: Meta’s pixel is advertising, Hotjar session replay', async () => {
    const db = await loadTrackerDatabase();
    expect(db.licence).toMatch(/^MIT/);
    expect(await db.lookup('https://www.facebook.com/tr?id=999&ev=PageView')).toEqual({ vendor: 'Meta', category: 'advertising' });
    expect(await db.lookup('https://static.hotjar.com/c/hotjar-1.js')).toEqual({ vendor: 'Hotjar', category: 'session-replay' });
    expect(await db.lookup('https://api.segment.io/v1/t')).toEqual({ vendor: 'Segment', category: 'site-analytics' });
    expect(await db.lookup('https://nobody-knows.example/x')).toBeUndefined();
  });

  it('plugs in a module of one’s own, and Ghostery’s non-commercial data only when installed, its licence named', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'audit-db-'));
    writeFileSync(
      path.join(folder, 'ours.mjs'),
      "export default { name: 'ours', licence: 'ours', lookup: (url) => (url.includes('tracker.internal') ? { vendor: 'Ours', category: 'site-analytics' } : undefined) };",
    );
    const ours = await loadTrackerDatabase('./ours.mjs', folder);
    expect(await ours.lookup('https://tracker.internal/t')).toEqual({ vendor: 'Ours', category: 'site-analytics' });
    await expect(loadTrackerDatabase('ghostery', folder)).rejects.toThrow(
      '--tracker-db ghostery needs @ghostery/trackerdb installed beside the audit (npm i -D @ghostery/trackerdb); its licence, CC-BY-NC-SA-4.0, is for non-commercial use only',
    );
    writeFileSync(path.join(folder, 'bad.mjs'), 'export default { name: 1 };');
    await expect(loadTrackerDatabase('./bad.mjs', folder)).rejects.toThrow(
      '--tracker-db ./bad.mjs: its default export must be { name, licence, lookup(url) }',
    );
  });
});
