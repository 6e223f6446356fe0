import { LatestPerVendor } from '../application/latest-per-vendor';
import { clearStorageWhenRefused } from '../application/storage-clearing';
import type { ShellActivity } from '../domain/shell-activity';
import type { ShellConfig } from '../domain/shell-config';
import type { PresentItem, StorageOwner } from '../domain/stored-item';
import { VENDOR_PORTS } from '../domain/vendor-facts';
import { clearStoredItems } from '../platform/clear-stored-items';
import { whenPageIdle } from '../platform/page-lifecycle';
import type { ConsentReader } from '../ports/consent-store.port';

/** The vendors this config runs, as their storage goes (the in-memory defaults declare nothing). */
export function storageOwners(config: ShellConfig): readonly StorageOwner[] {
  return VENDOR_PORTS.flatMap((port) => config.vendors[port]).map(({ label, purpose, storage }) => ({ label, purpose, storage }));
}

/**
 * Issue 25: what a refused purpose's vendors stored is removed from this page's device as it is
 * refused, and what an earlier page (or a tag) left of it once this one is idle. Returns the board
 * of what went, per vendor, for the inspector, which also logs each removal when it records.
 */
export function clearRefusedStorage(
  config: ShellConfig,
  consent: ConsentReader,
  activity?: ShellActivity,
): LatestPerVendor<readonly PresentItem[]> {
  const removed = new LatestPerVendor<readonly PresentItem[]>();
  clearStorageWhenRefused({
    consent,
    owners: storageOwners(config),
    clear: (items) => clearStoredItems(items),
    removed: (vendor, items) => {
      removed.report(vendor, items);
      activity?.record({
        port: 'vendor',
        adapter: vendor,
        summary: `${vendor}: removed ${items.map((item) => item.name).join(', ')}`,
        outcome: undefined,
        detail: items,
      });
    },
    atStart: (clear) => void whenPageIdle(clear),
  });
  return removed;
}
