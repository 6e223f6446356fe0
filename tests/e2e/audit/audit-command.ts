import { spawn } from 'node:child_process';

/** Runs the audit's command as a product's CI does; resolves with its exit code and what it printed. */
export function auditCommand(args: readonly string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['packages/shellkit-audit/bin/shellkit-audit.mjs', ...args], {
    env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}
