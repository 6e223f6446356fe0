import type { ConsentMode } from '../domain/consent';
import type { Purpose } from '../domain/purpose';
import { purposeDecision, purposePermission, type VendorPermission } from '../domain/vendor-permission';
import type { ConsentStore } from '../ports/consent-store.port';
import type { PermissionSignal } from '../ports/permission-signal';

export interface PrivacySettings {
  readonly mode: ConsentMode;
  readonly globalPrivacyControl: boolean;
}

/** A purpose's permission, and always why. */
export type ConsentSignal = PermissionSignal & { reason(): string };

/** One purpose's permission, recomputed from the consent store on every decision (this tab's or another's). */
export function consentSignal(purpose: Purpose, consent: ConsentStore, privacy: PrivacySettings): ConsentSignal {
  const compute = (): VendorPermission => purposePermission(purpose, { ...privacy, consent: consent.read() });
  return {
    current: compute,
    reason: () => purposeDecision(purpose, { ...privacy, consent: consent.read() }).reason,
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
