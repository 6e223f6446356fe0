import type { Plugin } from 'vite';
import { vendorContributions } from '../src/composition/vendor-contributions';
import type { ShellConfig } from '../src/domain/shell-config';
import type { AnyVendorDescriptor } from '../src/ports/vendor-descriptor';
import { shellFile } from './shell-root';

/** Each vendor SDK's packages (optional peer dependencies of shellkit, or a product's own vendor's), from the vendors' descriptors. */
const sdkPackagesOf = (vendors: readonly AnyVendorDescriptor[]) =>
  vendors.flatMap((vendor) => (vendor.loading.kind === 'sdk' ? [{ vendor, packages: vendor.loading.packages }] : []));

const STUB_PREFIX = '\0shellkit:absent-sdk:';

/**
 * Vite resolves an optional peer dependency that is not installed to a module of its own that throws and exports
 * nothing (so a named import of it fails the build): for this plugin, that is not installed.
 */
const installed = (resolved: { readonly id: string } | null): resolved is { readonly id: string } =>
  resolved !== null && !resolved.id.startsWith('__vite-optional-peer-dep:');

/** The package a bare specifier names ('@sentry/replay/worker-bundler?worker&url' -> '@sentry/replay'), if it is a vendor SDK's. */
function sdkPackageIn(sdkPackages: ReturnType<typeof sdkPackagesOf>, specifier: string): string | undefined {
  const name = specifier.split('/', specifier.startsWith('@') ? 2 : 1).join('/');
  return sdkPackages.some(({ packages }) => packages.includes(name)) ? name : undefined;
}

/**
 * A vendor SDK the product has not installed (its vendor left off) resolves to a stub, so the build never fails on a
 * vendor the product does not use; a config that switches on a vendor whose SDK is not installed fails the build (and
 * the dev server), naming the variable that switches it on and the package to install.
 */
export function vendorSdkPackagesPlugin(
  config: () => ShellConfig | undefined,
  {
    absent = [],
    productVendors = () => [],
  }: {
    /** Packages taken as not installed whatever node_modules holds: a test's way to simulate a product without them. */
    readonly absent?: readonly string[];
    /** The product's own vendors (its src/vendors.ts), once the plugin has read them: their SDKs are checked and stubbed alike. */
    readonly productVendors?: () => readonly AnyVendorDescriptor[];
  } = {},
): Plugin {
  const shellVendors = vendorContributions().switchable;
  const vendorSdkPackages = () => sdkPackagesOf([...shellVendors, ...productVendors()]);
  const sdkPackageOf = (specifier: string) => sdkPackageIn(vendorSdkPackages(), specifier);
  return {
    name: 'shellkit:vendor-sdk-packages',
    enforce: 'pre',
    async buildStart() {
      const config_ = config();
      if (!config_) return;
      const on = new Set(Object.values(config_.vendors).flatMap((port) => port.map((vendor) => vendor.id)));
      const importer = shellFile('src/composition/vendor-registry.ts');
      const problems: string[] = [];
      for (const { vendor, packages } of vendorSdkPackages()) {
        if (!on.has(vendor.id)) continue;
        const missing: string[] = [];
        for (const name of packages)
          if (absent.includes(name) || !installed(await this.resolve(name, importer, { skipSelf: true }))) missing.push(name);
        if (missing.length === 0) continue;
        const are = missing.length === 1 ? 'is' : 'are';
        problems.push(
          `${vendor.switchedOnBy ?? vendor.id}: ${vendor.label} is switched on but ${missing.join(' and ')} ${are} not installed: npm install ${missing.join(' ')}`,
        );
      }
      if (problems.length > 0) this.error(problems.join('\n'));
    },
    async resolveId(source, importer, options) {
      const name = sdkPackageOf(source);
      if (!name) return null;
      const resolved = absent.includes(name) ? null : await this.resolve(source, importer, { ...options, skipSelf: true });
      // Without its query (?worker&url): the stub is a module of its own, never a worker to bundle.
      return installed(resolved) ? resolved : `${STUB_PREFIX}${source.replace(/\?.*$/, '')}`;
    },
    load(id) {
      if (!id.startsWith(STUB_PREFIX)) return null;
      const specifier = id.slice(STUB_PREFIX.length);
      // CommonJS, so any named import of the SDK's binds (to undefined) and the build passes; it only runs if the vendor
      // is switched on at run time in a build made without its SDK, and then its adapter fails, saying so.
      const message = `${specifier} was not installed when this site was built: npm install ${sdkPackageOf(specifier) ?? specifier}, then build again`;
      return `module.exports = {};\nthrow new Error(${JSON.stringify(message)});\n`;
    },
  };
}
