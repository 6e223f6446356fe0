import { ALL_GRANTED, ALL_REFUSED, isMadeDecision, type ConsentState, type PurposeChoices } from '../domain/consent';
import { noticeText, type DecidedIn, type NoticeWords } from '../domain/consent-notice';
import { consentRecordOf, type PendingRecord } from '../domain/consent-outbox-rules';
import { randomUuid } from '../platform/random-uuid';
import type { ConsentStore } from '../ports/consent-store.port';

export interface RecordingSettings {
  /** Where each record goes, synchronously with the decision (the ConsentOutbox). */
  readonly outbox: { add(pending: PendingRecord): void };
  /** The language the page is in and its notice's words: each record says which language it answered, and hashes those words. */
  readonly notice: { readonly language: string; readonly words: NoticeWords };
  readonly newRecordId?: () => string;
}

/**
 * The consent store, with every decision made through it written to the outbox as a consent record.
 * Each decision says where it was made (the banner, the preferences view, or a notice with its own words such
 * as an embed's placeholder), so each record names the notice its visitor was shown. Another tab's decision is
 * that tab's record: only what is decided here is recorded here.
 */
export function recordingConsentStore(store: ConsentStore, { outbox, notice, newRecordId = randomUuid }: RecordingSettings): ConsentStore {
  const decide = (choices: PurposeChoices, view: DecidedIn): ConsentState => {
    const before = store.getSnapshot();
    const state = store.decide(choices, view);
    // The snapshot's Global Privacy Control: the one the decision was made under.
    const { globalPrivacyControl } = store.getSnapshot();
    if (isMadeDecision(state))
      outbox.add({
        record: consentRecordOf(state, before, newRecordId(), globalPrivacyControl, notice.language),
        // A notice with words of its own (an embed's placeholder) is recorded in those words, as the visitor read them.
        notice: typeof view === 'string' ? noticeText(notice.words, view, state.mode, globalPrivacyControl) : view.text,
      });
    return state;
  };
  return {
    getSnapshot: () => store.getSnapshot(),
    subscribe: (listener) => store.subscribe(listener),
    decide,
    read: () => store.read(),
    stored: () => store.stored(),
    accept: () => decide(ALL_GRANTED, 'banner'),
    decline: () => decide(ALL_REFUSED, 'banner'),
    choose: (choices: PurposeChoices) => decide(choices, 'preferences'),
    reread: () => store.reread(),
  };
}
