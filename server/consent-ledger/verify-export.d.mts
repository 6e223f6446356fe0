import type { ChainHead } from './consent-ledger-port';
import type { ExportEnd } from './export-lines.mjs';

export type ExportVerdict =
  | {
      readonly ok: true;
      readonly records: number;
      readonly chains: number;
      readonly fromGenesis: number;
      readonly fromMidway: number;
      readonly preChain: number;
      readonly version1: number;
      readonly end: ExportEnd;
      readonly heads: ReadonlyMap<string, ChainHead>;
    }
  | { readonly ok: false; readonly line: number; readonly recordId: string | undefined; readonly reason: string };

export type ExtendsVerdict =
  | { readonly ok: true; readonly found: number; readonly outside: number; readonly preChain: number }
  | { readonly ok: false; readonly consentId: string; readonly reason: string };

/** The text is not an export of this ledger (`npm run ledger:verify` exits 2). */
export declare class NotAnExport extends Error {}

/** Throws NotAnExport when the text is not an export the ledger made. */
export declare function verifyExport(text: string): ExportVerdict;
export declare function verifyExtends(older: ExportVerdict & { ok: true }, newer: ExportVerdict & { ok: true }): ExtendsVerdict;
