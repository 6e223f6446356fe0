import { Container, ContainerModule, type ResolutionContext } from 'inversify';
import { consentSignal } from '../application/consent-signal';
import type { ShellConfig } from '../domain/shell-config';
import { VENDOR_PORTS, type VendorPort, type VendorStart } from '../domain/vendor-facts';
import { oneAtATimeWhenIdle } from '../platform/one-at-a-time-when-idle';
import type { ConsentStore } from '../ports/consent-store.port';
import type { PermissionSignal } from '../ports/permission-signal';
import type { ServiceIdentifier } from '../ports/service-identifier';
import { PORT_METHODS, type AdapterContext, type AnyVendorDescriptor, type VendorPorts } from '../ports/vendor-descriptor';
import { DEFAULT_VENDORS, VENDORS } from './vendor-registry';

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
  readonly startInTurn?: <T>(job: () => T | Promise<T>) => Promise<T>;
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

interface ChosenVendor<Port> {
  readonly make: (reportFailure: (error: unknown) => void) => Port | Promise<Port>;
  readonly recording: Port | undefined;
}

// Composition's own tokens: the container is asked for the chosen vendor of each port, nothing else.
const token = <T>(name: string) => Symbol.for(`shellkit.${name}`) as ServiceIdentifier<T>;
const VENDOR_DESCRIPTOR = token<AnyVendorDescriptor>('VendorDescriptor');
const CHOSEN_VENDOR: { readonly [Port in VendorPort]: ServiceIdentifier<ChosenVendor<VendorPorts[Port]>> } = {
  analytics: token('ChosenVendor.analytics'),
  pixel: token('ChosenVendor.pixel'),
  heatmap: token('ChosenVendor.heatmap'),
  errors: token('ChosenVendor.errors'),
};

/** Each vendor contributes its descriptor, as Theia's extensions contribute to a point; the shell asks for all of them. */
const vendorModule = (descriptor: AnyVendorDescriptor) =>
  new ContainerModule(({ bind }) => {
    bind(VENDOR_DESCRIPTOR).toConstantValue(descriptor);
  });

/**
 * Vendors that wait start one at a time, each in an idle moment after load, once the one before it
 * has started: SDK evaluation and start-up are the page's longest tasks after the first paint, and
 * two of them in one busy second are what a visitor's first tap runs into. Calls made meanwhile wait
 * in their port's pipeline. `after-first-paint` vendors take their turn before `when-idle` ones asked
 * at the same moment only by being asked first (the pipelines ask analytics, pixel, heatmap, errors).
 */
function startsWhen<Port>(
  start: VendorStart,
  inTurn: <T>(job: () => T | Promise<T>) => Promise<T>,
  create: () => Port | Promise<Port>,
  permission: PermissionSignal,
): () => Port | Promise<Port> {
  if (start === 'at-once') return create;
  return () => inTurn(whileGranted(permission, create));
}

/**
 * A vendor's turn can come seconds after it was asked for; a visitor who withdrew its purpose in
 * between must not have its SDK loaded then. Its start waits for the purpose to be granted again
 * (never failing: the pipeline keeps holding, or drops, as the refusal says).
 */
function whileGranted<Port>(permission: PermissionSignal, create: () => Port | Promise<Port>): () => Port | Promise<Port> {
  return () => {
    if (permission.current() === 'granted') return create();
    return new Promise<void>((resolve) => {
      const stop = permission.subscribe((next) => {
        if (next !== 'granted') return;
        stop();
        resolve();
      });
    }).then(create);
  };
}

/** Calls each method on the recording first, then on the vendor: testers' fakes see what a vendor the page may lack would get. */
function recordedAlongside<Port extends VendorPort>(
  port: Port,
  recording: VendorPorts[Port],
  vendor: VendorPorts[Port],
): VendorPorts[Port] {
  type Methods = Record<string, (...args: unknown[]) => unknown>;
  const both: Methods = {};
  for (const method of PORT_METHODS[port] as readonly string[]) {
    both[method] = (...args) => {
      (recording as unknown as Methods)[method]?.(...args);
      return (vendor as unknown as Methods)[method]?.(...args);
    };
  }
  return both as unknown as VendorPorts[Port];
}

