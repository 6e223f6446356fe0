// The tarball's end-to-end run (issue 31 §5), a step of `npm test` (scripts/run-all-tests.mjs):
//   1. `npm pack` at the root, into a temporary directory: the one tarball a product installs. It must hold
//      no example, test or fixture (its list is checked and its size printed).
//   2. examples/existing-app is copied outside the workspace (its own files only) and installs that
//      tarball with `npm install --no-save <tgz>`: no workspace link, no path into the repository's src/.
//   3. The app builds with its own `npm run build`, and tests/package/existing-app.spec.ts drives its own
//      `npm start` in Chromium (banner, "I Understand", cookieAccepted, the ledger, /privacy, page views,
//      track(), the Meta pixel, an error through /monitoring to a fake Sentry).
//   3b. A Node server of the app's own (tests/server/fixtures/own-node-server.mjs, copied in and removed after) mounts
//      `shellkit/server` beside its own route: both answer (docs/product/own-server.md).
//   3c. A vendor of the app's own (the test product's, copied in and removed after): checked by the build and the
//      server, opened in the CSP, named on /privacy (docs/product/own-vendor.md).
//   4. The same package packed again at a higher patch version upgrades the app with no change to its
//      files: reinstalled, rebuilt, driven again, and every file of the app is byte for byte as before.
// Prints the tarball's size and the app's install size (its node_modules), and with SHELLKIT_TARBALL_REPORT writes its
// counts there for `npm test`. Every command is bounded in time; the temporary directory is removed at the end, pass or
// fail. Exits 0 only when everything held.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startShellServer } from '../support/shell-server.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const APP_SOURCE = path.join(ROOT, 'examples/existing-app');
const PLAYWRIGHT_CONFIG = path.join(ROOT, 'tests/package/playwright.config.ts');
const MINUTE = 60_000;

/** What a packed file must not be: an example, a test, a fixture (or a test runner's config). */
const NOT_IN_THE_PACKAGE = [
  /^examples\//,
  /^tests?\//,
  /(^|\/)(__)?fixtures?(__)?\//,
  /(^|\/)fixture-product\//,
  /\.(test|spec|e2e-fake)\.[cm]?[jt]sx?$/,
  // A vendor folder's test stand-ins (its SDK faked for unit tests): shellkit/testing is where a product's fakes live.
  /^src\/adapters\/.*\/fake-[^/]+$/,
  /(^|\/)(vitest|playwright)\.config\.[cm]?[jt]s$/,
  /(^|\/)test-results\//,
];

// The app's own environment: no variable of the repository's npm run (npm_config_local_prefix would
// point npm at the repository) and none that configures the shell.
const outsideEnv = () =>
  Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(npm_|VITE_|SENTRY_|CONSENT_|PORT$|HOST$|INIT_CWD$)/i.test(name)));

const checks = [];
function check(name, ok, detail = '') {
  checks.push({ name, ok });
  console.log(`${ok ? '✓' : '✗'} ${name}${detail ? `: ${detail}` : ''}`);
  return ok;
}

