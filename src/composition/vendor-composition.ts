import type { ShellConfig } from '../domain/shell-config';
import type { VendorPort } from '../domain/vendor-facts';
import type { ConsentReader } from '../ports/consent-store.port';
import type { AnyVendorDescriptor, VendorPorts } from '../ports/vendor-descriptor';

// The composition root's shapes, apart from the code that makes them, so the tokens, the vendor
// contributions and the makers name them without importing one another.

/** When a vendor that does not start at once gets its turn. */
export type StartInTurn = <T>(job: () => T | Promise<T>) => Promise<T>;

export interface VendorCompositionInput {
  readonly config: ShellConfig;
  /** The decisions as the vendors hear them (consentHeardByVendors): the same view the pipelines follow, so a pipeline hears before its adapter. */
  readonly consent: ConsentReader;
  /** The router the page renders (from the container, made before any vendor is asked for): the Sentry adapter names its traces after routes. Undefined in tests without one. */
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

/** The vendors of a config, composed: each switched-on vendor's adapter, made on first ask, and the in-memory fakes testers read. */
export interface ComposedVendors {
  /**
   * The adapter of the vendor `vendorId` on a port, at once (in-memory) or as a promise of it ready;
   * made once, on the first ask. `reportFailure` is where the vendor reports failures outside any
   * call (its pipeline).
   */
  adapterFor<Port extends VendorPort>(
    port: Port,
    vendorId: string,
    reportFailure?: (error: unknown) => void,
  ): VendorPorts[Port] | Promise<VendorPorts[Port]>;
  /** The in-memory fake behind each port that has one: the adapter itself, or the recording kept beside a vendor. */
  readonly recordings: Partial<VendorPorts>;
}

/** A vendor a config switched on: its descriptor, and the options its variables made. */
export interface SwitchedOnVendor {
  readonly descriptor: AnyVendorDescriptor;
  readonly options: unknown;
}

/** The host's tables, each derived from what the vendors contributed, never from a list of its own. */
export interface VendorContributions {
  /** Every contributed vendor, the in-memory defaults included, in the registry's order. */
  readonly all: readonly AnyVendorDescriptor[];
  /** The vendors a variable switches on: every contribution but the in-memory defaults. */
  readonly switchable: readonly AnyVendorDescriptor[];
  /** Every vendor that can serve a port. */
  servingPort(port: VendorPort): readonly AnyVendorDescriptor[];
  /** The port's default when no vendor is switched on: its in-memory adapter. */
  defaultFor(port: VendorPort): AnyVendorDescriptor;
  /** Every vendor a config switched on (the in-memory defaults included), by port, each with its options. */
  switchedOnBy(config: ShellConfig): readonly SwitchedOnVendor[];
}
