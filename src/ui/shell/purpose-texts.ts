// One place for the words (the domain's consent-notice.ts): the consent ledger hashes what the preferences view shows.
export { PURPOSE_TEXTS } from '../../domain/consent-notice';
