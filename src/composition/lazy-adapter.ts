import { DeferredSdk } from '../platform/deferred-sdk';
import { VendorStatusBoard } from '../platform/vendor-status';

// The adapter modules' own loading is not a vendor's status; the SDKs inside them report that.
const unlisted = new VendorStatusBoard();

/**
 * A port whose adapter module is fetched on its own, after the entry: vendor adapters stay out of
 * the initial JavaScript whatever the config, and a build pays for an adapter only when it runs.
 * Calls made before the module arrives wait in order (DeferredSdk), like calls waiting for an SDK.
 */
export function lazyAdapter<Port extends object>(vendor: string, methods: readonly (keyof Port & string)[], load: () => Promise<Port>): Port {
  const adapter = new DeferredSdk<Port>({ vendor: `The ${vendor} adapter`, load, statusBoard: unlisted });
  void adapter.start();
  const port: Partial<Record<keyof Port, (...args: unknown[]) => void>> = {};
  for (const method of methods) {
    port[method] = (...args: unknown[]) => adapter.run((loaded) => (loaded[method] as (...args: unknown[]) => unknown).apply(loaded, args));
  }
  return port as Port;
}