function chooseVendor<Port extends VendorPort>(
  port: Port,
  input: VendorCompositionInput,
  context: ResolutionContext,
  inTurn: <T>(job: () => T | Promise<T>) => Promise<T>,
): ChosenVendor<VendorPorts[Port]> {
  const override = input.adapterOverrides?.[port];
  if (override) return { make: () => override, recording: undefined };
  const choice = input.config.vendors[port];
  const descriptor = context
    .getAll<AnyVendorDescriptor>(VENDOR_DESCRIPTOR)
    .find((candidate) => candidate.port === port && candidate.id === choice.id);
  // The server and the build validate the config against this same registry: only a build older than its server gets here.
  if (!descriptor) throw new Error(`Shellkit: no "${choice.id}" vendor serves the ${port} port in this build.`);
  const adapterContext = (reportFailure: (error: unknown) => void): AdapterContext => ({
    consentFor: (purpose) => consentSignal(purpose, input.consent),
    router: input.getRouter ?? (() => undefined),
    reportFailure,
    consentSent: (signal) => input.reportConsentSent?.(descriptor.label, signal),
  });
  const starts = typeof descriptor.starts === 'function' ? descriptor.starts(choice.options) : descriptor.starts;
  const create = (reportFailure: (error: unknown) => void) => () =>
    descriptor.create(choice.options, adapterContext(reportFailure)) as VendorPorts[Port] | Promise<VendorPorts[Port]>;
  const make = (reportFailure: (error: unknown) => void) =>
    startsWhen(starts, inTurn, create(reportFailure), consentSignal(descriptor.purpose, input.consent))();
  if (!descriptor.recordedInMemory?.(choice.options)) return { make, recording: undefined };
  const recording = DEFAULT_VENDORS[port].create(
    {},
    adapterContext(() => undefined),
  ) as VendorPorts[Port];
  const alongside = (vendor: VendorPorts[Port]) => recordedAlongside(port, recording, vendor);
  return {
    make: (reportFailure) => {
      const made = make(reportFailure);
      return made instanceof Promise ? made.then(alongside) : alongside(made);
    },
    recording,
  };
}

/**
 * The composition root. inversify, as its largest codebases use it: each vendor contributes its
 * descriptor through a module of its own, and the shell's module chooses one per port by the config.
 * It is its own chunk, loaded after the first paint: the page's pipelines and consent store are in
 * the entry, and hold calls until the vendors they deliver to are composed here.
 */
export function composeVendors(input: VendorCompositionInput): ComposedVendors {
  const container = new Container();
  const inTurn = input.startInTurn ?? oneAtATimeWhenIdle();
  container.load(
    ...VENDORS.map(vendorModule),
    ...Object.values(DEFAULT_VENDORS).map(vendorModule),
    new ContainerModule(({ bind }) => {
      for (const port of VENDOR_PORTS) {
        bind(CHOSEN_VENDOR[port])
          .toDynamicValue((context) => chooseVendor(port, input, context, inTurn))
          .inSingletonScope();
      }
    }),
  );
  // Resolved once: from here on each port's adapter is made (at most once) when its pipeline asks.
  const chosen = Object.fromEntries(VENDOR_PORTS.map((port) => [port, container.get<ChosenVendor<unknown>>(CHOSEN_VENDOR[port])])) as {
    readonly [Port in VendorPort]: ChosenVendor<VendorPorts[Port]>;
  };
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
    const inMemory = input.config.vendors[port].id === DEFAULT_VENDORS[port].id && !input.adapterOverrides?.[port];
    // Making an in-memory adapter loads nothing, so it is made now, for testers to read from the first call.
    const recording = chosen[port].recording ?? (inMemory ? adapterFor(port) : undefined);
    if (recording !== undefined) recordings[port] = recording;
  }
  return { adapterFor, recordings: recordings as Partial<VendorPorts> };
}
