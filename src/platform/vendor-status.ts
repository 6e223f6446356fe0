import { VendorBoard } from './vendor-board';

/** How a vendor SDK is doing, as the inspector shows it. */
export type VendorStatus = 'loading' | 'ready' | 'blocked' | 'failing';

/** Where every vendor's pipeline reports its SDK's status, for the shell inspector. */
export type VendorStatusBoard = VendorBoard<VendorStatus>;

export const vendorStatusBoard: VendorStatusBoard = new VendorBoard<VendorStatus>();
