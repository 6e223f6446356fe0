import type { ConsentMode } from '../domain/consent';
import { vendorPermission, type ConsentGovernedVendor, type VendorPermission } from '../domain/vendor-permission';
import type { ConsentStore } from '../ports/consent-store.port';
import type { PermissionSignal } from '../ports/permission-signal';

export interface PrivacySettings {
  readonly mode: ConsentMode;
  readonly globalPrivacyControl: boolean;
}

/** One vendor's permission, recomputed from the consent store on every decision (this tab's or another's). */
export function permissionSignal(vendor: ConsentGovernedVendor, consent: ConsentStore, privacy: PrivacySettings): PermissionSignal {
  const compute = (): VendorPermission => vendorPermission(vendor, { ...privacy, consent: consent.read() });
  return {
    current: compute,
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
