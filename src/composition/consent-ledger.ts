import { SiteServerConsentRecorder } from '../adapters/site-server/site-server-consent-recorder.adapter';
import { ConsentOutbox } from '../application/consent-outbox';
import { recordingConsentStore } from '../application/recording-consent-store';
import type { ShellConfig } from '../domain/shell-config';
import type { ConsentRecorder } from '../ports/consent-recorder.port';
import type { ConsentStore } from '../ports/consent-store.port';

export interface ConsentLedger {
  /** The store the page decides through: every decision also becomes a record in the outbox. */
  readonly consent: ConsentStore;
  readonly outbox: ConsentOutbox;
}

export interface ConsentLedgerInput {
  readonly config: ShellConfig;
  readonly consent: ConsentStore;
  readonly globalPrivacyControl: boolean;
  readonly getStorage: () => Storage;
  /** The site's server unless given (tests pass the memory recorder). */
  readonly recorder?: ConsentRecorder;
  readonly otherTabs?: Pick<Window, 'addEventListener'>;
  /** When sending starts after a decision; after the next paint unless given. */
  readonly later?: (run: () => void) => void;
}

/**
 * Proof of consent, when the page's server keeps a ledger (`consentLedger`, set by the Node server
 * once its database is open). Without one (static hosting, `npm run dev`) nothing is sent and
 * nothing is kept: the store is returned as it is. A consent store in memory keeps its outbox in
 * memory too, since such a page must not touch storage.
 */
export function createConsentLedger({ config, consent, globalPrivacyControl, getStorage, recorder, otherTabs, later }: ConsentLedgerInput): ConsentLedger | undefined {
  if (config.consentLedger !== true) return undefined;
  const inStorage = config.consentStore === 'local-storage';
  const outbox = new ConsentOutbox({
    recorder: recorder ?? new SiteServerConsentRecorder(),
    ...(inStorage ? { storage: getStorage } : {}),
    ...(inStorage && otherTabs ? { otherTabs } : {}),
    ...(later ? { later } : {}),
  });
  return { consent: recordingConsentStore(consent, { outbox, globalPrivacyControl }), outbox };
}
