// `npm test`: every check and every test, in the order a failure is cheapest to read, then one line
// `tests: N passed, M failed`. Exits non-zero when anything failed. `.ci/run` runs exactly this.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureHaproxy } from './ensure-haproxy.mjs';
import { startPostgresCluster } from './ensure-postgresql.mjs';
import { ensureRedis } from './ensure-redis.mjs';
import { E2E_PRODUCT_DIR } from '../tests/support/product-build.mjs';

import { failedPlaywrightTests, failedVitestTests } from './failed-tests.mjs';

const REPORTS = path.resolve('.test-reports');
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

let passed = 0;
let failed = 0;
const failures = [];

function step(name, command, args, env = {}) {
  console.log(`\n▶ ${name}: ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  if (!ok) failures.push(name);
  return ok;
}

function countCheck(name, ok) {
  if (ok) passed += 1;
  else failed += 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

try {
  ensureChromium();
} catch (error) {
  console.error(`\n✗ ${error.message}`);
  failures.push('chromium');
}

// The shared rate limits' tests and the fleet test (tests/fleet) start throwaway redis-server and
// haproxy processes of their own: installed here when missing, so a missing one fails, never skips.
for (const [name, ensure] of [
  ['redis', ensureRedis],
  ['haproxy', ensureHaproxy],
]) {
  try {
    ensure();
  } catch (error) {
    console.error(`\n✗ ${error.message}`);
    failures.push(name);
  }
}

// The consent ledger's suites run against PostgreSQL as well as PGlite: a throwaway cluster for
// this run, removed at the end whatever happens. Without it they fail (SHELLKIT_REQUIRE_DATABASE), never skip.
let postgres;
try {
  postgres = await startPostgresCluster();
} catch (error) {
  console.error(`\n✗ ${error.message}`);
  failures.push('postgresql');
}
const stopPostgres = () => postgres?.stop();
process.on('exit', stopPostgres);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(1));
const databaseEnv = { SHELLKIT_REQUIRE_DATABASE: '1', ...(postgres ? { SHELLKIT_TEST_DATABASE_URL: postgres.url } : {}) };

const npx = 'npx';
countCheck('lint', step('lint (with the layer rule)', npx, ['eslint', '.', '--max-warnings=0']));
// One formatter (Prettier, .prettierrc.json): `npm run format` writes what this checks.
countCheck('format', step('format (prettier --check)', npx, ['prettier', '--check', '.']));
// `npm run typecheck` regenerates the route tree first, so a page added without a build typechecks.
countCheck('typecheck', step('typecheck', 'npm', ['run', 'typecheck']));
// One build of the product the end-to-end tests run (tests/support/product-build.mjs) serves every config: each
// Playwright worker starts its server with the config's variables.
const built = step('build', 'npm', ['run', 'build', '--prefix', E2E_PRODUCT_DIR]);
if (!built) failed += 1;

const vitestReport = path.join(REPORTS, 'vitest.json');
const vitestOk = step(
  'unit, component and build tests (vitest)',
  npx,
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${vitestReport}`],
  databaseEnv,
);
const vitest = readJson(vitestReport);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests + (vitest.numRuntimeErrorTestSuites ?? 0);
}
// A runner that failed without failing a test (a crashed suite, a bad config) still counts as a failure.
if (!vitest || (!vitestOk && vitest.numFailedTests === 0)) failed += 1;

// The demo's own tests of its own pages, as a product runs them (shellkit/testing: no database, no browser).
const demoReport = path.join(REPORTS, 'demo-vitest.json');
const demoOk = step("the demo product's own tests (examples/demo)", 'npm', [
  'test',
  '-w',
  'examples/demo',
  '--',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${demoReport}`,
]);
const demo = readJson(demoReport);
if (demo) {
  passed += demo.numPassedTests;
  failed += demo.numFailedTests + (demo.numRuntimeErrorTestSuites ?? 0);
}
if (!demo || (!demoOk && demo.numFailedTests === 0)) failed += 1;

const playwrightReport = path.join(REPORTS, 'playwright.json');
if (built && !failures.includes('chromium')) {
  // The servers (one per worker, on a port the OS picks) are the fixtures' own: nothing to set up here.
  const playwrightOk = step('end-to-end tests (Playwright, Chromium)', npx, ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
    ...databaseEnv,
  });
  const playwright = readJson(playwrightReport);
  if (playwright) {
    passed += playwright.stats.expected + playwright.stats.flaky;
    failed += playwright.stats.unexpected;
    if (playwright.stats.skipped > 0) console.log(`(${playwright.stats.skipped} end-to-end tests skipped)`);
  }
  if (!playwright || (!playwrightOk && playwright.stats.unexpected === 0)) failed += 1;
} else {
  console.error('\n✗ end-to-end tests not run: the build or Chromium is missing.');
  failed += 1;
}

// The shell as a product installs it (issue 31 §5): `npm pack` at the root, the tarball installed into a copy of
// examples/existing-app outside the workspace, built, started and driven in Chromium, then upgraded by a version bump.
if (!failures.includes('chromium')) {
  const tarballReport = path.join(REPORTS, 'tarball-e2e.json');
  const tarballOk = step(
    'the packed tarball in examples/existing-app, outside the workspace (tests/package)',
    'node',
    ['tests/package/tarball-e2e.mjs'],
    { ...databaseEnv, SHELLKIT_TARBALL_REPORT: tarballReport },
  );
  // Each of its checks counts (the tarball's contents, the install, each round's build and Chromium run, the upgrade).
  const tarball = readJson(tarballReport);
  if (tarball) {
    passed += tarball.held;
    failed += tarball.failed;
  }
  if (!tarball || (!tarballOk && tarball.failed === 0)) failed += 1;
} else {
  console.error('\n✗ the tarball end-to-end run not run: Chromium is missing.');
  failed += 1;
}

// The names of the failed tests come last, beside the count: CI keeps only the tail of a long log.
const failedTests = [...failedVitestTests(vitest), ...failedVitestTests(demo), ...failedPlaywrightTests(readJson(playwrightReport))];
if (failedTests.length > 0) console.error(`\nFailed tests:\n${failedTests.map((line) => `  ✗ ${line}`).join('\n')}`);
if (failures.length > 0) console.error(`\nFailed steps: ${[...new Set(failures)].join(', ')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && failures.length === 0 ? 0 : 1);
