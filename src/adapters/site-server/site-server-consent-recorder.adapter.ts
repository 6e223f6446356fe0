import { answerKind, receiptFrom, retryAfterMs } from '../../domain/consent-outbox-rules';
import { CONSENT_RECORDS_PATH, type ConsentRecordSubmission } from '../../domain/consent-record';
import type { ConsentRecorder, RecorderAnswer } from '../../ports/consent-recorder.port';

/**
 * How long one try may take: a server that never answers must not hold the outbox (and every later
 * decision behind it) for the rest of the page. A try given up is retried like a network error.
 */
export const SEND_TIMEOUT_MS = 15_000;

/**
 * The consent ledger on the site's own server: `POST CONSENT_RECORDS_PATH`, same origin, JSON.
 * Same-origin fetch sends the Origin header the server checks, and no credentials elsewhere.
 */
export class SiteServerConsentRecorder implements ConsentRecorder {
  readonly #fetch: typeof fetch;
  readonly #now: () => Date;

  constructor(fetchImpl: typeof fetch = (...args) => fetch(...args), now: () => Date = () => new Date()) {
    this.#fetch = fetchImpl;
    this.#now = now;
  }

  async send(submission: ConsentRecordSubmission, { keepalive = false }: { readonly keepalive?: boolean } = {}): Promise<RecorderAnswer> {
    let response: Response;
    try {
      response = await this.#fetch(CONSENT_RECORDS_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(submission),
        credentials: 'same-origin',
        keepalive,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
    } catch (error) {
      return { kind: 'retry', reason: `network error: ${error instanceof Error ? error.message : String(error)}` };
    }
    const kind = answerKind(response.status);
    if (kind === 'refused') return { kind, reason: `${response.status} ${await reasonOf(response)}`.trim() };
    if (kind === 'retry') {
      const wait = retryAfterMs(response.headers.get('retry-after'), this.#now());
      return { kind, reason: `${response.status}`, ...(wait === undefined ? {} : { retryAfterMs: wait }) };
    }
    const receipt = receiptFrom(await response.json().catch(() => undefined), submission.recordId);
    // A 2xx without a readable receipt: the record may be kept, and a retry of the same id is harmless.
    return receipt ? { kind: 'recorded', receipt } : { kind: 'retry', reason: `${response.status} without a receipt` };
  }
}

async function reasonOf(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  return text.slice(0, 200);
}
