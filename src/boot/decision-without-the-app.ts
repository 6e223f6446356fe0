import { ALL_GRANTED, ALL_REFUSED, consentIdFor } from '../domain/consent';
import { writeStoredConsent } from '../domain/stored-consent';
import { decisionFrom, evaluate } from '../domain/consent-engine';
import { CONSENT_OUTBOX_STORAGE_KEY, consentRecordOf, withRecord } from '../domain/consent-outbox-rules';
import type { BannerDecision } from '../domain/page-document';
import { parseStoredJson } from '../domain/stored-json';
import type { DecisionInPage } from './stored-decision-in-page';

export interface DecidingWithoutTheApp {
  readonly storage: Storage;
  readonly now: Date;
  readonly newId: () => string;
  /** The banner's notice as the page painted it, and the page's language (noticeInPage): what the record names and hashes. */
  readonly notice: { readonly language: string; readonly text: string };
}

/**
 * A deciding tap ("I Understand", or opt-in's "Accept all" or "Reject all") before the app, when the app will not come to replay it: the
 * boot script stores the decision itself, as the app's local-storage consent store would (the same
 * domain rules, the same two keys, the detail first), and, when the site records decisions, puts its
 * record in the consent ledger's outbox, which the app sends on the next visit. The banner was hidden
 * for this decision, so it must not be lost. Returns the page with the decision now in force.
 */
export function storeDecisionWithoutTheApp(
  page: DecisionInPage,
  decides: BannerDecision,
  { storage, now, newId, notice }: DecidingWithoutTheApp,
): DecisionInPage {
  const { config, decision } = page;
  // The page's decision was evaluated under the browser's Global Privacy Control: the new one is too.
  const { globalPrivacyControl } = decision;
  const { consentPolicy: policy, consentMode: mode } = config;
  const consentId = consentIdFor(decision.stored, newId);
  const state = decisionFrom(decides === 'accept' ? ALL_GRANTED : ALL_REFUSED, { mode, policy, gpc: globalPrivacyControl, now, consentId });
  writeStoredConsent(state, storage);
  if (config.consentLedger === true) {
    const record = consentRecordOf(state, decision, newId(), globalPrivacyControl, notice.language);
    // The records waiting before go on as they are: the app checks each one when it reads the outbox (parseOutbox).
    const waiting = parseStoredJson(storage.getItem(CONSENT_OUTBOX_STORAGE_KEY));
    const { kept } = withRecord(Array.isArray(waiting) ? waiting : [], { record, notice: notice.text });
    storage.setItem(CONSENT_OUTBOX_STORAGE_KEY, JSON.stringify(kept));
  }
  return { config, decision: evaluate({ stored: state, mode, policy, gpc: globalPrivacyControl, now, region: config.visitorRegion }) };
}
