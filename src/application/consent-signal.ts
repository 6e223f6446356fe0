import type { Purpose } from '../domain/purpose';
import type { ConsentReader } from '../ports/consent-store.port';
import type { PermissionSignal } from '../ports/permission-signal';

/** A purpose's permission, and always why. */
export type ConsentSignal = PermissionSignal & { reason(): string };

/**
 * One purpose's permission, as the consent store's snapshot says: it is read, never recomputed, so
 * every pipeline, adapter and the inspector see the same decision (this tab's or another's).
 */
export function consentSignal(purpose: Purpose, consent: ConsentReader): ConsentSignal {
  const current = () => consent.getSnapshot().purposes[purpose];
  return {
    current: () => current().permission,
    reason: () => current().reason,
    optedOutOfSale: () => {
      const { usOptOut, globalPrivacyControl } = consent.getSnapshot();
      return usOptOut?.optedOut === true || globalPrivacyControl;
    },
    subscribe(listener) {
      let last = current().permission;
      return consent.subscribe(() => {
        const next = current().permission;
        if (next === last) return;
        last = next;
        listener(next);
      });
    },
  };
}