/** Runs a command to its end (or its time limit), its output shown; throws, with its output's end, when it fails. */
function run(label, command, args, { cwd, env = outsideEnv(), timeoutMs, quiet = false }) {
  const started = Date.now();
  console.log(`\n▶ ${label}: ${[command, ...args].join(' ')}  (in ${cwd})`);
  const result = spawnSync(command, args, {
    cwd,
    env,
    encoding: 'utf8',
    timeout: timeoutMs,
    killSignal: 'SIGKILL',
    maxBuffer: 64 * 1024 * 1024,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.error?.code === 'ETIMEDOUT' || result.signal === 'SIGKILL') {
    throw new Error(`${label} took longer than ${timeoutMs / 1000} s and was stopped.\n${(result.stderr ?? '').slice(-4000)}`);
  }
  if (result.status !== 0) {
    const output = quiet ? `${(result.stdout ?? '').slice(-2000)}\n` : '';
    throw new Error(`${label} failed (exit ${result.status}, ${seconds} s).\n${output}${(result.stderr ?? '').slice(-4000)}`);
  }
  console.log(`  (${seconds} s)`);
  return result.stdout ?? '';
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** `npm pack --json` in `dir`, into `destination`: the tarball's path and what npm says it holds. */
function pack(label, dir, destination, extraArgs = []) {
  const out = run(label, 'npm', ['pack', '--json', '--pack-destination', destination, ...extraArgs], {
    cwd: dir,
    timeoutMs: 5 * MINUTE,
    quiet: true,
  });
  // The JSON is npm's last output; a `prepare` script may have written lines before it.
  const start = [...out.matchAll(/^\[\s*\{/gm)].at(-1)?.index;
  if (start === undefined) throw new Error(`${label}: npm pack printed no JSON:\n${out.slice(-4000)}`);
  const [info] = JSON.parse(out.slice(start));
  return { ...info, tarball: path.join(destination, info.filename) };
}

/** Every file under `dir` (but the folders the app's own .gitignore leaves out), with its hash. */
function filesOf(dir, skip = new Set(['node_modules', 'dist', '.tanstack'])) {
  const files = {};
  const walk = (at) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      if (skip.has(entry.name)) continue;
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else files[path.relative(dir, full)] = createHash('sha256').update(readFileSync(full)).digest('hex');
    }
  };
  walk(dir);
  return files;
}

/** Bytes on disk under `dir`, as `du` counts them. */
function diskUsage(dir) {
  const out = spawnSync('du', ['-sb', dir], { encoding: 'utf8' }).stdout ?? '';
  return Number(out.split(/\s/)[0]);
}

/** Where the app's own code reaches outside itself: a relative import that leaves it, or a path into the repository. */
function reachesOutside(appDir) {
  const found = [];
  for (const file of Object.keys(filesOf(appDir))) {
    if (!/\.(m?[jt]sx?|json|html|css)$/.test(file)) continue;
    const full = path.join(appDir, file);
    const text = readFileSync(full, 'utf8');
    if (text.includes(ROOT)) found.push(`${file} names ${ROOT}`);
    for (const [, specifier] of text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]*)['"]/g)) {
      const target = path.resolve(path.dirname(full), specifier);
      if (!target.startsWith(appDir + path.sep)) found.push(`${file} imports ${specifier}`);
    }
  }
  return found;
}

/** Where each specifier resolves from the app's folder, as Node resolves the app's imports (its exports map); undefined when it does not. */
function resolvedFromApp(appDir, specifiers) {
  const script = `for (const s of ${JSON.stringify(specifiers)}) { try { console.log(fileURLToPath(import.meta.resolve(s))); } catch { console.log(''); } }`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', `import { fileURLToPath } from 'node:url';\n${script}`], {
    cwd: appDir,
    encoding: 'utf8',
    timeout: MINUTE,
  });
  const lines = (result.stdout ?? '').split('\n');
  return specifiers.map((_, index) => lines[index] || undefined);
}

/** Installs `tarball` into the app, builds it, checks where shellkit came from, and drives it in Chromium. */
function installBuildAndDrive(round, appDir, tarball, version) {
  // The app keeps the embedded ledger (its package.json installs PGlite); where `npm test` gives it PostgreSQL instead
  // (SHELLKIT_TEST_DATABASE_URL), it installs pg as a product setting DATABASE_URL does: its server names it otherwise.
  const storePackages = process.env.SHELLKIT_TEST_DATABASE_URL ? ['pg'] : [];
  run(
    `${round}: install the tarball`,
    'npm',
    ['install', '--no-save', '--prefer-offline', '--no-audit', '--no-fund', tarball, ...storePackages],
    {
      cwd: appDir,
      timeoutMs: 8 * MINUTE,
    },
  );
  const installed = path.join(appDir, 'node_modules/shellkit');
  const isLink = existsSync(installed) && lstatSync(installed).isSymbolicLink();
  check(`${round}: shellkit is installed as a copy from the tarball, not a link`, existsSync(installed) && !isLink);
  check(
    `${round}: shellkit's real path is inside the app`,
    existsSync(installed) && realpathSync(installed).startsWith(appDir + path.sep),
    existsSync(installed) ? realpathSync(installed) : 'missing',
  );
  const installedVersion = existsSync(installed)
    ? JSON.parse(readFileSync(path.join(installed, 'package.json'), 'utf8')).version
    : undefined;
  check(`${round}: the installed shellkit is ${version}`, installedVersion === version, String(installedVersion));
  // One entry per vendor (package.json's "./vendors/*") and the authoring entry, resolved from the app as its imports
  // would be: each to its file inside the installed package.
  const entries = resolvedFromApp(appDir, ['shellkit/vendors', 'shellkit/vendors/plausible', 'shellkit/vendors/segment']);
  check(
    `${round}: shellkit/vendors and one entry per vendor (shellkit/vendors/plausible, …) resolve inside the installed package`,
    entries.every((file) => file?.startsWith(realpathSync(installed) + path.sep) && existsSync(file)),
    entries.map((file) => (file ? path.relative(appDir, file) : 'unresolved')).join(', '),
  );
  const outside = reachesOutside(appDir);
  check(`${round}: the app's own files reach nothing outside it`, outside.length === 0, outside.join('; '));

  rmSync(path.join(appDir, 'dist'), { recursive: true, force: true });
  run(`${round}: the app's npm run build`, 'npm', ['run', 'build'], { cwd: appDir, timeoutMs: 8 * MINUTE });
  console.log(`  the app's install size (node_modules): ${mib(diskUsage(path.join(appDir, 'node_modules')))}`);

  // The spec's fixture starts the app's npm start; PostgreSQL for the ledger when `npm test` has one (SHELLKIT_TEST_DATABASE_URL).
  const env = {
    ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name))),
    SHELLKIT_EXISTING_APP_DIR: appDir,
  };
  try {
    run(`${round}: drive the app in Chromium`, 'npx', ['playwright', 'test', '--config', PLAYWRIGHT_CONFIG], {
      cwd: ROOT,
      env,
      timeoutMs: 6 * MINUTE,
    });
    check(`${round}: the app passes in Chromium`, true);
  } catch (error) {
    check(`${round}: the app passes in Chromium`, false, error.message.split('\n')[0]);
  }
}

