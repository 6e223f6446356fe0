// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build, type Plugin, type Rolldown } from 'vite';
import { shellConfigFromEnv, shellEnv } from '../src/composition/shell-env';
import { vendorContributionsWith } from '../src/composition/vendor-contributions';
import { vendorModule } from '../src/composition/vendor-module';
import { defineVendor } from '../src/ports/vendor-descriptor';
import type { ShellConfig } from '../src/domain/shell-config';
import { SHELL_ROOT } from './shell-root';
import { vendorSdkPackagesPlugin } from './vendor-packages';

// Inside the repository, so the SDKs it has installed resolve from the entry as they do from the shell's adapters.
const dir = mkdtempSync(path.join(SHELL_ROOT, 'node_modules', '.shellkit-vendor-packages-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** An entry importing SDKs as the adapters do: by dynamic import, a subpath, a named import, a worker URL. */
const entry = path.join(dir, 'entry.js');
writeFileSync(
  entry,
  [
    "import { replayIntegration } from '@sentry/replay';",
    "import workerUrl from '@sentry/replay/worker-bundler?worker&url';",
    "export const posthog = () => import('posthog-js/dist/module.slim.no-external.js');",
    'export const replay = () => [replayIntegration, workerUrl];',
  ].join('\n'),
);

function configOf(env: Record<string, string>): ShellConfig {
  const result = shellConfigFromEnv(env);
  if (!result.ok) throw new Error(result.error);
  return result.config;
}

/**
 * Vite's own answer for an optional peer dependency that is not installed (a module exporting nothing), here for
 * posthog-js as a product without it gets it, whatever this repository's node_modules holds.
 */
const viteOptionalPeerStandIn: Plugin = {
  name: 'test:vite-optional-peer-stand-in',
  enforce: 'pre',
  resolveId: (source) => (source.startsWith('posthog-js') ? `__vite-optional-peer-dep:${source}:shellkit` : null),
  load: (id) => (id.startsWith('__vite-optional-peer-dep:') ? 'throw new Error("not installed");\nexport {};' : null),
};

/** A product's own vendor whose SDK is a package of npm's (one no product here has installed). */
const acmeReplay = defineVendor({
  id: 'acme-replay',
  label: 'Acme Replay',
  port: 'heatmap',
  purpose: 'experience',
  variables: (z) => ({ VITE_ACME_REPLAY_KEY: z.string() }),
  switchedOnBy: 'VITE_ACME_REPLAY_KEY',
  variableDocs: { VITE_ACME_REPLAY_KEY: 'Acme Replay: its key.' },
  options: (env) => (env.VITE_ACME_REPLAY_KEY ? { key: env.VITE_ACME_REPLAY_KEY } : undefined),
  origins: () => ({}),
  storage: [],
  loading: { kind: 'sdk', packages: ['acme-replay-sdk'], chunks: [{ name: 'sdk-acme', modules: /acme-replay-sdk/ }] },
  starts: 'when-idle',
  privacy: ['scrolls-and-clicks'],
  create: () => ({ load: () => undefined }),
});
const acmeEntry = path.join(dir, 'acme-entry.js');
writeFileSync(acmeEntry, "export const acme = () => import('acme-replay-sdk');\n");

async function buildWith(
  config: ShellConfig | undefined,
  absent: readonly string[],
  standIns: readonly Plugin[] = [],
  { from = entry, productVendors = [] }: { from?: string; productVendors?: readonly (typeof acmeReplay)[] } = {},
): Promise<string> {
  const output = (await build({
    configFile: false,
    root: dir,
    logLevel: 'silent',
    plugins: [vendorSdkPackagesPlugin(() => config, { absent, productVendors: () => productVendors }), ...standIns],
    build: { write: false, lib: { entry: from, formats: ['es'] } },
  })) as Rolldown.RolldownOutput[];
  return output
    .flatMap((result) => result.output)
    .map((file) => (file.type === 'chunk' ? file.code : ''))
    .join('\n');
}

describe("shellkit/vite's vendor SDK packages", () => {
  it('build with a stub for each SDK the product has not installed, saying so if it ever runs', async () => {
    const code = await buildWith(undefined, ['posthog-js', '@sentry/replay']);
    expect(code).toContain('posthog-js/dist/module.slim.no-external.js was not installed when this site was built: npm install posthog-js');
    expect(code).toContain('@sentry/replay was not installed when this site was built: npm install @sentry/replay');
  });

  it('fail the build when the config switches on a vendor whose SDK is not installed, naming the variable and the package', async () => {
    const posthogOn = configOf({ VITE_POSTHOG_KEY: 'phc_abcdefgh1234' });
    await expect(buildWith(posthogOn, ['posthog-js'])).rejects.toThrow(
      'VITE_POSTHOG_KEY: PostHog is switched on but posthog-js is not installed: npm install posthog-js',
    );
    const sentryOn = configOf({ VITE_SENTRY_DSN: 'https://abc123@o1.ingest.us.sentry.io/2' });
    await expect(buildWith(sentryOn, ['@sentry/replay'])).rejects.toThrow(
      'VITE_SENTRY_DSN: Sentry is switched on but @sentry/replay is not installed: npm install @sentry/replay',
    );
  });

  it("take Vite's stand-in for an optional peer that is not installed as not installed", async () => {
    const code = await buildWith(undefined, [], [viteOptionalPeerStandIn]);
    expect(code).toContain('posthog-js/dist/module.slim.no-external.js was not installed when this site was built');
    await expect(buildWith(configOf({ VITE_POSTHOG_KEY: 'phc_abcdefgh1234' }), [], [viteOptionalPeerStandIn])).rejects.toThrow(
      'VITE_POSTHOG_KEY: PostHog is switched on but posthog-js is not installed: npm install posthog-js',
    );
  });

  it('build a switched-on vendor whose SDK is installed with the SDK itself', async () => {
    const posthogOn = configOf({ VITE_POSTHOG_KEY: 'phc_abcdefgh1234' });
    const code = await buildWith(posthogOn, ['@sentry/replay']);
    expect(code).not.toContain('posthog-js/dist/module.slim.no-external.js was not installed');
    expect(code).toContain('@sentry/replay was not installed');
    // PostHog's own code, from its package.
    expect(code).toMatch(/opt_in_capturing/);
  });

  it("treat a product's own SDK vendor alike: a stub when it is off, the build failing, naming it, when it is on without its package", async () => {
    const product = { from: acmeEntry, productVendors: [acmeReplay] };
    expect(await buildWith(undefined, [], [], product)).toContain(
      'acme-replay-sdk was not installed when this site was built: npm install acme-replay-sdk',
    );
    const withAcme = shellEnv(vendorContributionsWith(vendorModule(acmeReplay))).configFromEnv({ VITE_ACME_REPLAY_KEY: 'k' });
    if (!withAcme.ok) throw new Error(withAcme.error);
    await expect(buildWith(withAcme.config, [], [], product)).rejects.toThrow(
      'VITE_ACME_REPLAY_KEY: Acme Replay is switched on but acme-replay-sdk is not installed: npm install acme-replay-sdk',
    );
  });
});
