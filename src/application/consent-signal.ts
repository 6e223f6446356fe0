import type { ConsentMode } from '../domain/consent';
import type { Purpose } from '../domain/purpose';
import { permissionReason, purposePermission, type VendorPermission } from '../domain/vendor-permission';
import type { ConsentStore } from '../ports/consent-store.port';
import type { PermissionSignal } from '../ports/permission-signal';

export interface PrivacySettings {
  readonly mode: ConsentMode;
  readonly globalPrivacyControl: boolean;
}

/** One purpose's permission, recomputed from the consent store on every decision (this tab's or another's). */
/** A purpose's permission, and always why. */
export type ConsentSignal = PermissionSignal & { reason(): string };

export function consentSignal(purpose: Purpose, consent: ConsentStore, privacy: PrivacySettings): ConsentSignal {
  const compute = (): VendorPermission => purposePermission(purpose, { ...privacy, consent: consent.read() });
  return {
    current: compute,
    reason: () => permissionReason(purpose, { ...privacy, consent: consent.read() }),
    subscribe(listener) {
      let last = compute();
      return consent.subscribe(() => {
        const next = compute();
        if (next === last) return;
        last = next;
        listener(next);
      });
    },
  };
}
