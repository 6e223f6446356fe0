// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { plausible } from '../src/adapters/plausible/plausible.vendor';
import { productShellEnv } from '../src/composition/product-shell-env';
import { SHELL_ENV_VARIABLES } from '../src/composition/shell-env';
import { vendorContributionsWith } from '../src/composition/vendor-contributions';
import { vendorModule } from '../src/composition/vendor-module';
import { E2E_PRODUCT_DIR, PRODUCT_SERVER_SCRIPT } from './support/product-build.mjs';
import { OWN_VENDOR } from './support/test-product';

/**
 * Issue 31 §4: a product's own vendor (the test product's src/vendors.ts) contributes to the same point as the
 * registry's, so its variables are validated as a built-in vendor's are, by the build and by the server, and a bad one
 * is refused naming it. tests/e2e/vendors/product-vendor.spec.ts drives it in the page.
 */
const run = (args: string[], env: Record<string, string>, cwd?: string) =>
  spawnSync(process.execPath, args, { env: { ...process.env, ...env }, encoding: 'utf8', timeout: 120_000, ...(cwd ? { cwd } : {}) });

const BAD = { [OWN_VENDOR.switchedOnBy]: 'fixture-site', [OWN_VENDOR.endpointVariable]: 'ftp://stats.example' };
const REFUSED = new RegExp(`${OWN_VENDOR.endpointVariable}: must be an http\\(s\\) origin.*\\(got "ftp://stats.example"\\)`);

describe("a product's own vendor", () => {
  it("is read beside the shell's: its variables switch it on, with its label, purpose and CSP origin", () => {
    const result = productShellEnv.configFromEnv({
      [OWN_VENDOR.switchedOnBy]: 'fixture-site',
      [OWN_VENDOR.endpointVariable]: 'http://127.0.0.1:9',
    });
    if (!result.ok) throw new Error(result.error);
    expect(result.config.vendors.analytics).toEqual([
      expect.objectContaining({
        id: 'acme-stats',
        label: OWN_VENDOR.label,
        purpose: 'analytics',
        options: { site: 'fixture-site', endpoint: 'http://127.0.0.1:9' },
      }),
    ]);
    expect(productShellEnv.vendorOrigins(result.config)).toContainEqual({ connectSrc: ['http://127.0.0.1:9'] });
    expect(productShellEnv.variables).toEqual(expect.arrayContaining([OWN_VENDOR.switchedOnBy, OWN_VENDOR.endpointVariable]));
  });

  it("stays the product's: the shell's own variables (its docs, .env.example) do not name it", () => {
    expect(SHELL_ENV_VARIABLES).not.toContain(OWN_VENDOR.switchedOnBy);
  });

  it('a bad variable of it is refused, naming the variable and its rule', () => {
    const result = productShellEnv.configFromEnv(BAD);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.error).toMatch(REFUSED);
  });

  it('the server refuses to start on it, naming the variable (exit 1)', () => {
    const result = run([PRODUCT_SERVER_SCRIPT], { ...BAD, PORT: '1' });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(REFUSED);
  });

  it('`vite build` refuses it, naming the variable', () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'shellkit-bad-own-vendor-'));
    try {
      const result = run(
        [path.resolve('node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--logLevel', 'error'],
        BAD,
        E2E_PRODUCT_DIR,
      );
      expect(result.status).not.toBe(0);
      expect(result.stderr + result.stdout).toMatch(REFUSED);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });

  it("one named as a vendor of the shell's is refused: an id means one vendor", () => {
    expect(() => vendorContributionsWith(vendorModule({ ...plausible, label: 'Not Plausible' }))).toThrow(
      'Shellkit: two vendors contribute the id "plausible" to the analytics port',
    );
  });
});
