import { useCallback, useReducer, useSyncExternalStore } from 'react';
import { isDeclaredAs, type PresentItem, type StorageOwner, type StoredItem } from '../../domain/stored-item';
import { presentItems } from '../../platform/device-storage';
import type { VendorBoard } from '../../ports/vendor-boards.port';

const KIND_WORDS: Record<StoredItem['kind'], string> = {
  cookie: 'cookie',
  localStorage: 'local storage',
  sessionStorage: 'session storage',
};

/**
 * Issue 25: under each vendor that is on, the cookies and keys it declares and which of them are on
 * the device now (read as the panel renders; "Look again" reads again), and what the last refusal of
 * its purpose removed.
 */
export function StoredItemsPanel({
  owners,
  removed,
}: {
  readonly owners: readonly StorageOwner[];
  readonly removed: VendorBoard<readonly PresentItem[]>;
}) {
  const subscribe = useCallback((onChange: () => void) => removed.subscribe(onChange), [removed]);
  // A Map that changes in place: what it holds, as text, is the snapshot React compares.
  useSyncExternalStore(subscribe, () =>
    [...removed.latest].map(([vendor, items]) => `${vendor}:${items.map(({ name }) => name).join()}`).join('\n'),
  );
  const [, lookAgain] = useReducer((count: number) => count + 1, 0);
  const present = presentItems();
  const storing = owners.filter((owner) => owner.storage.length > 0);
  if (storing.length === 0) return null;
  return (
    <section aria-label="Stored on the device">
      <div className="shell-inspector__controls">
        <strong>Stored on the device</strong>
        <button type="button" onClick={lookAgain}>
          Look again
        </button>
      </div>
      {storing.map((owner) => {
        const gone = removed.latest.get(owner.label);
        return (
          <div key={owner.label} className="shell-inspector__vendors">
            <ul aria-label={`${owner.label} declares`}>
              {owner.storage.map((item) => {
                const here = present.filter(({ kind, name }) => isDeclaredAs(item, kind, name)).map(({ name }) => name);
                return (
                  <li key={`${item.kind} ${item.name}`}>
                    {owner.label}: <code>{item.name}</code> ({KIND_WORDS[item.kind]}):{' '}
                    {here.length > 0 ? <strong>present ({here.join(', ')})</strong> : 'absent'}
                  </li>
                );
              })}
            </ul>
            {gone && (
              <p>
                {owner.label}, removed after the refusal: {gone.map(({ name }) => name).join(', ')}
              </p>
            )}
          </div>
        );
      })}
    </section>
  );
}
