import type { ShellConfig } from '../domain/shell-config';
import { VENDOR_PORTS } from '../domain/vendor-facts';
import type { AnyVendorDescriptor } from '../ports/vendor-descriptor';
import { DEFAULT_VENDORS, VENDORS } from './vendor-registry';

/** The descriptor of the vendor the config chose for each port (the in-memory default included). */
export function chosenDescriptors(config: ShellConfig): readonly AnyVendorDescriptor[] {
  const all: readonly AnyVendorDescriptor[] = [...VENDORS, ...Object.values(DEFAULT_VENDORS)];
  return VENDOR_PORTS.flatMap((port) => all.filter((descriptor) => descriptor.port === port && descriptor.id === config.vendors[port].id));
}
