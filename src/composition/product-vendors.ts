import { VENDORS } from 'shellkit:vendors';
import type { ContainerModuleLoad } from './tokens';
import { vendorModule } from './vendor-module';

/**
 * The product's own vendors (its `src/vendors.ts`, which shellkit/vite resolves `shellkit:vendors` to; none by
 * default), as one module contributing to the vendor contribution point beside the registry's: the composition in
 * the page, the server's config and CSP, and the build read them as they read a built-in vendor.
 */
export const productVendorModule: ContainerModuleLoad = vendorModule(...VENDORS);
