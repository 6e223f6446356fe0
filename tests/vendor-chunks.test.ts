// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { clientScripts, initialScripts, withStaticImports } from './support/build-output';

/**
 * Vendor SDKs load after first paint, each from its own lazy chunk (vite.config.ts, codeSplitting groups).
 * All adapters are in the module graph whatever the config, so every build holds these chunks.
 * Markers are strings only the SDKs' own code contains, not the adapters that load them.
 */
const SDKS = {
  sentry: { chunk: 'sdk-errors', marker: /__SENTRY__|sentry_key/ }, // the global carrier, the auth query parameter
  replay: { chunk: 'sdk-replay', marker: /__rrweb__/ }, // rrweb's global (PostHog has only __rrweb_original__; Mixpanel's core names rr-block in its config)
  segment: { chunk: 'sdk-events', marker: /ajs_anonymous_id|ajs_user_id/ }, // analytics-next's identity cookies
  posthog: { chunk: 'sdk-insights', marker: /\$posthog_cookieless|\[PostHog\.js\]/ }, // its cookieless sentinel id, its log prefix
  mixpanel: { chunk: 'sdk-funnels', marker: /__mpq|Mixpanel error:/ }, // its snippet's queue global, its error prefix
} as const;
/** Also kept out of the first visit: Sentry's SDK name (replay's chunk carries it too) and Meta's pixel, which the adapter fetches from Meta's CDN. */
const ALSO_NOT_INITIAL = { 'Sentry SDK name': /sentry\.javascript/, 'Meta pixel': /SignalsFBEvents|getFbeventsModules/ };

const read = (file: string) => readFileSync(file, 'utf8');
const name = (file: string) => path.basename(file);

describe('vendor SDK chunks (client build)', () => {
  it('the first visit downloads no Sentry, replay, Segment, PostHog or Meta pixel SDK code', () => {
    const initial = withStaticImports(initialScripts());
    expect(initial.length).toBeGreaterThan(0);
    for (const file of initial) {
      const source = read(file);
      for (const [sdk, { marker }] of Object.entries(SDKS)) expect(source, `${sdk} code in ${name(file)}`).not.toMatch(marker);
      for (const [sdk, marker] of Object.entries(ALSO_NOT_INITIAL)) expect(source, `${sdk} in ${name(file)}`).not.toMatch(marker);
    }
  });

  it('no vendor chunk is among the entry, its modulepreloads and their static imports', () => {
    const initial = withStaticImports(initialScripts()).map(name);
    expect(initial.filter((file) => file.startsWith('sdk-'))).toEqual([]);
    // The adapters' chunk neither: it imports from the composition root's chunk, so the entry importing
    // it statically (an adapter imported by the entry, as the consent ledger's sender once was) breaks composition.
    expect(initial.filter((file) => file.startsWith('adapters-'))).toEqual([]);
  });

  it('Sentry, session replay, Segment and PostHog each sit in one chunk of their own, under a neutral name', () => {
    const scripts = clientScripts();
    const chunks = Object.entries(SDKS).map(([sdk, { chunk, marker }]) => {
      const holding = scripts.filter((file) => marker.test(read(file)));
      expect(holding.map(name), `chunks with ${sdk} code`).toEqual([expect.stringMatching(new RegExp(`^${chunk}-[\\w-]+\\.js$`))]);
      return holding[0] as string;
    });
    for (const file of chunks)
      console.log(`${name(file)}: ${(gzipSync(readFileSync(file), { level: 9 }).length / 1024).toFixed(1)} KiB gzip`);
  });

  it('no script file is named after a vendor, so filter lists matching vendor names in paths pass them all', () => {
    const named = clientScripts()
      .map(name)
      .filter((file) => /sentry|segment|posthog|mixpanel|hotjar|clarity|pixel|facebook|analytics/i.test(file));
    expect(named).toEqual([]);
  });

  it("replay's compression worker is a same-origin file, not a blob: URL the CSP would refuse", () => {
    const replayChunk = clientScripts().find((file) => name(file).startsWith('sdk-replay-'));
    expect(replayChunk, 'the replay chunk').toBeDefined();
    const source = read(replayChunk as string);
    expect(source).not.toContain('createObjectURL');
    const workerUrl = /["'`]\/assets\/(worker-bundler-[\w-]+\.js)["'`]/.exec(source)?.[1];
    expect(workerUrl, 'the worker URL given to replay').toBeDefined();
    expect(clientScripts().map(name)).toContain(workerUrl);
  });
});
