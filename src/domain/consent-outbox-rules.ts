import { CHOOSABLE_PURPOSES, CONSENT_MODES, type ConsentMode, type ConsentState, type MadeDecision } from './consent';
import { CONSENT_OCCASIONS, type ConsentOccasion, type ConsentRecordReceipt, type ConsentRecordSubmission } from './consent-record';
import { parseStoredJson } from './stored-json';

/**
 * The browser's side of the consent ledger: records waiting in the outbox until the server
 * acknowledges them, the receipt of the latest one it did, and when to try again. Pure rules; the
 * application's ConsentOutbox applies them to storage and the network.
 */

/** localStorage: the records not yet acknowledged (JSON array of `PendingRecord`). */
export const CONSENT_OUTBOX_STORAGE_KEY = 'cookieConsentOutbox';
/** localStorage: the receipt of the latest decision the server acknowledged (JSON `KeptReceipt`). */
export const CONSENT_RECEIPT_STORAGE_KEY = 'cookieConsentReceipt';
/** At most this many records wait; beyond it the oldest is dropped, so storage cannot fill. */
export const OUTBOX_LIMIT = 50;
/** The first retry waits about this long, doubling each time up to `RETRY_MAX_MS`. */
export const RETRY_BASE_MS = 1000;
export const RETRY_MAX_MS = 5 * 60 * 1000;
/** A server's Retry-After is honoured up to this: a longer one is a mistake, not a plan. */
export const RETRY_AFTER_MAX_MS = 60 * 60 * 1000;

/**
 * A record waiting to be acknowledged. It keeps the text the visitor saw, not yet its hash: the
 * record is written synchronously with the decision and hashing is asynchronous (done when sending).
 */
export interface PendingRecord {
  readonly record: Omit<ConsentRecordSubmission, 'noticeHash'>;
  readonly notice: string;
}

/** A receipt kept for the privacy page, with the decision it acknowledged (matched by consent id and time). */
export interface KeptReceipt extends ConsentRecordReceipt {
  readonly decidedAt: string;
}

/**
 * Why a decision is made now: from the decision stored before it (in force or not) and the one in
 * force. Nothing stored: a first decision. One in force: a change. One stored but no longer in force
 * (another revision of the policy, or too old): a re-consent.
 */
export function occasionOf(stored: ConsentState, inForce: ConsentState): ConsentOccasion {
  if (inForce.status === 'decided') return 'change';
  return stored.status === 'decided' ? 'reconsent' : 'first';
}

/**
 * The record of a decision just made, the one builder the app's recording store and the boot script
 * share. `before` is the decision as it was (stored, and in force) when the visitor decided: it says
 * whether this is a first decision, a change or a re-consent. Positional, to keep the boot script small.
 */
export function consentRecordOf(
  { consentId, choices, mode, revision, decidedAt }: MadeDecision,
  before: { readonly stored: ConsentState; readonly state: ConsentState },
  recordId: string,
  globalPrivacyControl: boolean,
  language: string,
): PendingRecord['record'] {
  const occasion = occasionOf(before.stored, before.state);
  return { recordId, consentId, purposes: choices, mode, revision, occasion, decidedAt, globalPrivacyControl, language };
}

/** The outbox with one more record; over the limit, the oldest go (returned, to be logged). */
export function withRecord(
  outbox: readonly PendingRecord[],
  pending: PendingRecord,
  limit = OUTBOX_LIMIT,
): { kept: PendingRecord[]; dropped: PendingRecord[] } {
  const all = [...outbox, pending];
  const over = Math.max(0, all.length - limit);
  return { kept: all.slice(over), dropped: all.slice(0, over) };
}

/**
 * How long to wait before attempt `attempt + 1` (attempt 1 just failed): exponential from
 * RETRY_BASE_MS to RETRY_MAX_MS, with jitter (half to all of it) so tabs and visitors do not retry
 * in step after an outage; never sooner than the server's Retry-After.
 */
