// @vitest-environment node
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

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
  { file: 'src/adapters/memory/x.ts', imports: '../../ports/vendor-descriptor', allowed: true },
  { file: 'src/adapters/memory/x.ts', imports: '../../domain/consent', allowed: true },
  { file: 'src/adapters/memory/x.ts', imports: './call-log', allowed: true },
  { file: 'src/adapters/memory/x.ts', imports: '../local-storage/local-storage-consent-persistence.adapter', allowed: false },
  { file: 'src/adapters/memory/x.ts', imports: '../../ui/hooks/use-ports', allowed: false },
  { file: 'src/adapters/memory/x.ts', imports: '../../composition/compose-vendors', allowed: false },
  { file: 'src/adapters/segment/x.ts', imports: '../../application/delivery-pipeline', allowed: false },
  { file: 'src/adapters/segment/x.ts', imports: '../../testing/fake-script-network', allowed: false },
  { file: 'src/adapters/google-ads/x.ts', imports: '../google-tag/google-tag', allowed: true },
  { file: 'src/adapters/google-ads/x.ts', imports: '../google-analytics/google-analytics-sink.adapter', allowed: false },
  { file: 'src/ui/hooks/x.ts', imports: '../../ports/shell-ports', allowed: true },
  { file: 'src/ui/hooks/x.ts', imports: '../../adapters/memory/memory-pixel-sink.adapter', allowed: false },
  { file: 'src/ui/hooks/x.ts', imports: '../../composition/router', allowed: false },
  { file: 'src/ui/hooks/x.ts', imports: 'inversify', allowed: false },
  { file: 'src/ui/hooks/x.ts', imports: '../../application/shell-pipelines', allowed: false },
  { file: 'src/ui/hooks/x.ts', imports: '../../testing/render-with-shell', allowed: false },
  { file: 'src/application/x.ts', imports: '../ports/vendor-descriptor', allowed: true },
  { file: 'src/application/x.ts', imports: '../platform/page-lifecycle', allowed: true },
  { file: 'src/application/x.ts', imports: '../adapters/memory/memory-pixel-sink.adapter', allowed: false },
  { file: 'src/application/x.ts', imports: '../ui/hooks/use-ports', allowed: false },
  { file: 'src/application/x.ts', imports: 'react', allowed: false },
  { file: 'src/application/x.ts', imports: 'inversify', allowed: false },
  { file: 'src/composition/x.ts', imports: '../testing/render-with-shell', allowed: false },
  { file: 'src/testing/x.ts', imports: '../composition/compose-vendors', allowed: true },
  { file: 'src/composition/x.ts', imports: '../adapters/memory/memory-pixel-sink.adapter', allowed: true },
  { file: 'server/x.ts', imports: '../src/composition/compose-vendors', allowed: false },
  { file: 'server/x.ts', imports: '../src/composition/shell-env', allowed: true },
  { file: 'server/x.ts', imports: '../src/application/shell-pipelines', allowed: false },
  { file: 'src/platform/x.ts', imports: '../domain/consent', allowed: true },
  { file: 'src/platform/x.ts', imports: '../ports/shell-ports', allowed: false },
  { file: 'src/platform/x.ts', imports: 'react', allowed: false },
  { file: 'src/adapters/segment/x.ts', imports: '../../platform/page-lifecycle', allowed: true },
  { file: 'src/ui/hooks/x.ts', imports: '../../platform/page-lifecycle', allowed: true },
  { file: 'src/ports/x.ts', imports: '../platform/page-lifecycle', allowed: false },
  { file: 'src/pages/x.tsx', imports: '../ui/shell/shell-layout', allowed: true },
  { file: 'src/pages/x.tsx', imports: '../composition/router', allowed: false },
  { file: 'src/ui/shell/x.tsx', imports: '../../pages/pricing', allowed: false },
];

describe('layer rule (lint)', () => {
  // Loading the config and its plugins takes seconds on a busy machine; do it once, before the cases.
  beforeAll(() => eslint.lintText('', { filePath: 'src/domain/warm-up.ts' }), 60_000);

  it.each(cases)('$file importing $imports: allowed=$allowed', async ({ file, imports, allowed }) => {
    const messages = await violations(file, `import '${imports}';\n`);
    expect(messages.length === 0).toBe(allowed);
  });
});
