import type { ChainHead, StoredConsentRecord } from './consent-ledger-port';

/** What the export's end line says of it (export-lines.mjs). */
export interface ExportEnd {
  readonly from: string;
  readonly to: string;
  readonly records: number;
  readonly preChainUntil: string | null;
  readonly version1Until: string | null;
}

export declare const EXPORT_FORMAT: string;
export declare const CSV_COLUMNS: ReadonlyArray<readonly [string, (record: StoredConsentRecord) => string | boolean | null]>;
export declare const FORMULA_START: RegExp;
export declare const CSV_HEAD_MARK: string;
export declare const CSV_END_MARK: string;
export declare function csvField(value: string | boolean | null): string;
export declare function csvHeader(): string;
export declare function csvLine(record: StoredConsentRecord): string;
export declare function exportedRecord(record: StoredConsentRecord): Record<string, unknown>;
export declare function ndjsonLine(record: StoredConsentRecord): string;
export declare function csvHeadLine(head: ChainHead): string;
export declare function csvEndLine(end: ExportEnd): string;
export declare function ndjsonHeadLine(head: ChainHead): string;
export declare function ndjsonEndLine(end: ExportEnd): string;