export function retryDelayMs(attempt: number, random: number, retryAfterMs?: number): number {
  const ceiling = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempt - 1));
  const jittered = Math.round(ceiling * (0.5 + random / 2));
  return retryAfterMs === undefined ? jittered : Math.max(jittered, Math.min(retryAfterMs, RETRY_AFTER_MAX_MS));
}

/** What an answer means for a record: kept (2xx), tried again later, or dropped because it can never succeed. */
export type AnswerKind = 'recorded' | 'retry' | 'refused';

/** 5xx, 408 (timeout) and 429 (too many) pass; any other 4xx (400, 403, 409, 413) would be refused again. */
export function answerKind(status: number): AnswerKind {
  if (status >= 200 && status < 300) return 'recorded';
  if (status >= 500 || status === 408 || status === 429) return 'retry';
  return 'refused';
}

/** Retry-After in seconds or as an HTTP date, in milliseconds from `now`; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now: Date): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now.getTime());
}

/** The outbox as stored; anything unreadable is an empty outbox, and a malformed entry is skipped. */
export function parseOutbox(text: string | null): PendingRecord[] {
  const value = parseStoredJson(text);
  return Array.isArray(value) ? value.filter(isPendingRecord) : [];
}

export function parseReceipt(text: string | null): KeptReceipt | undefined {
  const value = parseStoredJson(text);
  if (typeof value !== 'object' || value === null) return undefined;
  const { recordId, consentId, recordedAt, decidedAt } = value as Record<string, unknown>;
  return [recordId, consentId, recordedAt, decidedAt].every((field) => typeof field === 'string')
    ? ({ recordId, consentId, recordedAt, decidedAt } as KeptReceipt)
    : undefined;
}

/** What the server answered a POST with, checked: a receipt for this very record, or nothing usable. */
export function receiptFrom(body: unknown, recordId: string): ConsentRecordReceipt | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { recordId: id, consentId, recordedAt } = body as Record<string, unknown>;
  if (id !== recordId || typeof consentId !== 'string' || typeof recordedAt !== 'string' || Number.isNaN(Date.parse(recordedAt)))
    return undefined;
  return { recordId: id, consentId, recordedAt };
}

/** What the privacy page says about the current decision. */
export type ConsentProof =
  | { readonly status: 'none' }
  | { readonly status: 'recorded'; readonly consentId: string; readonly recordedAt: string }
  | { readonly status: 'pending'; readonly consentId: string }
  /** Made before the ledger, or refused by it: the id is shown, with no time. */
  | { readonly status: 'unrecorded'; readonly consentId: string };

export function proofOf(state: ConsentState, receipt: KeptReceipt | undefined, outbox: readonly PendingRecord[]): ConsentProof {
  if (state.status === 'unknown' || state.consentId === undefined) return { status: 'none' };
  const { consentId, decidedAt } = state;
  if (receipt && receipt.consentId === consentId && receipt.decidedAt === decidedAt)
    return { status: 'recorded', consentId, recordedAt: receipt.recordedAt };
  if (outbox.some(({ record }) => record.consentId === consentId && record.decidedAt === decidedAt))
    return { status: 'pending', consentId };
  return { status: 'unrecorded', consentId };
}

function isPendingRecord(value: unknown): value is PendingRecord {
  if (typeof value !== 'object' || value === null) return false;
  const { record, notice } = value as Record<string, unknown>;
  if (typeof notice !== 'string' || typeof record !== 'object' || record === null) return false;
  const fields = record as Record<string, unknown>;
  const purposes = fields['purposes'] as Record<string, unknown> | undefined;
  return (
    ['recordId', 'consentId', 'revision', 'decidedAt'].every((field) => typeof fields[field] === 'string') &&
    CONSENT_MODES.includes(fields['mode'] as ConsentMode) &&
    CONSENT_OCCASIONS.includes(fields['occasion'] as ConsentOccasion) &&
    typeof fields['globalPrivacyControl'] === 'boolean' &&
    typeof purposes === 'object' &&
    purposes !== null &&
    CHOOSABLE_PURPOSES.every((purpose) => typeof purposes[purpose] === 'boolean')
  );
}
