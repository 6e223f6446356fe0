import { ContainerModule } from 'inversify';
import { MEMORY_VENDOR_ID } from '../domain/shell-config';
import { VENDOR_PORTS, type VendorPort } from '../domain/vendor-facts';
import { vendorStartQueue } from '../application/vendor-start-queue';
import type { VendorPorts } from '../ports/vendor-descriptor';
import {
  COMPOSED_VENDORS,
  COMPOSITION_INPUT,
  SHELL_CONFIG,
  SHELL_ROUTER,
  START_IN_TURN,
  VENDOR_CONSENT,
  VENDOR_CONTRIBUTIONS,
  VENDOR_HOOKS,
  may,
  need,
  typed,
  type ContainerModuleLoad,
} from './tokens';
import type { ComposedVendors, StartInTurn, VendorCompositionInput, VendorContributions } from './vendor-composition';
import { createVendorContainer, VENDOR_CONTRIBUTION_MODULES, vendorContributions } from './vendor-contributions';
import { vendorMaker, type VendorMaker } from './vendor-maker';
import { productVendorModule } from './product-vendors';

/** Every vendor the config switched on, by port and id, ready to be made on its pipeline's first ask. */
type VendorMakers = { readonly [Port in VendorPort]: ReadonlyMap<string, VendorMaker<VendorPorts[Port]>> };

/**
 * The vendors' composition: from the input and every vendor's contribution, a maker for each vendor
 * the config switched on (several per port, each its own) and the composed vendors built on them.
 */
const compositionModule: ContainerModuleLoad = (options) => {
  const bind = typed(options.bind);
  bind(START_IN_TURN)
    .toDynamicValue((context) => need(context, COMPOSITION_INPUT).startInTurn ?? vendorStartQueue())
    .inSingletonScope();
  bind(COMPOSED_VENDORS)
    .toDynamicValue((context) => {
      const input = need(context, COMPOSITION_INPUT);
      const vendors = vendorContributions(need(context, VENDOR_CONTRIBUTIONS));
      return composedVendors(input, vendorMakers(input, vendors, need(context, START_IN_TURN)));
    })
    .inSingletonScope();
};

/** The input, from the shell's container: its config, the consent the vendors hear, its router, and the host's hooks. */
const inputFromTheShell: ContainerModuleLoad = (options) => {
  const bind = typed(options.bind);
  bind(COMPOSITION_INPUT)
    .toDynamicValue((context) => ({
      config: need(context, SHELL_CONFIG),
      consent: need(context, VENDOR_CONSENT),
      // The router is made before any vendor is asked for (its context holds the pipelines that ask).
      getRouter: () => need(context, SHELL_ROUTER),
      ...may(context, VENDOR_HOOKS),
    }))
    .inSingletonScope();
};

/**
 * What the shell's container loads to compose the vendors (every vendor's contribution, and their
 * composition), so its `COMPOSED_VENDORS` answers the pipelines. A chunk of its own in the page, loaded
 * after the first paint; its pipelines hold calls until then.
 */
export const VENDOR_COMPOSITION_MODULES: readonly ContainerModuleLoad[] = [
  ...VENDOR_CONTRIBUTION_MODULES,
  // The product's own vendors (its src/vendors.ts), to the same contribution point.
  productVendorModule,
  compositionModule,
  inputFromTheShell,
];

function vendorMakers(input: VendorCompositionInput, vendors: VendorContributions, inTurn: StartInTurn): VendorMakers {
  const forPort = <Port extends VendorPort>(port: Port) =>
    new Map(input.config.vendors[port].map((choice) => [choice.id, vendorMaker(port, choice, input, vendors, inTurn)]));
  return Object.fromEntries(VENDOR_PORTS.map((port) => [port, forPort(port)])) as unknown as VendorMakers;
}

function composedVendors(input: VendorCompositionInput, makers: VendorMakers): ComposedVendors {
  const made = new Map<string, unknown>();
  const adapterFor = <Port extends VendorPort>(
    port: Port,
    vendorId: string,
    reportFailure: (error: unknown) => void = () => undefined,
  ): VendorPorts[Port] | Promise<VendorPorts[Port]> => {
    const key = `${port} ${vendorId}`;
    if (!made.has(key)) {
      const maker = makers[port].get(vendorId) as VendorMaker<VendorPorts[Port]> | undefined;
      // The pipelines are built from the same config: only a caller naming a vendor the config did not switch on gets here.
      if (!maker) throw new Error(`Shellkit: the config switches on no "${vendorId}" vendor for the ${port} port.`);
      made.set(key, maker.make(reportFailure));
    }
    return made.get(key) as VendorPorts[Port] | Promise<VendorPorts[Port]>;
  };
  const recordings: Partial<Record<VendorPort, unknown>> = {};
  for (const port of VENDOR_PORTS) {
    const overridden = Boolean(input.adapterOverrides?.[port]);
    for (const [vendorId, maker] of makers[port]) {
      // Making an in-memory adapter loads nothing, so it is made now, for testers to read from the first call.
      // A port has at most one: its default (no vendor on), or the recording beside a vendor that may be absent (the page's pixel).
      const recording = maker.recording ?? (vendorId === MEMORY_VENDOR_ID && !overridden ? adapterFor(port, vendorId) : undefined);
      if (recording !== undefined) recordings[port] = recording;
    }
  }
  return { adapterFor, recordings: recordings as Partial<VendorPorts> };
}

/**
 * The vendors of an input alone, without a shell around them (the vendors' own tests): each vendor's
 * module contributes its descriptor to one contribution point (vendor-registry.ts, and the product's own beside it), and the composition
 * derives each switched-on vendor from all the contributions by the config.
 */
export function composeVendors(input: VendorCompositionInput): ComposedVendors {
  const container = createVendorContainer(productVendorModule);
  container.bind(COMPOSITION_INPUT).toConstantValue(input);
  container.load(new ContainerModule(compositionModule));
  return container.get(COMPOSED_VENDORS);
}
