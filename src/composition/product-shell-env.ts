import { productVendorModule } from './product-vendors';
import { shellEnv } from './shell-env';
import { vendorContributionsWith } from './vendor-contributions';

/** The shell config of the product being built: the registry's vendors and the product's own (its `src/vendors.ts`), read once. */
export const productShellEnv = shellEnv(vendorContributionsWith(productVendorModule));
