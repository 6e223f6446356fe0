import { consentSignal } from '../application/consent-signal';
import type { VendorChoice } from '../domain/shell-config';
import type { VendorPort, VendorStart } from '../domain/vendor-facts';
import type { PermissionSignal } from '../ports/permission-signal';
import { PORT_METHODS, type AdapterContext, type VendorPorts } from '../ports/vendor-descriptor';
import type { StartInTurn, VendorCompositionInput, VendorContributions } from './vendor-composition';

/** One switched-on vendor as composed: how to make its adapter, and the in-memory recording kept beside it, if any. */
export interface VendorMaker<Port> {
  readonly make: (reportFailure: (error: unknown) => void) => Port | Promise<Port>;
  readonly recording: Port | undefined;
}

/**
 * One vendor the config switched on for a port, from the vendors that contributed to it: how to make
 * its adapter (in its turn, while its purpose is granted) and the in-memory recording kept beside it.
 */
export function vendorMaker<Port extends VendorPort>(
  port: Port,
  choice: VendorChoice,
  input: VendorCompositionInput,
  vendors: VendorContributions,
  inTurn: StartInTurn,
): VendorMaker<VendorPorts[Port]> {
  // A tester's adapter serves every vendor of its port (tests run one a port).
  const override = input.adapterOverrides?.[port];
  if (override) return { make: () => override, recording: undefined };
  const descriptor = vendors.servingPort(port).find((candidate) => candidate.id === choice.id);
  // The server and the build validate the config against these same contributions: only a build older than its server gets here.
  if (!descriptor) throw new Error(`Shellkit: no "${choice.id}" vendor serves the ${port} port in this build.`);
  const adapterContext = (reportFailure: (error: unknown) => void): AdapterContext => ({
    consentFor: (purpose) => consentSignal(purpose, input.consent),
    router: input.getRouter ?? (() => undefined),
    reportFailure,
    consentSent: (signal) => input.reportConsentSent?.(descriptor.label, signal),
    reloadToStop: input.reloadToStop ?? (() => undefined),
  });
  const starts = typeof descriptor.starts === 'function' ? descriptor.starts(choice.options) : descriptor.starts;
  const create = (reportFailure: (error: unknown) => void) => () =>
    descriptor.create(choice.options, adapterContext(reportFailure)) as VendorPorts[Port] | Promise<VendorPorts[Port]>;
  const make = (reportFailure: (error: unknown) => void) =>
    startsWhen(starts, inTurn, create(reportFailure), consentSignal(descriptor.purpose, input.consent))();
  if (!descriptor.recordedInMemory?.(choice.options)) return { make, recording: undefined };
  const recording = vendors.defaultFor(port).create(
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
 * Vendors that wait start one at a time, each in an idle moment after load, once the one before it
 * has started: SDK evaluation and start-up are the page's longest tasks after the first paint, and
 * two of them in one busy second are what a visitor's first tap runs into. Calls made meanwhile wait
 * in their port's pipeline. `after-first-paint` vendors take their turn before `when-idle` ones asked
 * at the same moment only by being asked first (the pipelines ask analytics, pixel, heatmap, errors).
 */
function startsWhen<Port>(
  start: VendorStart,
  inTurn: StartInTurn,
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
