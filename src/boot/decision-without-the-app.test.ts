import { describe, expect, it } from 'vitest';
import { type ConsentState } from '../domain/consent';
import { CONSENT_PURPOSES_STORAGE_KEY, CONSENT_STORAGE_KEY, consentFromStorage } from '../domain/stored-consent';
import { evaluate } from '../domain/consent-engine';
import { noticeText } from '../domain/consent-notice';
import { messages as de } from '../i18n/messages/de';

// The banner's words as the boot script read them back from a German page (noticeInPage).
const GERMAN_NOTICE = { language: 'de', text: noticeText(de, 'banner', 'opt-in', false) };
import { CONSENT_OUTBOX_STORAGE_KEY, parseOutbox } from '../domain/consent-outbox-rules';
import type { ShellConfig } from '../domain/shell-config';
import { storeDecisionWithoutTheApp } from './decision-without-the-app';
import type { DecisionInPage } from './stored-decision-in-page';

const NOW = new Date('2026-11-24T10:00:00.000Z');

function storage(values = new Map<string, string>()): Storage & { values: Map<string, string> } {
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  } as unknown as Storage & { values: Map<string, string> };
}

const page = (
  consentMode: 'notice' | 'opt-in',
  consentLedger?: boolean,
  stored: ConsentState = { status: 'unknown' },
  gpc = false,
): DecisionInPage => {
  const consentPolicy = { revision: '3', maxAgeMonths: 12 };
  return {
    config: { consentStore: 'local-storage', consentMode, consentPolicy, consentLedger } as ShellConfig,
    decision: evaluate({ stored, mode: consentMode, policy: consentPolicy, gpc, now: NOW }),
  };
};

let ids = 0;
const newId = () => `id-${++ids}`;

describe('a decision stored by the boot script (the app did not come to replay the tap)', () => {
  it('stores "I Understand" as the app stores it: SPEC’s flag and the detail, which read back as the same decision', () => {
    const kept = storage();
    const now = storeDecisionWithoutTheApp(page('notice'), 'accept', {
      storage: kept,
      now: NOW,
      newId,
      notice: GERMAN_NOTICE,
    });
    expect(kept.getItem(CONSENT_STORAGE_KEY)).toBe('true');
    const read = consentFromStorage({ flag: kept.getItem(CONSENT_STORAGE_KEY), purposes: kept.getItem(CONSENT_PURPOSES_STORAGE_KEY) });
    expect(read).toEqual(now.decision.state);
    expect(read).toMatchObject({ choices: { analytics: true, marketing: true, experience: true }, revision: '3', mode: 'notice' });
    expect(kept.getItem(CONSENT_OUTBOX_STORAGE_KEY)).toBeNull();
  });

  it('stores "Decline" as "false", keeps the visitor’s consent id, and refuses advertising under Global Privacy Control', () => {
    const declined = storage();
    const earlier = { status: 'decided', choices: { analytics: true, marketing: true, experience: true }, consentId: 'visitor-1' } as const;
    storeDecisionWithoutTheApp(page('opt-in', false, earlier), 'decline', {
      storage: declined,
      now: NOW,
      newId,
      notice: GERMAN_NOTICE,
    });
    expect(declined.getItem(CONSENT_STORAGE_KEY)).toBe('false');
    expect(JSON.parse(declined.getItem(CONSENT_PURPOSES_STORAGE_KEY) ?? '{}')).toMatchObject({ consentId: 'visitor-1' });

    const underGpc = storage();
    storeDecisionWithoutTheApp(page('opt-in', false, { status: 'unknown' }, true), 'accept', {
      storage: underGpc,
      now: NOW,
      newId,
      notice: GERMAN_NOTICE,
    });
    expect(JSON.parse(underGpc.getItem(CONSENT_PURPOSES_STORAGE_KEY) ?? '{}')).toMatchObject({
      purposes: { analytics: true, marketing: false, experience: true },
    });
  });

  it('puts the decision’s record in the consent ledger’s outbox, after those waiting, when the site records decisions', () => {
    const waiting = { record: { recordId: 'r0' }, notice: 'earlier' };
    const kept = storage(new Map([[CONSENT_OUTBOX_STORAGE_KEY, JSON.stringify([waiting])]]));
    const now = storeDecisionWithoutTheApp(page('opt-in', true), 'accept', {
      storage: kept,
      now: NOW,
      newId,
      notice: GERMAN_NOTICE,
    });
    const outbox = JSON.parse(kept.getItem(CONSENT_OUTBOX_STORAGE_KEY) ?? '[]') as unknown[];
    expect(outbox[0]).toEqual(waiting);
    const [record] = parseOutbox(JSON.stringify(outbox.slice(1)));
    expect(record).toEqual({
      record: {
        recordId: expect.any(String) as string,
        consentId: now.decision.state.status === 'decided' ? now.decision.state.consentId : undefined,
        purposes: { analytics: true, marketing: true, experience: true },
        mode: 'opt-in',
        revision: '3',
        occasion: 'first',
        decidedAt: NOW.toISOString(),
        globalPrivacyControl: false,
        language: 'de',
      },
      notice: noticeText(de, 'banner', 'opt-in', false),
    });
  });
});
