import { clearStorageWhenRefused } from '../application/storage-clearing';
import type { ShellConfig } from '../domain/shell-config';
import type { PresentItem, StorageOwner } from '../domain/stored-item';
import { VENDOR_PORTS } from '../domain/vendor-facts';
import { clearStoredItems } from '../platform/clear-stored-items';
import { whenPageIdle } from '../platform/page-lifecycle';
import type { ConsentStore } from '../ports/consent-store.port';

/** The vendors this config runs, as their storage goes (the in-memory defaults declare nothing). */
export function storageOwners(config: ShellConfig): readonly StorageOwner[] {
  return VENDOR_PORTS.map((port) => config.vendors[port]).map(({ label, purpose, storage }) => ({ label, purpose, storage }));
}

/**
 * Issue 25: what a refused purpose's vendors stored is removed from this page's device as it is
 * refused, and what an earlier page (or a tag) left of it once this one is idle. `removed` hears
 * what went, per vendor, for the inspector.
 */
export function clearRefusedStorage(
  config: ShellConfig,
  consent: ConsentStore,
  removed?: (vendor: string, items: readonly PresentItem[]) => void,
): void {
  clearStorageWhenRefused({
    consent,
    owners: storageOwners(config),
    clear: (items) => clearStoredItems(items),
    ...(removed ? { removed } : {}),
    atStart: (clear) => void whenPageIdle(clear),
  });
}
