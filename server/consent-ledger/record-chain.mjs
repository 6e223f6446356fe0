import { createHash } from 'node:crypto';

/**
 * The ledger's hash chain, in one plain module so the server and `npm run ledger:verify` hash alike
 * (docs/operators/ledger.md defines the canonical form for anyone verifying with tools of their own).
 */

/** What the first record of a consent id chains to. */
export const GENESIS_HASH = '0'.repeat(64);

/**
 * The canonical form: a JSON array (JSON.stringify, no spaces) of the chain's version and the stored
 * fields in a fixed order, times as `Date.prototype.toISOString()`, absent values as null.
 */
export function canonicalRecord(record, previousHash) {
  const decidedAt = new Date(record.decidedAt).toISOString();
  const fields = [
    'shellkit-consent-ledger/1',
    previousHash,
    record.recordId,
    record.consentId,
    record.purposes.analytics,
    record.purposes.marketing,
    record.purposes.experience,
    record.mode,
    record.revision,
    record.noticeHash,
    record.occasion,
    decidedAt,
    record.globalPrivacyControl,
    new Date(record.recordedAt).toISOString(),
    record.region,
    record.clientIp,
    record.userAgent,
  ];
  // A record with its IAB GPP string is version 4: version 3's fields (the decision time as sent, the language or
  // null), the GPP string last. Records without one keep the form they were hashed in (versions 1 to 3).
  if (record.gppString != null) {
    fields[11] = record.decidedAt;
    return JSON.stringify(['shellkit-consent-ledger/4', ...fields.slice(1), record.language ?? null, record.gppString]);
  }
  // A decision time sent in another form than toISOString()'s (an offset: issue 35) is version 3: kept as sent, so
  // the hash covers the text stored, the language last (null when there is none).
  if (record.decidedAt !== decidedAt) {
    fields[11] = record.decidedAt;
    return JSON.stringify(['shellkit-consent-ledger/3', ...fields.slice(1), record.language ?? null]);
  }
  // A record with its notice's language is version 2, the language last; one without (stored before) keeps version 1's form.
  return JSON.stringify(record.language == null ? fields : ['shellkit-consent-ledger/2', ...fields.slice(1), record.language]);
}

/** SHA-256 (hex) of the record's canonical form, its UTF-8 bytes. */
export function recordHash(record, previousHash) {
  return createHash('sha256').update(canonicalRecord(record, previousHash), 'utf8').digest('hex');
}
