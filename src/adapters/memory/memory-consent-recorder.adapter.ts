import type { ConsentRecordSubmission } from '../../domain/consent-record';
import type { ConsentRecorder, RecorderAnswer } from '../../ports/consent-recorder.port';
import { CallLog } from './call-log';

/**
 * A ledger in this page's memory: records every submission it receives and acknowledges it with a
 * receipt, as the server would (a retry of the same record keeps its first time). `answerWith`
 * makes it answer otherwise, to show what the shell does when the server is down or refuses.
 */
export class MemoryConsentRecorder implements ConsentRecorder {
  readonly log = new CallLog<'send', ConsentRecordSubmission>();
  readonly #recordedAt = new Map<string, string>();
  #answer: ((submission: ConsentRecordSubmission) => RecorderAnswer | undefined) | undefined;

  /** The submissions received, in order (retries included). */
  get submissions(): readonly ConsentRecordSubmission[] {
    return this.log.calls.map((call) => call.payload);
  }

  /** Answer with this from now on (undefined: acknowledge, as the server does). */
  answerWith(answer: ((submission: ConsentRecordSubmission) => RecorderAnswer | undefined) | undefined): void {
    this.#answer = answer;
  }

  send(submission: ConsentRecordSubmission): Promise<RecorderAnswer> {
    this.log.record('send', submission);
    const answer = this.#answer?.(submission);
    if (answer) return Promise.resolve(answer);
    const recordedAt = this.#recordedAt.get(submission.recordId) ?? new Date().toISOString();
    this.#recordedAt.set(submission.recordId, recordedAt);
    return Promise.resolve({ kind: 'recorded', receipt: { recordId: submission.recordId, consentId: submission.consentId, recordedAt } });
  }
}
