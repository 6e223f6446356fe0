import type { VendorStatus } from '../domain/vendor-status';

export type VendorBoardListener<Value> = (vendor: string, value: Value) => void;

/** The latest value each vendor reported, as the shell inspector reads it. */
export interface VendorBoard<Value> {
  readonly latest: ReadonlyMap<string, Value>;
  subscribe(listener: VendorBoardListener<Value>): () => void;
}

/** Where every vendor's pipeline reports its SDK's status. */
export type VendorStatusBoard = VendorBoard<VendorStatus>;

/** What each vendor was last told about consent, in its own terms ("consent revoke"). */
export type VendorConsentSignals = VendorBoard<string>;
