import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryConsentRecorder } from '../adapters/memory/memory-consent-recorder.adapter';
import { ALL_GRANTED } from '../domain/consent';
import { CONSENT_OUTBOX_STORAGE_KEY, CONSENT_RECEIPT_STORAGE_KEY, OUTBOX_LIMIT, type PendingRecord } from '../domain/consent-outbox-rules';
import { sha256Hex } from '../platform/sha256';
import { memoryStorage } from '../testing/memory-storage';
import { ConsentOutbox, type ConsentOutboxOptions } from './consent-outbox';

const pending = (recordId: string, decidedAt = new Date().toISOString()): PendingRecord => ({
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
  notice: 'We Use Cookies\nI Understand',
});

// Web Crypto's digest settles outside the fake clock, so a busy machine could let a test look too early;
// the outbox's own tests hash synchronously (same hex), and the first test checks the real thing.
const hashNow = (text: string) => Promise.resolve(createHash('sha256').update(text).digest('hex'));

const down = { kind: 'retry', reason: '503' } as const;

describe('ConsentOutbox', () => {
  let storage: Storage;
  let recorder: MemoryConsentRecorder;
  let warnings: string[];
  const outbox = (options: Partial<ConsentOutboxOptions> = {}) =>
    new ConsentOutbox({
      storage: () => storage,
      recorder,
      later: (run) => void setTimeout(run, 0),
      random: () => 1,
      warn: (line) => warnings.push(line),
      hash: hashNow,
      ...options,
    });
  const stored = () => JSON.parse(storage.getItem(CONSENT_OUTBOX_STORAGE_KEY) ?? '[]') as PendingRecord[];
  const sent = () => recorder.submissions.map((submission) => submission.recordId);

  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-24T02:00:00Z') });
    storage = memoryStorage();
    recorder = new MemoryConsentRecorder();
    warnings = [];
  });
  afterEach(() => vi.useRealTimers());

  it('writes the record at once and sends it only in a later task, with the hash of the notice shown', async () => {
    const box = outbox({ hash: sha256Hex });
    box.add(pending('r-1'));
    expect(stored().map((entry) => entry.record.recordId)).toEqual(['r-1']);
    expect(box.snapshot().pending).toHaveLength(1);
    expect(recorder.submissions).toHaveLength(0);
    await vi.waitFor(() => expect(recorder.submissions).toHaveLength(1));
    expect(recorder.submissions).toEqual([
      { ...pending('r-1', recorder.submissions[0]?.decidedAt).record, noticeHash: await sha256Hex('We Use Cookies\nI Understand') },
    ]);
  });

  it('sends each record with its GPP string, and without one (said once) when it cannot be made', async () => {
    const made = outbox({ gppString: (record) => Promise.resolve(record.globalPrivacyControl ? 'DBABrw~GPC' : 'DBABLA~NONE') });
    made.add(pending('r-1'));
    await vi.waitFor(() => expect(recorder.submissions).toHaveLength(1));
    expect(recorder.submissions[0]?.gppString).toBe('DBABLA~NONE');

    const failing = outbox({ gppString: () => Promise.reject(new Error('chunk not fetched')) });
    failing.add(pending('r-2'));
    failing.add(pending('r-3'));
    await vi.waitFor(() => expect(recorder.submissions).toHaveLength(3));
    expect(recorder.submissions.slice(1).map((submission) => submission.gppString)).toEqual([undefined, undefined]);
    expect(warnings.filter((line) => line.includes('GPP string'))).toHaveLength(1);
  });

  it('an acknowledged record leaves the outbox and its receipt is kept for the privacy page', async () => {
    const box = outbox();
    const changes = vi.fn();
    box.subscribe(changes);
    const record = pending('r-1');
    box.add(record);
    await vi.runAllTimersAsync();
    expect(storage.getItem(CONSENT_OUTBOX_STORAGE_KEY)).toBeNull();
    const receipt = JSON.parse(storage.getItem(CONSENT_RECEIPT_STORAGE_KEY) ?? 'null') as unknown;
    expect(receipt).toEqual({ recordId: 'r-1', consentId: 'c-1', recordedAt: expect.any(String), decidedAt: record.record.decidedAt });
    expect(box.snapshot()).toEqual({ receipt, pending: [] });
    expect(changes).toHaveBeenCalledTimes(2);
  });

  it('retries with exponential backoff while the server is down, then stops once it has the record', async () => {
    let failures = 3;
    recorder.answerWith(() => (failures-- > 0 ? down : undefined));
    const box = outbox();
    box.add(pending('r-1'));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent()).toEqual(['r-1']);
    // random() = 1: the whole step each time, 1 s, then 2 s, then 4 s.
    await vi.advanceTimersByTimeAsync(999);
    expect(sent()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(sent()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent()).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(sent()).toEqual(['r-1', 'r-1', 'r-1', 'r-1']);
    expect(box.snapshot().pending).toEqual([]);
    await vi.advanceTimersByTimeAsync(10 * 60 * 1000);
    expect(sent()).toHaveLength(4);
    // Logged once for the outage, not once per attempt.
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/could not be sent \(503\)/);
  });

  it("waits out the server's Retry-After", async () => {
    let failures = 1;
    recorder.answerWith(() => (failures-- > 0 ? { kind: 'retry', reason: '429', retryAfterMs: 30_000 } : undefined));
    outbox().add(pending('r-1'));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(sent()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent()).toHaveLength(2);
  });

  it('drops a record the server refuses, logs it once, and sends the next', async () => {
    recorder.answerWith((submission) =>
      submission.recordId === 'bad' ? { kind: 'refused', reason: '400 purposes.analytics must be a boolean' } : undefined,
    );
    const box = outbox();
    box.add(pending('bad'));
    box.add(pending('good'));
    await vi.runAllTimersAsync();
    expect(sent()).toEqual(['bad', 'good']);
    expect(box.snapshot().pending).toEqual([]);
    expect(warnings).toEqual([expect.stringMatching(/refused record bad \(400 purposes.analytics must be a boolean\); it is dropped/)]);
  });

  it('holds at most OUTBOX_LIMIT records, dropping the oldest with a logged line', () => {
    recorder.answerWith(() => down);
    const box = outbox({ later: () => undefined });
    for (let n = 0; n <= OUTBOX_LIMIT; n += 1) box.add(pending(`r-${n}`));
    expect(stored()).toHaveLength(OUTBOX_LIMIT);
    expect(stored()[0]?.record.recordId).toBe('r-1');
    expect(warnings).toEqual([expect.stringMatching(/full; the oldest record \(r-0,/)]);
  });

  it('what a page left unsent is sent on the next visit', async () => {
    recorder.answerWith(() => down);
    outbox().add(pending('r-1'));
    await vi.advanceTimersByTimeAsync(0);
    // The visitor leaves; the next page finds the record in storage, and the server is back.
    const nextPage = new MemoryConsentRecorder();
    const box = outbox({ recorder: nextPage });
    expect(box.snapshot().pending).toHaveLength(1);
    box.resume();
    await vi.advanceTimersByTimeAsync(0);
    expect(nextPage.submissions.map((submission) => submission.recordId)).toEqual(['r-1']);
    expect(box.snapshot().pending).toEqual([]);
  });

  it('on pagehide, tries once more with keepalive what is still waiting', async () => {
    const send = vi.fn(recorder.send.bind(recorder));
    recorder.answerWith(() => down);
    const box = outbox({ recorder: { send } });
    box.add(pending('r-1'));
    // The first try (refused) is the moment the notice's hash is known; hashing is asynchronous.
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    box.sendBeforeLeaving();
    expect(send).toHaveBeenLastCalledWith(
      expect.objectContaining({ recordId: 'r-1', noticeHash: expect.stringMatching(/^[0-9a-f]{64}$/) }),
      { keepalive: true },
    );
  });

  it('two tabs sending the same outbox send the same record ids, and both end with it acknowledged', async () => {
    const first = outbox();
    const second = outbox();
    first.add(pending('r-1'));
    second.resume();
    await vi.runAllTimersAsync();
    expect(new Set(sent())).toEqual(new Set(['r-1']));
    expect(first.snapshot().pending).toEqual([]);
    expect(second.snapshot().receipt?.recordId).toBe('r-1');
  });

  it('with storage unavailable, keeps the outbox for this page and says so once', async () => {
    recorder.answerWith(() => down);
    const box = outbox({
      storage: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    box.add(pending('r-1'));
    box.add(pending('r-2'));
    expect(box.snapshot().pending).toHaveLength(2);
    expect(warnings.filter((line) => line.startsWith('localStorage'))).toHaveLength(1);
    recorder.answerWith(undefined);
    await vi.runAllTimersAsync();
    expect(box.snapshot().pending).toEqual([]);
  });
});
