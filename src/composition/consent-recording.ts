import { ConsentOutbox } from '../application/consent-outbox';
import { recordingConsentStore } from '../application/recording-consent-store';
import type { NoticeWords } from '../domain/consent-notice';
import type { PendingRecord } from '../domain/consent-outbox-rules';
import type { ShellConfig } from '../domain/shell-config';
import type { ConsentRecorder } from '../ports/consent-recorder.port';
import type { ConsentStore } from '../ports/consent-store.port';

/**
 * The browser's side of proof of consent (the server's `ConsentLedger` keeps the records): the store
 * that records each decision, and the outbox that sends the records.
 */
export interface ConsentRecording {
  /** The store the page decides through: every decision also becomes a record in the outbox. */
  readonly consent: ConsentStore;
  readonly outbox: ConsentOutbox;
  /** Loads the sending code (after the first paint), so a pagehide finds it ready. */
  preload(): void;
}

/**
 * The site-server adapter is loaded when first needed, like the vendor adapters (it lands in their
 * chunk): the click only writes the outbox, and sending starts after the paint anyway.
 */
function lazySiteServerRecorder(): ConsentRecorder & { preload(): void } {
  let loaded: Promise<ConsentRecorder> | undefined;
  const load = () =>
    (loaded ??= import('../adapters/site-server/site-server-consent-recorder.adapter').then(
      ({ SiteServerConsentRecorder }) => new SiteServerConsentRecorder(),
    ));
  return {
    preload: () => void load().catch(() => undefined),
    send: (submission, options) =>
      load().then(
        (recorder) => recorder.send(submission, options),
        // The chunk could not be fetched (offline, a deploy removed it): a failure like any network error, tried again later.
        (error: unknown) => {
          loaded = undefined;
          return { kind: 'retry', reason: `could not load the sender: ${error instanceof Error ? error.message : String(error)}` } as const;
        },
      ),
  };
}

export interface ConsentRecordingInput {
  readonly config: ShellConfig;
  readonly consent: ConsentStore;
  /** The page's language and its notice's words, which each record names and hashes. */
  readonly notice: { readonly language: string; readonly words: NoticeWords };
  readonly getStorage: () => Storage;
  /** The site's server unless given (tests pass the memory recorder). */
  readonly recorder?: ConsentRecorder;
  readonly otherTabs?: Pick<Window, 'addEventListener'>;
  /** When sending starts after a decision; after the next paint unless given. */
  readonly later?: (run: () => void) => void;
  /** Each record's GPP string (composition/gpp.ts), made when it is sent. */
  readonly gppString?: (record: PendingRecord['record']) => Promise<string>;
}

/**
 * Proof of consent, when the page's server keeps a ledger (`consentLedger`, set by the Node server
 * once its database is open). Without one (static hosting, `npm run dev`) nothing is sent and
 * nothing is kept: the store is returned as it is. A consent store in memory keeps its outbox in
 * memory too, since such a page must not touch storage.
 */
export function createConsentRecording({
  config,
  consent,
  notice,
  getStorage,
  recorder,
  otherTabs,
  later,
  gppString,
}: ConsentRecordingInput): ConsentRecording | undefined {
  if (config.consentLedger !== true) return undefined;
  const inStorage = config.consentStore === 'local-storage';
  const siteServer = recorder ? undefined : lazySiteServerRecorder();
  const outbox = new ConsentOutbox({
    recorder: recorder ?? (siteServer as ConsentRecorder),
    ...(inStorage ? { storage: getStorage } : {}),
    ...(inStorage && otherTabs ? { otherTabs } : {}),
    ...(later ? { later } : {}),
    ...(gppString ? { gppString } : {}),
  });
  return {
    consent: recordingConsentStore(consent, { outbox, notice }),
    outbox,
    preload: () => siteServer?.preload(),
  };
}
