import type { ServiceIdentifier } from '../ports/service-identifier';
import type { AnyVendorDescriptor } from '../ports/vendor-descriptor';
import type { ComposedVendors, StartInTurn, VendorCompositionInput } from './vendor-composition';
import type { ContributionProvider } from './contribution-provider';

// Every token the container knows, in one place. Symbol.for, so a token is the same symbol in every chunk that names it.
const token = <T>(name: string) => Symbol.for(`shellkit.${name}`) as ServiceIdentifier<T>;

/** The contribution point vendors contribute to: each binds its descriptor here (several per module, several per port). */
export const VENDOR_CONTRIBUTION = token<AnyVendorDescriptor>('VendorContribution');
/** Every vendor contribution, as the host asks for them (Theia's `ContributionProvider`). */
export const VENDOR_CONTRIBUTIONS = token<ContributionProvider<AnyVendorDescriptor>>('ContributionProvider.VendorContribution');

/** What the page hands the composition root: its config, its consent store and the hooks the adapters report through. */
export const COMPOSITION_INPUT = token<VendorCompositionInput>('VendorCompositionInput');
/** When a vendor that does not start at once gets its turn. */
export const START_IN_TURN = token<StartInTurn>('StartInTurn');
/** The composed vendors: what the pipelines ask for their adapters. */
export const COMPOSED_VENDORS = token<ComposedVendors>('ComposedVendors');
