import { CONSENT_PURPOSES_STORAGE_KEY, CONSENT_STORAGE_KEY } from './stored-consent';
import { CONSENT_OUTBOX_STORAGE_KEY, CONSENT_RECEIPT_STORAGE_KEY } from './consent-outbox-rules';
import { LANGUAGE_COOKIE } from './language-choice';
import type { StoredItem } from './stored-item';
import { UNSENT_CALLS_STORAGE_KEY } from './unsent-calls';

/**
 * Everything the shell itself writes on the visitor's device (SHELL_STORED_ITEMS), in one place: all of it necessary (it
 * is how the visitor's choice is kept and proven), so no withdrawal clears it. A key the shell
 * starts writing is declared here, or the storage scan fails.
 */
const CONSENT_STORED_ITEMS: readonly StoredItem[] = [
  {
    name: CONSENT_STORAGE_KEY,
    kind: 'localStorage',
    purpose: 'consent-flag',
    lifetime: 'until-cleared',
  },
  {
    name: CONSENT_PURPOSES_STORAGE_KEY,
    kind: 'localStorage',
    purpose: 'consent-detail',
    lifetime: 'until-cleared',
  },
  {
    // TanStack Router's scroll restoration (router-core's scroll-restoration.ts), written as a page is left.
    name: 'tsr-scroll-restoration-v1_3',
    kind: 'sessionStorage',
    purpose: 'scroll-positions',
    lifetime: 'tab-session',
  },
  {
    name: LANGUAGE_COOKIE,
    kind: 'cookie',
    purpose: 'language-choice',
    lifetime: { years: 1 },
  },
];

/** Written only where a service is on: calls for it that the page could not send before it was left. */
export const UNSENT_CALLS_STORED_ITEMS: readonly StoredItem[] = [
  {
    name: UNSENT_CALLS_STORAGE_KEY,
    kind: 'localStorage',
    purpose: 'unsent-calls',
    lifetime: 'until-sent-at-most-a-week',
  },
];

/** Written only where the server keeps a ledger of consent records (`consentLedger`): the privacy page lists them then. */
export const CONSENT_LEDGER_STORED_ITEMS: readonly StoredItem[] = [
  {
    name: CONSENT_OUTBOX_STORAGE_KEY,
    kind: 'localStorage',
    purpose: 'consent-outbox',
    lifetime: 'until-confirmed',
  },
  {
    name: CONSENT_RECEIPT_STORAGE_KEY,
    kind: 'localStorage',
    purpose: 'consent-receipt',
    lifetime: 'until-next-choice',
  },
];

export const SHELL_STORED_ITEMS: readonly StoredItem[] = [
  ...CONSENT_STORED_ITEMS,
  ...UNSENT_CALLS_STORED_ITEMS,
  ...CONSENT_LEDGER_STORED_ITEMS,
];
