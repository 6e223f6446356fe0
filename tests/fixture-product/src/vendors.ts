import { acmeStats } from './vendors/acme-stats/acme-stats.vendor';

/** The product's own vendors, beside the shell's: switched on by their own variables, as a built-in vendor is. */
export const VENDORS = [acmeStats];
