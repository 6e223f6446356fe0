// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Issue 36: a new product team added a page and `npm run typecheck` failed with `FileRoutesByPath` errors
 * until a build or a test run regenerated the route tree. The typecheck regenerates it first (shellkit-routes).
 * Run in a copy of the project (its node_modules linked), so the committed route tree is never touched.
 */
const PRODUCT = 'examples/demo';
const root = resolve('.');
let copy = '';

const newPage = `import { createFileRoute, Link } from '@tanstack/react-router';

export const Route = createFileRoute('/team')({
  component: () => (
    <>
      <h1>Team</h1>
      <Link to="/team">Us</Link>
    </>
  ),
  staticData: { title: 'Team' },
});
`;

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'shellkit-typecheck-'));
  // Everything the project tracks at its top level, as a fresh clone has it (no build output, no install).
  const untracked = new Set([
    'node_modules',
    '.git',
    'dist',
    '.data',
    '.tanstack',
    '.bench',
    '.test-reports',
    'test-results',
    'playwright-report',
  ]);
  // The package's compiled plugin (dist-package/, made by `npm ci`) is copied: the route generator runs from it.
  for (const entry of readdirSync(root)) {
    if (!untracked.has(entry))
      cpSync(join(root, entry), join(copy, entry), {
        recursive: true,
        filter: (source) => !/[\\/]examples[\\/][^\\/]+[\\/](dist|node_modules|\.data)$/.test(source),
      });
  }
  // The project's packages, linked one by one, but for the workspace's link to the shell itself: the copy's own.
  mkdirSync(join(copy, 'node_modules'));
  for (const entry of readdirSync(join(root, 'node_modules'))) {
    symlinkSync(entry === 'shellkit' ? copy : join(root, 'node_modules', entry), join(copy, 'node_modules', entry), 'dir');
  }
  writeFileSync(join(copy, PRODUCT, 'src/pages/team.tsx'), newPage);
});

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('npm run typecheck after adding a page', () => {
  it('passes with no build or test run in between: the route tree is regenerated first', () => {
    const run = spawnSync('npm', ['run', 'typecheck'], { cwd: copy, encoding: 'utf8', timeout: 120_000 });
    expect(run.stdout + run.stderr).not.toMatch(/error TS/);
    expect(run.status).toBe(0);
    expect(readFileSync(join(copy, PRODUCT, 'src/route-tree.gen.ts'), 'utf8')).toContain("'/team'");
  }, 150_000);
});
