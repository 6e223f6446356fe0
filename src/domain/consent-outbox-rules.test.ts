import { describe, expect, it } from 'vitest';
import { ALL_GRANTED, CONSENT_UNKNOWN, decision } from './consent';
import {
  answerKind,
  occasionOf,
  OUTBOX_LIMIT,
  parseOutbox,
  parseReceipt,
  proofOf,
  receiptFrom,
  RETRY_MAX_MS,
  retryAfterMs,
  retryDelayMs,
  withRecord,
  type PendingRecord,
} from './consent-outbox-rules';

const NOW = new Date('2026-11-24T02:00:00Z');
const decided = decision(ALL_GRANTED, '1', NOW, 'opt-in', 'c-1');
const pending = (recordId: string, decidedAt = NOW.toISOString()): PendingRecord => ({
  record: {
    recordId,
    consentId: 'c-1',
    purposes: ALL_GRANTED,
    mode: 'opt-in',
    revision: '1',
    occasion: 'first',
    decidedAt,
    globalPrivacyControl: false,
  },
  notice: 'We Use Cookies',
});

describe('occasion of a decision', () => {
  it('is first with nothing stored, change with a decision in force, reconsent with one stored but no longer in force', () => {
    expect(occasionOf(CONSENT_UNKNOWN, CONSENT_UNKNOWN)).toBe('first');
    expect(occasionOf(decided, decided)).toBe('change');
    expect(occasionOf(decided, CONSENT_UNKNOWN)).toBe('reconsent');
  });
});

describe('the outbox', () => {
  it('keeps at most OUTBOX_LIMIT records, dropping the oldest', () => {
    let outbox: PendingRecord[] = [];
    for (let n = 0; n < OUTBOX_LIMIT; n += 1) outbox = withRecord(outbox, pending(`r-${n}`)).kept;
    const { kept, dropped } = withRecord(outbox, pending('newest'));
    expect(kept).toHaveLength(OUTBOX_LIMIT);
    expect(dropped.map((entry) => entry.record.recordId)).toEqual(['r-0']);
    expect(kept.at(-1)?.record.recordId).toBe('newest');
  });

  it('reads back a record of every mode, opt-out included (issue 33 §2), and none of a mode it does not know', () => {
    const of = (mode: string) => ({ ...pending(mode), record: { ...pending(mode).record, mode } });
    const stored = JSON.stringify(['notice', 'opt-in', 'opt-out', 'opt-maybe'].map(of));
    expect(parseOutbox(stored).map((entry) => entry.record.mode)).toEqual(['notice', 'opt-in', 'opt-out']);
  });

  it('reads back what it stores, and skips what is not a record', () => {
    const stored = JSON.stringify([pending('a'), { record: { recordId: 'b' }, notice: 'x' }, 'junk', pending('c')]);
    expect(parseOutbox(stored).map((entry) => entry.record.recordId)).toEqual(['a', 'c']);
    expect(parseOutbox('{')).toEqual([]);
    expect(parseOutbox(null)).toEqual([]);
    expect(parseReceipt(JSON.stringify({ recordId: 'a', consentId: 'c-1', recordedAt: 'x', decidedAt: 'y' }))).toEqual({
      recordId: 'a',
      consentId: 'c-1',
      recordedAt: 'x',
      decidedAt: 'y',
    });
    expect(parseReceipt('{"recordId":1}')).toBeUndefined();
  });
});

describe('retries', () => {
  it('back off exponentially from a second to five minutes, with jitter between half and all of the step', () => {
    expect(retryDelayMs(1, 0)).toBe(500);
    expect(retryDelayMs(1, 1)).toBe(1000);
    expect(retryDelayMs(3, 1)).toBe(4000);
    expect(retryDelayMs(30, 1)).toBe(RETRY_MAX_MS);
    expect(retryDelayMs(30, 0)).toBe(RETRY_MAX_MS / 2);
  });

  it('never come sooner than Retry-After, which is read in seconds or as a date', () => {
    expect(retryDelayMs(1, 1, 30_000)).toBe(30_000);
    expect(retryDelayMs(12, 1, 2_000)).toBe(RETRY_MAX_MS);
    expect(retryAfterMs('30', NOW)).toBe(30_000);
    expect(retryAfterMs('Tue, 24 Nov 2026 02:00:10 GMT', NOW)).toBe(10_000);
    expect(retryAfterMs('soon', NOW)).toBeUndefined();
    expect(retryAfterMs(null, NOW)).toBeUndefined();
  });

  it('are for 5xx, 408 and 429; any other 4xx can never succeed', () => {
    expect([200, 201].map(answerKind)).toEqual(['recorded', 'recorded']);
    expect([408, 429, 500, 503].map(answerKind)).toEqual(['retry', 'retry', 'retry', 'retry']);
    expect([400, 403, 409, 413].map(answerKind)).toEqual(['refused', 'refused', 'refused', 'refused']);
  });

  it('a receipt counts only for the record sent', () => {
    const receipt = { recordId: 'a', consentId: 'c-1', recordedAt: NOW.toISOString() };
    expect(receiptFrom(receipt, 'a')).toEqual(receipt);
    expect(receiptFrom(receipt, 'b')).toBeUndefined();
    expect(receiptFrom({ ...receipt, recordedAt: 'yesterday' }, 'a')).toBeUndefined();
  });
});

describe('what the privacy page says', () => {
  const receipt = { recordId: 'a', consentId: 'c-1', recordedAt: '2026-11-24T02:00:01Z', decidedAt: NOW.toISOString() };

  it("is the receipt's time for the current decision, waiting while its record is in the outbox", () => {
    expect(proofOf(decided, receipt, [])).toEqual({ status: 'recorded', consentId: 'c-1', recordedAt: receipt.recordedAt });
    expect(proofOf(decided, undefined, [pending('a')])).toEqual({ status: 'pending', consentId: 'c-1' });
    // The receipt of an earlier decision is not this one's.
    expect(proofOf(decided, { ...receipt, decidedAt: '2026-01-01T00:00:00.000Z' }, [])).toEqual({ status: 'unrecorded', consentId: 'c-1' });
  });

  it('is nothing without a decision or without a consent id', () => {
    expect(proofOf(CONSENT_UNKNOWN, receipt, [])).toEqual({ status: 'none' });
    expect(proofOf({ status: 'decided', choices: ALL_GRANTED }, receipt, [])).toEqual({ status: 'none' });
  });
});
