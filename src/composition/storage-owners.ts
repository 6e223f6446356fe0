import type { ShellConfig } from '../domain/shell-config';
import type { StorageOwner } from '../domain/stored-item';
import { VENDOR_PORTS } from '../domain/vendor-facts';

/** The vendors this config runs, as their storage goes (the in-memory defaults declare nothing). */
export function storageOwners(config: ShellConfig): readonly StorageOwner[] {
  return VENDOR_PORTS.flatMap((port) => config.vendors[port]).map(({ label, purpose, storage }) => ({ label, purpose, storage }));
}
