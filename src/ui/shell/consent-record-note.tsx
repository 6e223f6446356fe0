import type { ConsentState } from '../../domain/consent';
import { CONSENT_OUTBOX_STORAGE_KEY, CONSENT_RECEIPT_STORAGE_KEY } from '../../domain/consent-outbox-rules';
import { CONSENT_RECORDS_PATH } from '../../domain/consent-record';
import { useConsentProof } from '../hooks/use-consent-proof';
import { useLanguage, useMessages } from '../hooks/use-language';
import { useConsentLedger } from '../hooks/use-ports';
import { withParts } from './with-parts';

/**
 * Proof of consent, for the visitor: their consent id, whether their current choice is recorded on
 * the site's server and when, and where to read every record kept under that id. Nothing without a
 * decision or without a ledger.
 */
export function ConsentRecordNote({ state }: { readonly state: ConsentState }) {
  const proof = useConsentProof(state);
  const { code, messages } = useLanguage();
  if (proof.status === 'none') return null;
  const words = messages.consentRecord;
  const history = `${CONSENT_RECORDS_PATH}/${encodeURIComponent(proof.consentId)}`;
  const whenRecorded = new Intl.DateTimeFormat(code, { dateStyle: 'long', timeStyle: 'short' });
  return (
    <div data-testid="consent-record">
      <p>
        {withParts(
          messages.sentences(
            words.consentId,
            proof.status === 'recorded' ? words.recordedOn : proof.status === 'pending' ? words.pending : words.unrecorded,
          ),
          {
            consentId: <code dir="ltr">{proof.consentId}</code>,
            ...(proof.status === 'recorded' && {
              time: <time dateTime={proof.recordedAt}>{whenRecorded.format(new Date(proof.recordedAt))}</time>,
            }),
          },
        )}
      </p>
      <p>{withParts(words.history, { link: <a href={history}>{history}</a> })}</p>
    </div>
  );
}

/** The privacy page's line on what the ledger keeps in the browser; only where there is a ledger. */
export function ConsentLedgerStorage() {
  const consentLedger = useConsentLedger();
  const { privacy } = useMessages();
  if (!consentLedger) return null;
  return (
    <li>
      {withParts(privacy.storedLedger, {
        cookieConsentOutbox: <code dir="ltr">{CONSENT_OUTBOX_STORAGE_KEY}</code>,
        cookieConsentReceipt: <code dir="ltr">{CONSENT_RECEIPT_STORAGE_KEY}</code>,
      })}
    </li>
  );
}