/** The app's own Node server mounting shellkit/server from its build: its route and the shell's pages answer. */
async function ownNodeServer(round, appDir) {
  const script = path.join(appDir, 'own-node-server.mjs');
  cpSync(path.join(ROOT, 'tests/server/fixtures/own-node-server.mjs'), script);
  const name = `${round}: shellkit/server mounted in the app's own Node server serves its route and the shell's pages`;
  try {
    const server = await startShellServer({ PRODUCT_DIST: path.join(appDir, 'dist') }, { script });
    try {
      const own = await fetch(`${server.origin}/api/own`);
      const page = await fetch(`${server.origin}/privacy`);
      const ownBody = own.ok ? await own.json() : undefined;
      const held =
        ownBody?.from === 'the product' && page.ok && /default-src 'self'/.test(page.headers.get('content-security-policy') ?? '');
      check(name, held, `/api/own ${own.status}, /privacy ${page.status}`);
    } finally {
      await server.stop();
    }
  } catch (error) {
    check(name, false, error.message.split('\n').slice(0, 3).join(' '));
  } finally {
    rmSync(script, { force: true });
  }
}

/**
 * A vendor of the app's own, as a product adds one (docs/product/own-vendor.md): the test product's Acme Stats, its
 * src/vendors.ts and its folder copied into the app (and removed after), written with `defineVendor` from the installed
 * `shellkit/vendors`. The app builds with it; a bad variable of it fails the build and the server's start, naming it; with
 * it on, the server's CSP opens its origin and /privacy names it.
 */
async function ownVendor(round, appDir) {
  const from = path.join(ROOT, 'tests/fixture-product/src');
  const files = ['vendors.ts', 'vendors/acme-stats/acme-stats.vendor.ts', 'vendors/acme-stats/acme-stats.adapter.ts'];
  const name = `${round}: a vendor of the app's own (src/vendors.ts, defineVendor from shellkit/vendors) is checked by the build and the server, opened in the CSP and named on /privacy`;
  const on = { VITE_ACME_STATS_SITE: 'app-site', VITE_ACME_STATS_ENDPOINT: 'http://127.0.0.1:9' };
  const bad = { ...on, VITE_ACME_STATS_ENDPOINT: 'ftp://stats.example' };
  const refused = /VITE_ACME_STATS_ENDPOINT: must be an http\(s\) origin/;
  try {
    for (const file of files) {
      mkdirSync(path.dirname(path.join(appDir, 'src', file)), { recursive: true });
      cpSync(path.join(from, file), path.join(appDir, 'src', file));
    }
    let buildRefused = false;
    try {
      run(`${round}: build with a bad variable of its own vendor`, 'npm', ['run', 'build'], {
        cwd: appDir,
        env: { ...outsideEnv(), ...bad },
        timeoutMs: 8 * MINUTE,
        quiet: true,
      });
    } catch (error) {
      buildRefused = refused.test(error.message);
    }
    rmSync(path.join(appDir, 'dist'), { recursive: true, force: true });
    run(`${round}: build with its own vendor`, 'npm', ['run', 'build'], { cwd: appDir, timeoutMs: 8 * MINUTE });
    const script = path.join(appDir, 'dist/server/main.js');
    const startRefused = await startShellServer(bad, { script }).then(
      async (server) => {
        await server.stop();
        return false;
      },
      (error) => refused.test(String(error.stderr ?? error.message)),
    );
    const server = await startShellServer(on, { script });
    try {
      const page = await fetch(`${server.origin}/privacy`);
      const csp = page.headers.get('content-security-policy') ?? '';
      const named = (await page.text()).includes('Acme Stats');
      const opened = (/connect-src ([^;]*)/.exec(csp)?.[1] ?? '').split(' ').includes(on.VITE_ACME_STATS_ENDPOINT);
      check(
        name,
        buildRefused && startRefused && named && opened,
        `build refused ${buildRefused}, start refused ${startRefused}, CSP ${opened}, /privacy ${named}`,
      );
    } finally {
      await server.stop();
    }
  } catch (error) {
    check(name, false, error.message.split('\n').slice(0, 3).join(' '));
  } finally {
    rmSync(path.join(appDir, 'src/vendors.ts'), { force: true });
    rmSync(path.join(appDir, 'src/vendors'), { recursive: true, force: true });
  }
}

