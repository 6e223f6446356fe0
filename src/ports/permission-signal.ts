import type { VendorPermission } from '../domain/vendor-permission';

/** Whether one consent-governed vendor may run, now and as it changes (accept, decline, another tab). */
export interface PermissionSignal {
  current(): VendorPermission;
  /** Called on every change; returns the unsubscribe function. */
  subscribe(listener: (permission: VendorPermission) => void): () => void;
  /** Why it is what it is now ("marketing refused", "Global Privacy Control"), for the inspector. */
  reason?(): string;
  /**
   * The visitor opted out of the sale and sharing of their data and of targeted advertising (US opt-out mode's
   * switch, or Global Privacy Control: the consent engine's `usOptOut`, and GPC in any mode). Read when the
   * permission changes: a vendor with a restricted-processing call of its own (a network's limited or
   * restricted data processing) makes it then, beside its consent call (issue 33 §2).
   */
  optedOutOfSale?(): boolean;
}
