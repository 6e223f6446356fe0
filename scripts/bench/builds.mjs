// The builds the bench measures, all under .bench/ (never dist/ or .e2e-builds/):
//   .bench/lazy    the shell with every vendor configured (tests/e2e/variants.json "vendors"), as shipped
//   .bench/eager   the same config with SHELLKIT_BENCH_EAGER_SDKS=1: every SDK imported statically (vite.config.ts)
//   .bench/bare    React + TanStack Router with the same two routes and nothing of the shell (bare-app/)
// Each gets a copy of the production server built from server/ (it serves ../client), so all three
// are served alike: same headers, same precompressed .br/.gz files.
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

export const BENCH_DIR = path.resolve('.bench');
const VITE = path.resolve('node_modules/vite/bin/vite.js');

/** The vendor config of the e2e "vendors" build: Segment, the Meta pixel, Hotjar and Sentry. */
export function vendorEnv() {
  const variants = JSON.parse(readFileSync('tests/e2e/variants.json', 'utf8'));
  return variants.vendors;
}

function vite(args, env = {}) {
  const result = spawnSync(process.execPath, [VITE, 'build', '--logLevel', 'warn', ...args], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', ...env },
  });
  if (result.status !== 0) throw new Error(`vite build ${args.join(' ')} failed (exit ${result.status})`);
}

export function buildAll() {
  rmSync(BENCH_DIR, { recursive: true, force: true });
  const serverDir = path.join(BENCH_DIR, 'server');
  vite(['--config', 'vite.server.config.ts', '--outDir', serverDir]);
  const builds = {
    lazy: { ...vendorEnv() },
    eager: { ...vendorEnv(), SHELLKIT_BENCH_EAGER_SDKS: '1' },
  };
  for (const [name, env] of Object.entries(builds)) {
    console.log(`building the ${name} variant into .bench/${name}`);
    vite(['--outDir', path.join(BENCH_DIR, name, 'client')], env);
    cpSync(serverDir, path.join(BENCH_DIR, name, 'server'), { recursive: true });
  }
  console.log('building the bare baseline into .bench/bare');
  vite(['--config', 'scripts/bench/bare-app/vite.config.mjs', '--outDir', path.join(BENCH_DIR, 'bare', 'client')]);
  cpSync(serverDir, path.join(BENCH_DIR, 'bare', 'server'), { recursive: true });
  return { lazy: path.join(BENCH_DIR, 'lazy'), eager: path.join(BENCH_DIR, 'eager'), bare: path.join(BENCH_DIR, 'bare') };
}
