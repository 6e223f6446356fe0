// @vitest-environment node
// The package as a product installs it: `npm pack`, installed from the tarball into an empty folder outside the
// repository, then `npx shellkit-audit` on a Vite app with GA4 and Meta pasted in (exit 1, both named) and on the
// same app behind vanilla-cookieconsent (exit 0).
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AuditResult } from '../src/index.mjs';
import { startCorpus, type Corpus } from './corpus-server';

const PACKAGE = fileURLToPath(new URL('..', import.meta.url));
let folder: string;
let app: string;
let corpus: Corpus;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'shellkit-audit-pack-'));
  const packed = execFileSync('npm', ['pack', '--silent', '--pack-destination', folder], { cwd: PACKAGE, encoding: 'utf8' })
    .trim()
    .split('\n')
    .at(-1);
  app = path.join(folder, 'app');
  mkdirSync(app);
  execFileSync('npm', ['init', '-y'], { cwd: app, stdio: 'ignore' });
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', path.join(folder, packed as string)], {
    cwd: app,
    stdio: 'inherit',
  });
  corpus = await startCorpus();
}, 180_000);

afterAll(async () => {
  await corpus?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** `npx shellkit-audit` as a CI runs it (asynchronously: the corpus is served from this process). */
async function npxAudit(site: string): Promise<{ status: number | null; report: AuditResult; stdout: string; stderr: string }> {
  const out = path.join(app, `${site}.json`);
  const child = spawn('npx', ['shellkit-audit', corpus.url(site), '--offline-vendors', '--format', 'json', '--out', out], {
    cwd: app,
    env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const status = await new Promise<number | null>((resolve) => child.once('close', resolve));
  expect(stderr).toBe('');
  return { status, report: JSON.parse(readFileSync(out, 'utf8')) as AuditResult, stdout, stderr };
}

it('the installed tarball holds only the audit and its three dependencies, not the shell', () => {
  const installed = JSON.parse(readFileSync(path.join(app, 'package-lock.json'), 'utf8')) as { packages: Record<string, unknown> };
  const names = Object.keys(installed.packages).filter((name) => name !== '');
  expect(names).toContain('node_modules/playwright-core');
  expect(names).toContain('node_modules/@duckduckgo/autoconsent');
  expect(names).toContain('node_modules/third-party-web');
  expect(names.filter((name) => /react|vite|@playwright\/test|hono/.test(name))).toEqual([]);
});

it('GA4 and Meta pasted into a Vite app: exit 1, both named in the JSON report', async () => {
  const { status, report, stdout } = await npxAudit('vite-ga4-meta');
  expect(stdout).toMatch(/^4 error\(s\), 0 info: report in /);
  expect(
    report.findings
      .filter((finding) => finding.kind === 'request' && finding.severity === 'error')
      .map((finding) => `${finding.vendor} (${finding.category})`),
  ).toEqual(['Google Analytics (site-analytics)', 'Meta (advertising)']);
  expect(status).toBe(1);
}, 120_000);

it('the same app behind vanilla-cookieconsent: exit 0, and the tags ran once accepted', async () => {
  const { status, report } = await npxAudit('vite-ga4-meta-cc');
  expect(report.summary.errors).toBe(0);
  expect(
    report.findings.filter((finding) => finding.phase === 'after-accept' && finding.kind === 'request').map((finding) => finding.vendor),
  ).toEqual(['Google Analytics', 'Meta']);
  expect(status).toBe(0);
}, 120_000);
