import { Container, ContainerModule } from 'inversify';
import { MEMORY_VENDOR_ID, type ShellConfig } from '../domain/shell-config';
import { VENDOR_PORTS, type VendorPort } from '../domain/vendor-facts';
import type { AnyVendorDescriptor } from '../ports/vendor-descriptor';
import { bindContributionProvider, type ContributionProvider } from './contribution-provider';
import { VENDOR_CONTRIBUTION, VENDOR_CONTRIBUTIONS } from './tokens';
import { VENDOR_MODULES } from './vendor-registry';

/** A container holding every registered vendor's contributions, and the provider the host asks for them. */
export function createVendorContainer(): Container {
  const container = new Container();
  container.load(
    new ContainerModule(({ bind }) => bindContributionProvider(bind, VENDOR_CONTRIBUTION, VENDOR_CONTRIBUTIONS)),
    ...VENDOR_MODULES,
  );
  return container;
}

/** A vendor a config switched on: its descriptor, and the options its variables made. */
export interface SwitchedOnVendor {
  readonly descriptor: AnyVendorDescriptor;
  readonly options: unknown;
}

/** The host's tables, each derived from what the vendors contributed, never from a list of its own. */
export interface VendorContributions {
  /** Every contributed vendor, the in-memory defaults included, in the registry's order. */
  readonly all: readonly AnyVendorDescriptor[];
  /** The vendors a variable switches on: every contribution but the in-memory defaults. */
  readonly switchable: readonly AnyVendorDescriptor[];
  /** Every vendor that can serve a port. */
  servingPort(port: VendorPort): readonly AnyVendorDescriptor[];
  /** The port's default when no vendor is switched on: its in-memory adapter. */
  defaultFor(port: VendorPort): AnyVendorDescriptor;
  /** Every vendor a config switched on (the in-memory defaults included), by port, each with its options. */
  switchedOnBy(config: ShellConfig): readonly SwitchedOnVendor[];
}

/** The host's tables from a provider of vendor contributions (by default, a container of the registry's vendors). */
export function vendorContributions(
  provider: ContributionProvider<AnyVendorDescriptor> = createVendorContainer().get(VENDOR_CONTRIBUTIONS),
): VendorContributions {
  const all = provider.getContributions();
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