const work = mkdtempSync(path.join(tmpdir(), 'shellkit-tarball-'));
const removeWork = () => rmSync(work, { recursive: true, force: true });
process.on('exit', removeWork);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(1));

try {
  // 1. The package, as `npm publish` would make it.
  const packed = pack('pack the root', ROOT, work);
  const paths = packed.files.map((file) => file.path);
  const strays = paths.filter((file) => NOT_IN_THE_PACKAGE.some((pattern) => pattern.test(file)));
  console.log(`  ${packed.filename}: ${paths.length} files, ${kib(packed.size)} packed, ${kib(packed.unpackedSize)} unpacked`);
  // What it holds, by folder (two levels), so a stray folder shows in the log even when no pattern names it.
  const byFolder = new Map();
  for (const file of paths) {
    const folder = file.split('/').slice(0, -1).slice(0, 2).join('/') || '.';
    byFolder.set(folder, (byFolder.get(folder) ?? 0) + 1);
  }
  console.log([...byFolder].map(([folder, count]) => `    ${folder}/: ${count}`).join('\n'));
  check('the tarball holds no example, test or fixture', strays.length === 0, strays.slice(0, 20).join(', '));
  check('the package is named shellkit and is not private', packed.name === 'shellkit', `${packed.name}@${packed.version}`);

  // 2. The app, outside the workspace: its own files only, as a product's repository holds them.
  const appDir = path.join(work, 'existing-app');
  cpSync(APP_SOURCE, appDir, {
    recursive: true,
    filter: (source) => !/(^|\/)(node_modules|dist|\.tanstack)(\/|$)/.test(path.relative(APP_SOURCE, source)),
  });
  check('the app is outside the repository', !appDir.startsWith(ROOT + path.sep), appDir);
  const before = filesOf(appDir);

  installBuildAndDrive(`shellkit ${packed.version}`, appDir, packed.tarball, packed.version);
  await ownNodeServer(`shellkit ${packed.version}`, appDir);
  await ownVendor(`shellkit ${packed.version}`, appDir);

  // 4. A higher version of the same package: the tarball's own contents, packed again with the patch number raised.
  const bumpDir = path.join(work, 'bump');
  mkdirSync(bumpDir);
  run('unpack the tarball', 'tar', ['-xzf', packed.tarball, '-C', bumpDir], { cwd: work, timeoutMs: MINUTE });
  const manifestFile = path.join(bumpDir, 'package/package.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const [major, minor, patch] = manifest.version.split(/[.-]/).map(Number);
  const next = `${major}.${minor}.${patch + 1}`;
  writeFileSync(manifestFile, `${JSON.stringify({ ...manifest, version: next }, null, 2)}\n`);
  // Its build output is in the tarball already: nothing to prepare again.
  const bumped = pack(`pack ${next}`, path.join(bumpDir, 'package'), work, ['--ignore-scripts']);
  console.log(`  ${bumped.filename}: ${kib(bumped.size)} packed`);

  installBuildAndDrive(`shellkit ${next} (upgrade)`, appDir, bumped.tarball, next);
  const after = filesOf(appDir);
  const changed = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((file) => before[file] !== after[file]);
  check('the upgrade changed none of the app’s files', changed.length === 0, changed.join(', '));

  console.log(`\ntarball: ${kib(packed.size)} (${paths.length} files, ${kib(packed.unpackedSize)} unpacked)`);
  console.log(`the app's install size: ${mib(diskUsage(path.join(appDir, 'node_modules')))} (node_modules, du)`);
} catch (error) {
  check('the run went to its end', false, error.message);
}

const failed = checks.filter((entry) => !entry.ok);
console.log(`\ntarball end-to-end: ${checks.length - failed.length} held, ${failed.length} failed`);
// For `npm test`'s count (scripts/run-all-tests.mjs): each check is one.
if (process.env.SHELLKIT_TARBALL_REPORT) {
  writeFileSync(process.env.SHELLKIT_TARBALL_REPORT, JSON.stringify({ held: checks.length - failed.length, failed: failed.length }));
}
process.exit(failed.length === 0 ? 0 : 1);
