import type { LatestPerVendor } from '../application/latest-per-vendor';
import { clearStorageWhenRefused } from '../application/storage-clearing';
import type { ShellActivity } from '../domain/shell-activity';
import type { ShellConfig } from '../domain/shell-config';
import type { PresentItem } from '../domain/stored-item';
import { clearStoredItems } from '../platform/clear-stored-items';
import { whenPageIdle } from '../platform/page-lifecycle';
import type { ConsentReader } from '../ports/consent-store.port';
import { storageOwners } from './storage-owners';

/**
 * Issue 25: what a refused purpose's vendors stored is removed from this page's device as it is
 * refused, and what an earlier page (or a tag) left of it once this one is idle. Reports what went,
 * per vendor, on `removed` for the inspector, which also logs each removal when it records.
 *
 * This module is a chunk of its own, loaded after the first paint (bootstrap.tsx): what is refused by
 * the time it runs, a decision made meanwhile included, is cleared once the page is idle.
 */
export function clearRefusedStorage(
  config: ShellConfig,
  consent: ConsentReader,
  removed: LatestPerVendor<readonly PresentItem[]>,
  activity?: ShellActivity,
): void {
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
}
