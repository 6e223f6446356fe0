import { randomUUID } from 'node:crypto';

/** A valid consent record as a browser posts it (a new record and visitor each time unless given), for the server tests. */
export function consentRecordSubmission(overrides: Record<string, unknown> = {}) {
  return {
    recordId: randomUUID(),
    consentId: randomUUID(),
    purposes: { analytics: true, marketing: false, experience: true },
    mode: 'opt-in',
    revision: '1',
    noticeHash: 'f'.repeat(64),
    occasion: 'first',
    decidedAt: new Date().toISOString(),
    globalPrivacyControl: false,
    ...overrides,
  };
}
