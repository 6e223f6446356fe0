// The builds the bench measures, all under .bench/ (never dist/):
//   .bench/lazy    the shell as shipped: the one build that serves every config, built with no vendor
//                  variable; its servers are started with the configs of configs.mjs (today's lazy
//                  config, the full tag set, no vendor), as `npm start` with those variables would
//   .bench/eager   SHELLKIT_BENCH_EAGER_SDKS=1 with that config at build time: the SDKs of the vendors
//                  it names imported statically (shellkit/vite), so the build has to know them
//   .bench/bare    React + TanStack Router with the same two routes and nothing of the shell (bare-app/)
// The shell's two are builds of the product in tests/support/product-build.mjs, each with its own production server
// beside it (shellkit/vite builds it after the client: it serves ../client); the bare one gets a copy of the lazy
// one's, so all three are served alike: same headers, same precompressed .br/.gz files.
import { spawnSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { E2E_PRODUCT_DIR } from '../../tests/support/product-build.mjs';
import { BENCH_CONFIGS } from './configs.mjs';

export const BENCH_DIR = path.resolve('.bench');
const VITE = path.resolve('node_modules/vite/bin/vite.js');
/** A build takes 10 s to a minute on a busy machine; one still running after this long is stuck, not slow. */
const BUILD_WITHIN_MS = 10 * 60_000;

/** Today's lazy config (configs.mjs): Segment, the Meta pixel, Hotjar and Sentry. */
export function vendorEnv() {
  return { ...BENCH_CONFIGS.lazy };
}

function vite(args, env = {}, cwd = E2E_PRODUCT_DIR) {
  const result = spawnSync(process.execPath, [VITE, 'build', '--logLevel', 'warn', ...args], {
    cwd,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
    timeout: BUILD_WITHIN_MS,
    killSignal: 'SIGKILL',
  });
  if (result.error?.code === 'ETIMEDOUT')
    throw new Error(`vite build ${args.join(' ')} did not finish within ${BUILD_WITHIN_MS / 60_000} min`);
  if (result.status !== 0) throw new Error(`vite build ${args.join(' ')} failed (exit ${result.status})`);
}

export function buildAll() {
  rmSync(BENCH_DIR, { recursive: true, force: true });
  const builds = {
    lazy: {},
    eager: { ...vendorEnv(), SHELLKIT_BENCH_EAGER_SDKS: '1' },
  };
  for (const [name, env] of Object.entries(builds)) {
    console.log(`building the ${name} variant into .bench/${name}`);
    vite(['--outDir', path.join(BENCH_DIR, name, 'client')], env);
  }
  console.log('building the bare baseline into .bench/bare');
  vite(['--config', 'scripts/bench/bare-app/vite.config.mjs', '--outDir', path.join(BENCH_DIR, 'bare', 'client')], {}, process.cwd());
  cpSync(path.join(BENCH_DIR, 'lazy', 'server'), path.join(BENCH_DIR, 'bare', 'server'), { recursive: true });
  return { lazy: path.join(BENCH_DIR, 'lazy'), eager: path.join(BENCH_DIR, 'eager'), bare: path.join(BENCH_DIR, 'bare') };
}
