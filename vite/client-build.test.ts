// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { eagerVendorSdks } from './client-build';

/** The plugin's transform, as the build calls it on one module. */
function transformed(id: string, code: string, configured: readonly string[] = ['segment']): string {
  const plugin = eagerVendorSdks(() => new Set(configured));
  const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
  return transform(code, id)?.code ?? code;
}

describe("the bench's eager variant (eagerVendorSdks)", () => {
  it("makes both composition roots static, so the configured vendors' chain reaches the entry", () => {
    const bootstrap = transformed(
      '/app/node_modules/shellkit/src/composition/bootstrap.tsx',
      "const c = import('./hosts/browser-composition');",
    );
    expect(bootstrap).toMatch(/^import \* as __shellkitEager0 from '\.\/hosts\/browser-composition';/);
    expect(bootstrap).not.toContain("import('./hosts/browser-composition')");
    const startup = transformed('/app/src/composition/hosts/browser-startup.ts', "then(() => import('../compose-vendors'))");
    expect(startup).toContain("import * as __shellkitEager0 from '../compose-vendors';");
  });

  it("makes a configured vendor's adapter and SDK static, and leaves the others lazy", () => {
    const segment = transformed('/app/src/adapters/segment/segment.vendor.ts', "import('./segment-analytics-sink.adapter')");
    expect(segment).toContain("import * as __shellkitEager0 from './segment-analytics-sink.adapter';");
    const posthog = "import('./posthog-analytics-sink.adapter')";
    expect(transformed('/app/src/adapters/posthog/posthog.vendor.ts', posthog)).toBe(posthog);
    const catalog = "import('../i18n/messages/de')";
    expect(transformed('/app/src/composition/bootstrap.tsx', catalog)).toBe(catalog);
  });
});
