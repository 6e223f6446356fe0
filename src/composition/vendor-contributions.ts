import type { Container } from 'inversify';
import { MEMORY_VENDOR_ID, type ShellConfig } from '../domain/shell-config';
import { VENDOR_PORTS, type VendorPort } from '../domain/vendor-facts';
import type { AnyVendorDescriptor } from '../ports/vendor-descriptor';
import { bindContributionProvider, type ContributionProvider } from './contribution-provider';
import { shellContainer } from './container';
import { VENDOR_CONTRIBUTION, VENDOR_CONTRIBUTIONS, type ContainerModuleLoad } from './tokens';
import type { VendorContributions } from './vendor-composition';
import { VENDOR_MODULES } from './vendor-registry';

/** The vendor contribution point's provider (Theia's `bindContributionProvider`), as a module. */
export const vendorContributionPoint: ContainerModuleLoad = ({ bind }) =>
  bindContributionProvider(bind, VENDOR_CONTRIBUTION, VENDOR_CONTRIBUTIONS);

/** The contribution point and every registered vendor's module, to load into a container. */
export const VENDOR_CONTRIBUTION_MODULES: readonly ContainerModuleLoad[] = [vendorContributionPoint, ...VENDOR_MODULES];

/**
 * A container holding every registered vendor's contributions, and the provider the host asks for them; `more`, the
 * modules of a product's own vendors (product-vendors.ts), contribute to the same point.
 */
export function createVendorContainer(...more: readonly ContainerModuleLoad[]): Container {
  return shellContainer(...VENDOR_CONTRIBUTION_MODULES, ...more);
}

/** The host's tables of the registry's vendors and those `more` contribute (a product's own, through shellkit/vite). */
export const vendorContributionsWith = (...more: readonly ContainerModuleLoad[]): VendorContributions =>
  vendorContributions(createVendorContainer(...more).get(VENDOR_CONTRIBUTIONS));

/** The host's tables from a provider of vendor contributions (by default, a container of the registry's vendors). */
export function vendorContributions(
  provider: ContributionProvider<AnyVendorDescriptor> = createVendorContainer().get(VENDOR_CONTRIBUTIONS),
): VendorContributions {
  const all = provider.getContributions();
  // A product's vendor named as one of the shell's (or two of its own alike) would make one id mean two vendors.
  const seen = new Set<string>();
  for (const { port, id } of all) {
    if (seen.has(`${port} ${id}`))
      throw new Error(`Shellkit: two vendors contribute the id "${id}" to the ${port} port; a vendor's id must be its own.`);
    seen.add(`${port} ${id}`);
  }
  const servingPort = (port: VendorPort) => all.filter((vendor) => vendor.port === port);
  const defaultFor = (port: VendorPort) => {
    const fallback = servingPort(port).find((vendor) => vendor.id === MEMORY_VENDOR_ID);
    if (!fallback) throw new Error(`Shellkit: no in-memory vendor contributes the ${port} port's default.`);
    return fallback;
  };
  const switchedOnBy = (config: ShellConfig) =>
    VENDOR_PORTS.flatMap((port) =>
      config.vendors[port].flatMap(({ id, options }) => {
        const descriptor = servingPort(port).find((vendor) => vendor.id === id);
        return descriptor ? [{ descriptor, options }] : [];
      }),
    );
  const switchable = all.filter((vendor) => vendor.id !== MEMORY_VENDOR_ID);
  return { all, switchable, servingPort, defaultFor, switchedOnBy };
}
