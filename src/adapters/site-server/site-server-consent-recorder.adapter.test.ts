import { describe, expect, it, vi } from 'vitest';
import { ALL_GRANTED } from '../../domain/consent';
import type { ConsentRecordSubmission } from '../../domain/consent-record';
import { SEND_TIMEOUT_MS, SiteServerConsentRecorder } from './site-server-consent-recorder.adapter';

const submission: ConsentRecordSubmission = {
  recordId: 'r-1',
  consentId: 'c-1',
  purposes: ALL_GRANTED,
  mode: 'opt-in',
  revision: '1',
  noticeHash: 'a'.repeat(64),
  occasion: 'first',
  decidedAt: '2026-11-24T02:00:00.000Z',
  globalPrivacyControl: false,
};
const NOW = new Date('2026-11-24T02:00:00Z');

function answering(response: Response | Error) {
  const fetchImpl = vi.fn<typeof fetch>(() => (response instanceof Error ? Promise.reject(response) : Promise.resolve(response)));
  return { fetchImpl, recorder: new SiteServerConsentRecorder(fetchImpl, () => NOW) };
}

describe('SiteServerConsentRecorder', () => {
  it('POSTs the record as JSON to the same origin, keepalive only when asked', async () => {
    const { fetchImpl, recorder } = answering(
      Response.json({ recordId: 'r-1', consentId: 'c-1', recordedAt: '2026-11-24T02:00:01.000Z' }, { status: 201 }),
    );
    await recorder.send(submission, { keepalive: true });
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe('/consent/records');
    expect(init).toMatchObject({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      keepalive: true,
    });
    expect(JSON.parse(String(init?.body))).toEqual(submission);
  });

  it('a 201 or a 200 (a retry of the same record) is recorded, with its receipt', async () => {
    for (const status of [200, 201]) {
      const { recorder } = answering(
        Response.json({ recordId: 'r-1', consentId: 'c-1', recordedAt: '2026-11-24T02:00:01.000Z' }, { status }),
      );
      expect(await recorder.send(submission)).toEqual({
        kind: 'recorded',
        receipt: { recordId: 'r-1', consentId: 'c-1', recordedAt: '2026-11-24T02:00:01.000Z' },
      });
    }
  });

  it('503 with Retry-After, 429, 408 and a network error are tried again', async () => {
    expect(
      await answering(new Response('database down', { status: 503, headers: { 'retry-after': '7' } })).recorder.send(submission),
    ).toEqual({
      kind: 'retry',
      reason: '503',
      retryAfterMs: 7000,
    });
    expect(await answering(new Response('', { status: 429 })).recorder.send(submission)).toMatchObject({ kind: 'retry' });
    expect(await answering(new Response('', { status: 408 })).recorder.send(submission)).toMatchObject({ kind: 'retry' });
    expect(await answering(new TypeError('Failed to fetch')).recorder.send(submission)).toEqual({
      kind: 'retry',
      reason: 'network error: Failed to fetch',
    });
  });

  it("400, 403, 409 and 413 are refused, with the server's reason", async () => {
    expect(await answering(new Response('cross-site request refused', { status: 403 })).recorder.send(submission)).toEqual({
      kind: 'refused',
      reason: '403 cross-site request refused',
    });
    for (const status of [400, 409, 413])
      expect(await answering(new Response('', { status })).recorder.send(submission)).toMatchObject({ kind: 'refused' });
  });

  it('a server that never answers is given up after SEND_TIMEOUT_MS and tried again later', async () => {
    vi.useFakeTimers();
    try {
      // Stands for a hung server: the request ends only when its signal does.
      const fetchImpl = vi.fn<typeof fetch>(
        (_url, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
      );
      const answer = new SiteServerConsentRecorder(fetchImpl, () => NOW).send(submission);
      await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS);
      expect(await answer).toMatchObject({ kind: 'retry', reason: expect.stringMatching(/^network error: .*time/i) });
    } finally {
      vi.useRealTimers();
    }
  });
});
