import { VendorBoard } from './vendor-board';

/** What each vendor was last told about consent, in its own terms ("consent revoke"), for the shell inspector. */
export type VendorConsentSignals = VendorBoard<string>;

export const vendorConsentSignals: VendorConsentSignals = new VendorBoard<string>();
