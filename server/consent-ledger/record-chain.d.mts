import type { StoredConsentRecord } from './consent-ledger-port';

export declare const GENESIS_HASH: string;
export declare function canonicalRecord(record: StoredConsentRecord, previousHash: string): string;
export declare function recordHash(record: StoredConsentRecord, previousHash: string): string;
