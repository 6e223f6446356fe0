// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Miniflare } from 'miniflare';
import { describe, expect, it } from 'vitest';
import { E2E_PRODUCT_DIR } from '../support/product-build.mjs';
import { describeTunnelContract, type StartTunnel } from './tunnel-contract';

/**
 * The Worker build (dist/edge/tunnel.js) inside workerd, Cloudflare's own runtime, through
 * miniflare: the whole tunnel contract, with the compatibility date and the RATE_LIMITER binding
 * of the wrangler.toml in docs/operators/deploying.md, so the documented config is the one proven to start.
 */
const SITE = 'https://shop.example';
const VISITOR_IP = '203.0.113.9';
const DEPLOYING_DOC = 'docs/operators/deploying.md';

function documentedWranglerToml() {
  const deploying = readFileSync(DEPLOYING_DOC, 'utf8');
  const toml = /```toml\n([\s\S]*?)```/.exec(deploying)?.[1] ?? '';
  const field = (pattern: RegExp) => pattern.exec(toml)?.[1];
  return {
    compatibilityDate: field(/^\s*compatibility_date = "([^"]+)"/m),
    main: field(/^\s*main = "([^"]+)"/m),
    rateLimiterName: field(/\[\[ratelimits\]\]\s*\n\s*name = "([^"]+)"/),
    limit: Number(field(/simple = \{ limit = (\d+), period = \d+ \}/)),
    period: Number(field(/simple = \{ limit = \d+, period = (\d+) \}/)),
  };
}

const startWorkerd: StartTunnel = async (env, options) => {
  const documented = documentedWranglerToml();
  const built = documented.main ? path.relative(process.cwd(), path.join(E2E_PRODUCT_DIR, documented.main)) : undefined;
  if (!built || !existsSync(built)) throw new Error('No edge build: run `npm run build` first.');
  const lines: string[] = [];
  let partial = '';
  const miniflare = new Miniflare({
    modules: true,
    // workerd only loads scripts inside miniflare's root, hence a path relative to the repository.
    scriptPath: built,
    rootPath: process.cwd(),
    compatibilityDate: documented.compatibilityDate ?? `missing from ${DEPLOYING_DOC}`,
    bindings: env,
    ratelimits: {
      [documented.rateLimiterName ?? 'RATE_LIMITER']: {
        simple: { limit: options?.rateLimitPerMinute ?? 100_000, period: documented.period as 60 },
      },
    },
    handleRuntimeStdio(stdout: Readable, stderr: Readable) {
      for (const stream of [stdout, stderr]) {
        stream.on('data', (chunk: Buffer) => {
          const parts = (partial + chunk.toString()).split('\n');
          partial = parts.pop() ?? '';
          lines.push(...parts);
        });
      }
    },
  });
  await miniflare.ready;
  return {
    origin: SITE,
    clientIp: VISITOR_IP,
    post: async (pathAndQuery, init = {}) => {
      const response = await miniflare.dispatchFetch(`${SITE}${pathAndQuery}`, {
        method: init.method ?? 'POST',
        body: (init.body ?? null) as never,
        headers: { 'cf-connecting-ip': init.ip ?? VISITOR_IP, ...init.headers },
        ...(init.body instanceof ReadableStream ? { duplex: 'half' } : {}),
      });
      // miniflare's Response class is its own undici's: hand tests a platform Response.
      return new Response(response.status === 204 ? null : await response.arrayBuffer(), {
        status: response.status,
        headers: [...response.headers],
      });
    },
    logLines: () => lines.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>),
    stop: () => miniflare.dispose(),
  };
};

describe('the wrangler.toml in docs/operators/deploying.md', () => {
  it('names a compatibility date, the build, and a RATE_LIMITER binding with a period Cloudflare accepts', () => {
    const documented = documentedWranglerToml();
    expect(documented.compatibilityDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(documented.main).toBe('dist/edge/tunnel.js');
    expect(documented.rateLimiterName).toBe('RATE_LIMITER');
    expect(documented.limit).toBeGreaterThan(0);
    expect([10, 60]).toContain(documented.period);
  });
});

describeTunnelContract('Cloudflare Worker in workerd', startWorkerd);
