// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Issue 36: a new product team added a page and `npm run typecheck` failed with `FileRoutesByPath` errors
 * until a build or a test run regenerated the route tree. The typecheck regenerates it first.
 * Run in a copy of the project (its node_modules linked), so the committed route tree is never touched.
 */
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
  for (const entry of readdirSync(root)) {
    if (!untracked.has(entry)) cpSync(join(root, entry), join(copy, entry), { recursive: true });
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
  writeFileSync(join(copy, 'src/pages/team.tsx'), newPage);
});

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('npm run typecheck after adding a page', () => {
  it('passes with no build or test run in between: the route tree is regenerated first', () => {
    const run = spawnSync('npm', ['run', 'typecheck'], { cwd: copy, encoding: 'utf8', timeout: 120_000 });
    expect(run.stdout + run.stderr).not.toMatch(/error TS/);
    expect(run.status).toBe(0);
    expect(readFileSync(join(copy, 'src/pages/route-tree.gen.ts'), 'utf8')).toContain("'/team'");
  }, 150_000);
});
