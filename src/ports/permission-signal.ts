import type { VendorPermission } from '../domain/vendor-permission';

/** Whether one consent-governed vendor may run, now and as it changes (accept, decline, another tab). */
export interface PermissionSignal {
  current(): VendorPermission;
  /** Called on every change; returns the unsubscribe function. */
  subscribe(listener: (permission: VendorPermission) => void): () => void;
  /** Why it is what it is now ("marketing refused", "Global Privacy Control"), for the inspector. */
  reason?(): string;
}
