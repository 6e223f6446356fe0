// The bench's `audit` part (issue 32): shellkit-audit as a product installs it. `npm pack` of
// packages/shellkit-audit, installed from the tarball into an empty folder outside the repository (its size on
// disk, Chromium aside), then `npx shellkit-audit` timed on two pages of the corpus's vanilla-cookieconsent
// site (opt-in: before consent, reject with its 10 s window on the page's clock, accept), third parties faked
// locally as in a CI without the internet.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { fixed, median } from './stats.mjs';

const PACKAGE = path.resolve('packages/shellkit-audit');
const SITE = 'cc-correct';

function sizeOnDisk(folder) {
  return Number(execFileSync('du', ['-sk', folder], { encoding: 'utf8' }).split('\t')[0]) * 1024;
}

async function serveCorpus() {
  const app = new Hono();
  const relative = (folder) => path.relative(process.cwd(), folder);
  app.use(
    '/vendor/cookieconsent/*',
    serveStatic({
      root: relative('node_modules/vanilla-cookieconsent/dist'),
      rewriteRequestPath: (p) => p.replace('/vendor/cookieconsent', ''),
    }),
  );
  app.use('/*', serveStatic({ root: relative(path.join(PACKAGE, 'test', 'corpus')) }));
  const server = await new Promise((resolve) => {
    const started = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(started));
  });
  return { origin: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

function timedAudit(app, args) {
  const started = process.hrtime.bigint();
  const child = spawn('npx', ['shellkit-audit', ...args], { cwd: app, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) =>
    child.once('close', (code) => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (code !== 0) reject(new Error(`shellkit-audit exited ${code} on the corpus's ${SITE} site:\n${output}`));
      else resolve(seconds);
    }),
  );
}

/** `{ installBytes, packages, twoPagesSeconds: number[], medianSeconds }` */
export async function measureAuditPackage({ runs, log }) {
  const folder = mkdtempSync(path.join(tmpdir(), 'shellkit-audit-bench-'));
  const corpus = await serveCorpus();
  try {
    const tarball = execFileSync('npm', ['pack', '--silent', '--pack-destination', folder], { cwd: PACKAGE, encoding: 'utf8' })
      .trim()
      .split('\n')
      .at(-1);
    const app = path.join(folder, 'app');
    mkdirSync(app);
    execFileSync('npm', ['init', '-y'], { cwd: app, stdio: 'ignore' });
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', path.join(folder, tarball)], {
      cwd: app,
      stdio: 'ignore',
    });
    const installBytes = sizeOnDisk(path.join(app, 'node_modules'));
    const packages = execFileSync('npm', ['ls', '--all', '--parseable'], { cwd: app, encoding: 'utf8' }).trim().split('\n').length - 1;
    const declarations = path.join(PACKAGE, 'test', 'corpus', SITE, 'declarations.json');
    const args = [
      `${corpus.origin}/${SITE}/`,
      '--pages',
      '/',
      '/pricing.html',
      '--offline-vendors',
      '--declarations',
      declarations,
      '--format',
      'json',
      '--out',
      'bench.json',
    ];
    const twoPagesSeconds = [];
    for (let run = 0; run < runs; run += 1) {
      twoPagesSeconds.push(await timedAudit(app, args));
      log(`audit package: two pages in ${fixed(twoPagesSeconds.at(-1), 1)} s (run ${run + 1} of ${runs})`);
    }
    return { installBytes, packages, twoPagesSeconds, medianSeconds: median(twoPagesSeconds) };
  } finally {
    await corpus.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

export const auditPackageFigures = (audit) => ({
  auditInstallMiB: [['npm install of the packed tarball, Chromium aside', audit.installBytes / 2 ** 20]],
  auditTwoPagesSeconds: [['two pages, opt-in, median', audit.medianSeconds]],
});

export function auditPackageSection(audit, budgetOf) {
  return {
    title: 'shellkit-audit as installed from its tarball (issue 32)',
    rows: [
      [
        'Install size (node_modules of an empty folder after npm install of the tarball; Chromium not included)',
        `${fixed(audit.installBytes / 2 ** 20, 1)} MiB, ${audit.packages} packages`,
        budgetOf('auditInstallMiB'),
      ],
      [
        'npx shellkit-audit, two pages of a vanilla-cookieconsent site, opt-in (before consent, reject + 10 s on the page clock, accept)',
        `median ${fixed(audit.medianSeconds, 1)} s of ${audit.twoPagesSeconds.map((seconds) => fixed(seconds, 1)).join(', ')} s`,
        budgetOf('auditTwoPagesSeconds'),
      ],
    ],
  };
}
