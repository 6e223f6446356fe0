import { ContainerModule } from 'inversify';
import { MEMORY_VENDOR_ID, type ShellConfig } from '../domain/shell-config';
import { VENDOR_PORTS, type VendorPort } from '../domain/vendor-facts';
import { vendorStartQueue } from '../application/vendor-start-queue';
import type { ConsentStore } from '../ports/consent-store.port';
import type { VendorPorts } from '../ports/vendor-descriptor';
import { chooseVendor, type ChosenVendor, type StartInTurn } from './choose-vendor';
import { CHOSEN_VENDOR, COMPOSED_VENDORS, COMPOSITION_INPUT, START_IN_TURN, VENDOR_CONTRIBUTIONS } from './tokens';
import { createVendorContainer, vendorContributions } from './vendor-contributions';

export interface VendorCompositionInput {
  readonly config: ShellConfig;
  readonly consent: ConsentStore;
  /** The router, once built: the Sentry adapter names its traces after routes. Undefined in tests without one. */
  readonly getRouter?: () => unknown;
  /** Testers' seam: adapters of their own (a spy, one that throws) served through the real pipelines instead of the config's. */
  readonly adapterOverrides?: Partial<VendorPorts>;
  /** Where each vendor's last consent signal goes (the inspector's board); by the vendor's label. */
  readonly reportConsentSent?: (vendor: string, signal: string) => void;
  /** When a vendor that does not start at once gets its turn; one at a time in idle moments after load by default. */
  readonly startInTurn?: StartInTurn;
  /** How a vendor that cannot be stopped in the page is stopped (AdapterContext's `reloadToStop`); nothing in tests without it. */
  readonly reloadToStop?: () => void;
}

/** The vendors of a config, composed: each port's adapter, made on first ask, and the in-memory fakes testers read. */
export interface ComposedVendors {
  /**
   * The port's adapter, at once (in-memory) or as a promise of it ready; made once, on the first ask.
   * `reportFailure` is where the vendor reports failures outside any call (the port's pipeline).
   */
  adapterFor<Port extends VendorPort>(port: Port, reportFailure?: (error: unknown) => void): VendorPorts[Port] | Promise<VendorPorts[Port]>;
  /** The in-memory fake behind each port that has one: the adapter itself, or the recording kept beside a vendor. */
  readonly recordings: Partial<VendorPorts>;
}

/**
 * The shell's own module: from the page's input and every vendor's contribution, the vendor each
 * port serves (one singleton per port, chosen on first resolution) and the composed vendors built on them.
 */
const shellModule = (input: VendorCompositionInput) =>
  new ContainerModule(({ bind }) => {
    bind(COMPOSITION_INPUT).toConstantValue(input);
    bind(START_IN_TURN).toConstantValue(input.startInTurn ?? vendorStartQueue());
    for (const port of VENDOR_PORTS) {
      bind(CHOSEN_VENDOR[port])
        .toDynamicValue((context) =>
          chooseVendor(
            port,
            context.get(COMPOSITION_INPUT),
            vendorContributions(context.get(VENDOR_CONTRIBUTIONS)),
            context.get(START_IN_TURN),
          ),
        )
        .inSingletonScope();
    }
    bind(COMPOSED_VENDORS)
      .toDynamicValue((context) => {
        const chosen = Object.fromEntries(VENDOR_PORTS.map((port) => [port, context.get(CHOSEN_VENDOR[port])])) as {
          readonly [Port in VendorPort]: ChosenVendor<VendorPorts[Port]>;
        };
        return composedVendors(context.get(COMPOSITION_INPUT), chosen);
      })
      .inSingletonScope();
  });

function composedVendors(
  input: VendorCompositionInput,
  chosen: { readonly [Port in VendorPort]: ChosenVendor<VendorPorts[Port]> },
): ComposedVendors {
  const made = new Map<VendorPort, unknown>();
  const adapterFor = <Port extends VendorPort>(
    port: Port,
    reportFailure: (error: unknown) => void = () => undefined,
  ): VendorPorts[Port] | Promise<VendorPorts[Port]> => {
    if (!made.has(port)) made.set(port, chosen[port].make(reportFailure));
    return made.get(port) as VendorPorts[Port] | Promise<VendorPorts[Port]>;
  };
  const recordings: Partial<Record<VendorPort, unknown>> = {};
  for (const port of VENDOR_PORTS) {
    const inMemory = input.config.vendors[port].id === MEMORY_VENDOR_ID && !input.adapterOverrides?.[port];
    // Making an in-memory adapter loads nothing, so it is made now, for testers to read from the first call.
    const recording = chosen[port].recording ?? (inMemory ? adapterFor(port) : undefined);
    if (recording !== undefined) recordings[port] = recording;
  }
  return { adapterFor, recordings: recordings as Partial<VendorPorts> };
}

/**
 * The composition root. inversify, as its largest codebases use it: each vendor's module contributes
 * its descriptor to one contribution point (vendor-registry.ts), and the shell's module derives each
 * port's vendor from all the contributions by the config. It is its own chunk, loaded after the first
 * paint: the page's pipelines and consent store are in the entry, and hold calls until the vendors
 * they deliver to are composed here.
 */
export function composeVendors(input: VendorCompositionInput): ComposedVendors {
  const container = createVendorContainer();
  container.load(shellModule(input));
  return container.get(COMPOSED_VENDORS);
}
