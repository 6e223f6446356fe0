// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The layer rule lives in eslint.config.js; these prove it bites, so it cannot be switched off unnoticed. */
const eslint = new ESLint({ cwd: process.cwd() });

async function violations(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const cases: { file: string; imports: string; allowed: boolean }[] = [
  { file: 'src/domain/x.ts', imports: '../ports/shell-ports', allowed: false },
  { file: 'src/domain/x.ts', imports: 'react', allowed: false },
  { file: 'src/domain/x.ts', imports: 'zod', allowed: true },
  { file: 'src/ports/x.ts', imports: '../domain/consent', allowed: true },
  { file: 'src/ports/x.ts', imports: '../adapters/memory/call-log', allowed: false },
  { file: 'src/ports/x.ts', imports: 'inversify', allowed: false },
  { file: 'src/adapters/memory/x.ts', imports: '../../ports/tokens', allowed: true },
  { file: 'src/adapters/memory/x.ts', imports: '../../domain/consent', allowed: true },
  { file: 'src/adapters/memory/x.ts', imports: './call-log', allowed: true },
  { file: 'src/adapters/memory/x.ts', imports: '../local-storage/local-storage-consent-store.adapter', allowed: false },
  { file: 'src/adapters/memory/x.ts', imports: '../../ui/hooks/use-ports', allowed: false },
  { file: 'src/adapters/memory/x.ts', imports: '../../composition/container', allowed: false },
  { file: 'src/ui/hooks/x.ts', imports: '../../ports/shell-ports', allowed: true },
  { file: 'src/ui/hooks/x.ts', imports: '../../adapters/memory/memory-pixel-sink.adapter', allowed: false },
  { file: 'src/ui/hooks/x.ts', imports: '../../composition/router', allowed: false },
  { file: 'src/ui/hooks/x.ts', imports: 'inversify', allowed: false },
  { file: 'src/composition/x.ts', imports: '../adapters/memory/memory-pixel-sink.adapter', allowed: true },
  { file: 'server/x.ts', imports: '../src/composition/container', allowed: false },
  { file: 'src/platform/x.ts', imports: '../domain/consent', allowed: true },
  { file: 'src/platform/x.ts', imports: '../ports/shell-ports', allowed: false },
  { file: 'src/platform/x.ts', imports: 'react', allowed: false },
  { file: 'src/adapters/segment/x.ts', imports: '../../platform/deferred-sdk', allowed: true },
  { file: 'src/ui/hooks/x.ts', imports: '../../platform/page-lifecycle', allowed: true },
  { file: 'src/ports/x.ts', imports: '../platform/deferred-sdk', allowed: false },
];

describe('layer rule (lint)', () => {
  it.each(cases)('$file importing $imports: allowed=$allowed', async ({ file, imports, allowed }) => {
    const messages = await violations(file, `import '${imports}';\n`);
    expect(messages.length === 0).toBe(allowed);
  });
});
