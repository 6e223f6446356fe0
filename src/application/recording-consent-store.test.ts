import { describe, expect, it } from 'vitest';
import { MemoryConsentPersistence } from '../adapters/memory/memory-consent-persistence.adapter';
import { ALL_GRANTED, ALL_REFUSED, decision } from '../domain/consent';
import { noticeText } from '../domain/consent-notice';
import { messages as de } from '../i18n/messages/de';
import type { PendingRecord } from '../domain/consent-outbox-rules';
import type { ConsentStoreSettings } from '../ports/consent-store.port';
import { createConsentEngineStore } from './consent-engine-store';
import { recordingConsentStore } from './recording-consent-store';

const NOW = new Date('2026-11-24T02:00:00Z');
const OPT_IN: ConsentStoreSettings = {
  mode: 'opt-in',
  policy: { revision: '2', maxAgeMonths: 12 },
  now: () => NOW,
  newConsentId: () => 'c-1',
};

function recording(settings: ConsentStoreSettings = OPT_IN, initial?: Parameters<typeof decision>) {
  const added: PendingRecord[] = [];
  let made = 0;
  const inner = createConsentEngineStore(new MemoryConsentPersistence(initial ? decision(...initial) : undefined), settings);
  const store = recordingConsentStore(inner, {
    outbox: { add: (entry) => added.push(entry) },
    notice: { language: 'de', words: de },
    newRecordId: () => `r-${++made}`,
  });
  return { store, added };
}

describe('recordingConsentStore', () => {
  it('records each decision once, with a new record id, the same consent id, and why it was made', () => {
    const { store, added } = recording();
    store.accept();
    store.choose({ analytics: true, marketing: false, experience: false });
    store.choose(ALL_REFUSED);
    expect(added.map(({ record }) => [record.recordId, record.consentId, record.occasion, record.purposes])).toEqual([
      ['r-1', 'c-1', 'first', ALL_GRANTED],
      ['r-2', 'c-1', 'change', { analytics: true, marketing: false, experience: false }],
      ['r-3', 'c-1', 'change', ALL_REFUSED],
    ]);
    expect(added[0]?.record).toMatchObject({ mode: 'opt-in', revision: '2', decidedAt: NOW.toISOString(), globalPrivacyControl: false });
  });

  it("names the banner's text for the banner's buttons and the preferences view's for its own, in the page's language", () => {
    const { store, added } = recording();
    store.decline();
    store.choose(ALL_GRANTED);
    expect(added.map((entry) => entry.notice)).toEqual([
      noticeText(de, 'banner', 'opt-in', false),
      noticeText(de, 'preferences', 'opt-in', false),
    ]);
    expect(added.map((entry) => entry.record.language)).toEqual(['de', 'de']);
  });

  it('records a notice with words of its own (an embed’s placeholder) in those words, not the preferences view’s', () => {
    const { store, added } = recording();
    const placeholder = 'Launch talk\nYouTube · Video\nLoad once\nWerbung immer erlauben';
    store.decide({ analytics: false, marketing: true, experience: false }, { text: placeholder });
    expect(added.map((entry) => entry.notice)).toEqual([placeholder]);
    expect(added[0]?.record.purposes).toEqual({ analytics: false, marketing: true, experience: false });
  });

  it('a decision under an older revision, no longer in force, is answered as a re-consent with the same consent id', () => {
    const { store, added } = recording(OPT_IN, [ALL_GRANTED, '1', NOW, 'opt-in', 'c-old']);
    expect(store.read()).toEqual({ status: 'unknown' });
    store.accept();
    expect(added[0]?.record).toMatchObject({ occasion: 'reconsent', consentId: 'c-old', revision: '2' });
  });

  it('under Global Privacy Control records marketing refused, whatever was clicked, and says GPC was on', () => {
    const { store, added } = recording({ ...OPT_IN, globalPrivacyControl: true });
    store.accept();
    expect(added[0]?.record).toMatchObject({
      purposes: { analytics: true, marketing: false, experience: true },
      globalPrivacyControl: true,
    });
  });

  it('hears every change as the store does, and records nothing it did not decide', () => {
    const { store, added } = recording();
    const seen: unknown[] = [];
    store.subscribe((state) => seen.push(state));
    store.accept();
    expect(seen).toHaveLength(1);
    expect(store.read()).toMatchObject({ status: 'decided', consentId: 'c-1' });
    expect(added).toHaveLength(1);
  });
});
