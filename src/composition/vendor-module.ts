import type { AnyVendorDescriptor } from '../ports/vendor-descriptor';
import { typed, VENDOR_CONTRIBUTION, type ContainerModuleLoad } from './tokens';

/**
 * A vendor folder's module: it contributes its descriptors to the vendor contribution point, as a
 * Theia extension contributes to a point. Everything the shell knows of a vendor comes from there;
 * a product's own vendor contributes the same way (a module like this one, loaded beside the registry's).
 */
export const vendorModule =
  (...descriptors: readonly AnyVendorDescriptor[]): ContainerModuleLoad =>
  (options) => {
    const bind = typed(options.bind);
    for (const descriptor of descriptors) bind(VENDOR_CONTRIBUTION).toConstantValue(descriptor);
  };
