export type ExportVerdict =
  | {
      readonly ok: true;
      readonly records: number;
      readonly chains: number;
      readonly fromGenesis: number;
      readonly fromMidway: number;
      readonly preChain: number;
    }
  | { readonly ok: false; readonly line: number; readonly recordId: string; readonly reason: string };

/** Throws when the text is not an export the ledger made (unreadable, or a CSV without the chain's columns). */
export declare function verifyExport(text: string): ExportVerdict;
