// Builds each end-to-end variant of tests/e2e/variants.json into .e2e-builds/<name>/: the client
// with that variant's vendor config compiled in, beside a copy of the production server (which
// serves ../client relative to itself). Run after `npm run build`, which made dist/server.
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const variants = JSON.parse(readFileSync('tests/e2e/variants.json', 'utf8'));
delete variants.$comment;
const root = path.resolve('.e2e-builds');
rmSync(root, { recursive: true, force: true });

for (const [name, env] of Object.entries(variants)) {
  const outDir = path.join(root, name);
  console.log(`building the "${name}" end-to-end variant into ${path.relative(process.cwd(), outDir)}`);
  const result = spawnSync('npx', ['vite', 'build', '--outDir', path.join(outDir, 'client'), '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  cpSync('dist/server', path.join(outDir, 'server'), { recursive: true });
}
