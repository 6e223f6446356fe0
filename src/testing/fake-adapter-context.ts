import type { Purpose } from '../domain/purpose';
import type { VendorPermission } from '../domain/vendor-permission';
import type { PermissionSignal } from '../ports/permission-signal';
import type { AdapterContext } from '../ports/vendor-descriptor';

/**
 * An AdapterContext for an adapter's own tests: each purpose's permission is set by the test (as a
 * visitor's choice, another tab or a withdrawal would change it), and what the adapter says it told
 * its vendor about consent is kept in order.
 */
export interface FakeAdapterContext {
  readonly context: AdapterContext;
  /**
   * Changes one purpose's permission; its subscribers hear it when it differs, as the shell's signal does.
   * `optedOutOfSale`: the visitor's US opt-out (or GPC) as the signal says it from then on (false unless given).
   */
  set(purpose: Purpose, permission: VendorPermission, optedOutOfSale?: boolean): void;
  /** Every `consentSent` signal, in order. */
  readonly consentSent: string[];
  /** The listeners each purpose has now (an adapter that stops listening leaves none). */
  listeners(purpose: Purpose): number;
  /** How many times the adapter asked for the page to be reloaded to stop its vendor. */
  readonly reloads: () => number;
}

export function fakeAdapterContext(initial: Partial<Record<Purpose, VendorPermission>> = {}): FakeAdapterContext {
  const permissions = new Map<Purpose, VendorPermission>(
    Object.entries({ necessary: 'granted', ...initial }) as [Purpose, VendorPermission][],
  );
  const subscribers = new Map<Purpose, Set<(permission: VendorPermission) => void>>();
  const subscribersOf = (purpose: Purpose) => {
    let set = subscribers.get(purpose);
    if (!set) subscribers.set(purpose, (set = new Set()));
    return set;
  };
  const signal = (purpose: Purpose): PermissionSignal => ({
    current: () => permissions.get(purpose) ?? 'pending',
    subscribe(listener) {
      subscribersOf(purpose).add(listener);
      return () => subscribersOf(purpose).delete(listener);
    },
    optedOutOfSale: () => optedOut,
  });
  const consentSent: string[] = [];
  let reloads = 0;
  let optedOut = false;
  return {
    context: {
      consentFor: signal,
      router: () => undefined,
      reportFailure: () => undefined,
      consentSent: (sent) => consentSent.push(sent),
      reloadToStop: () => void reloads++,
    },
    reloads: () => reloads,
    set(purpose, permission, optedOutOfSale = false) {
      optedOut = optedOutOfSale;
      if ((permissions.get(purpose) ?? 'pending') === permission) return;
      permissions.set(purpose, permission);
      for (const listener of [...subscribersOf(purpose)]) listener(permission);
    },
    consentSent,
    listeners: (purpose) => subscribersOf(purpose).size,
  };
}
