import { ContainerModule } from 'inversify';
import type { AnyVendorDescriptor } from '../ports/vendor-descriptor';
import { VENDOR_CONTRIBUTION } from './tokens';

/**
 * A vendor folder's module: it contributes its descriptors to the vendor contribution point, as a
 * Theia extension contributes to a point. Everything the shell knows of a vendor comes from there.
 */
export const vendorModule = (...descriptors: readonly AnyVendorDescriptor[]) =>
  new ContainerModule(({ bind }) => {
    for (const descriptor of descriptors) bind(VENDOR_CONTRIBUTION).toConstantValue(descriptor);
  });
