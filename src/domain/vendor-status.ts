/** How a vendor SDK is doing, as the inspector shows it. */
export type VendorStatus = 'loading' | 'ready' | 'blocked' | 'failing';
