import { PURPOSES, type Purpose } from '../domain/purpose';
import { consentPurposeOf, type PresentItem, type StorageOwner, type StoredItem } from '../domain/stored-item';
import type { ConsentReader } from '../ports/consent-store.port';

export interface StorageClearingOptions {
  readonly consent: ConsentReader;
  readonly owners: readonly StorageOwner[];
  /** Removes what the items declare from the device, and says what it removed (platform's clearStoredItems in the page). */
  readonly clear: (items: readonly StoredItem[]) => readonly PresentItem[];
  /** Told, per vendor, what was removed: the inspector shows it. */
  readonly removed?: (vendor: string, items: readonly PresentItem[]) => void;
  /**
   * When a refusal's clearing runs: after every subscriber has heard the decision, so a vendor's own
   * stop call (an SDK's opt-out or reset) has already run and cannot write its id back after.
   */
  readonly afterDecision?: (clear: () => void) => void;
  /** When what is refused already as the page starts is cleared (left by an earlier page, or by a tag); not at all when absent. */
  readonly atStart?: (clear: () => void) => void;
}

const refusedIn = (consent: ConsentReader): ReadonlySet<Purpose> =>
  new Set(PURPOSES.filter((purpose) => consent.getSnapshot().purposes[purpose].permission === 'denied'));

/**
 * Issue 25: a refusal or withdrawal takes effect on the device. Each time a purpose becomes refused
 * (here or in another tab), every cookie and key declared for it is removed, whether or not its
 * vendor was ever loaded in this page: a vendor's items follow its purpose, unless an item names
 * another (an analytics tag's advertising cookies follow marketing). What is granted or pending is left alone.
 */
export function clearStorageWhenRefused({
  consent,
  owners,
  clear,
  removed,
  afterDecision = queueMicrotask,
  atStart,
}: StorageClearingOptions): () => void {
  const clearFor = (purposes: ReadonlySet<Purpose>) => {
    for (const owner of owners) {
      const items = owner.storage.filter((item) => purposes.has(consentPurposeOf(item, owner.purpose)));
      if (items.length === 0) continue;
      const gone = clear(items);
      if (gone.length > 0) removed?.(owner.label, gone);
    }
  };
  let refused = refusedIn(consent);
  const startingRefused = refused;
  if (startingRefused.size > 0) atStart?.(() => clearFor(startingRefused));
  return consent.subscribe(() => {
    const now = refusedIn(consent);
    const newly = new Set([...now].filter((purpose) => !refused.has(purpose)));
    refused = now;
    // Taken back before it ran (a change of mind within the same task): whatever is granted again stays.
    if (newly.size > 0) afterDecision(() => clearFor(new Set([...newly].filter((purpose) => refusedIn(consent).has(purpose)))));
  });
}
