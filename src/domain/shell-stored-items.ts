import { CONSENT_PURPOSES_STORAGE_KEY, CONSENT_STORAGE_KEY } from './consent';
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
    purpose: 'Whether you accepted or refused cookies, so the banner stays hidden on later visits.',
    lifetime: 'until you clear this site’s data',
  },
  {
    name: CONSENT_PURPOSES_STORAGE_KEY,
    kind: 'localStorage',
    purpose: 'Which purposes you allowed, the policy version you answered, when, and your consent id.',
    lifetime: 'until you clear this site’s data',
  },
  {
    // TanStack Router's scroll restoration (router-core's scroll-restoration.ts), written as a page is left.
    name: 'tsr-scroll-restoration-v1_3',
    kind: 'sessionStorage',
    purpose: 'Where you had scrolled on each page, so going back (or a reload) returns you there.',
    lifetime: 'this tab’s session',
  },
  {
    name: LANGUAGE_COOKIE,
    kind: 'cookie',
    purpose: 'The language you chose on the privacy page, so our server answers in it (only once you choose one).',
    lifetime: '1 year',
  },
];

/** Written only where a service is on: calls for it that the page could not send before it was left. */
export const UNSENT_CALLS_STORED_ITEMS: readonly StoredItem[] = [
  {
    name: UNSENT_CALLS_STORAGE_KEY,
    kind: 'localStorage',
    purpose: 'Page views and events you allowed that had not reached a service when you left the page, sent on your next visit.',
    lifetime: 'until sent, at most a week',
  },
];

/** Written only where the server keeps a ledger of consent records (`consentLedger`): the privacy page lists them then. */
export const CONSENT_LEDGER_STORED_ITEMS: readonly StoredItem[] = [
  {
    name: CONSENT_OUTBOX_STORAGE_KEY,
    kind: 'localStorage',
    purpose: 'Records of your choices that our server has not yet confirmed receiving.',
    lifetime: 'until the server confirms them',
  },
  {
    name: CONSENT_RECEIPT_STORAGE_KEY,
    kind: 'localStorage',
    purpose: 'The receipt our server gave for your latest choice.',
    lifetime: 'until your next choice',
  },
];

export const SHELL_STORED_ITEMS: readonly StoredItem[] = [
  ...CONSENT_STORED_ITEMS,
  ...UNSENT_CALLS_STORED_ITEMS,
  ...CONSENT_LEDGER_STORED_ITEMS,
];
