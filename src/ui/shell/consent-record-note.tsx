import type { ConsentState } from '../../domain/consent';
import { CONSENT_RECORDS_PATH } from '../../domain/consent-record';
import { useConsentProof } from '../hooks/use-consent-proof';
import { useHydrated } from '../hooks/use-hydrated';
import { useConsentReceipts } from '../hooks/use-ports';

const whenRecorded = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeStyle: 'short' });

/**
 * Proof of consent, for the visitor: their consent id, whether their current choice is recorded on
 * the site's server and when, and where to read every record kept under that id. Nothing without a
 * decision or without a ledger.
 */
export function ConsentRecordNote({ state }: { readonly state: ConsentState }) {
  const proof = useConsentProof(state);
  if (proof.status === 'none') return null;
  const history = `${CONSENT_RECORDS_PATH}/${encodeURIComponent(proof.consentId)}`;
  return (
    <div data-testid="consent-record">
      <p>
        Your consent id is <code>{proof.consentId}</code>.{' '}
        {proof.status === 'recorded' && (
          <>
            Your current choice was recorded on our server on{' '}
            <time dateTime={proof.recordedAt}>{whenRecorded.format(new Date(proof.recordedAt))}</time>.
          </>
        )}
        {proof.status === 'pending' &&
          'Your current choice is waiting to be recorded on our server; your browser sends it again until it is.'}
        {proof.status === 'unrecorded' && 'Your browser holds no receipt from our server for your current choice.'}
      </p>
      <p>
        Every choice recorded under this id, as JSON: <a href={history}>{history}</a>.
      </p>
    </div>
  );
}

/** The privacy page's line on what the ledger keeps in the browser; only where there is a ledger (known after hydration). */
export function ConsentLedgerStorage() {
  const hydrated = useHydrated();
  const receipts = useConsentReceipts();
  if (!hydrated || !receipts) return null;
  return (
    <li>
      <code>cookieConsentOutbox</code> and <code>cookieConsentReceipt</code>: each choice you make is also sent to our own server as proof
      of your consent. A choice waits in the first until the server has it, and the second keeps when it recorded your latest one.
    </li>
  );
}
