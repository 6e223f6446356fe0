import type { ErrorContext, ErrorReporter } from '../../ports/error-reporter.port';
import { CallLog } from './call-log';

export interface RecordedError {
  readonly name: string;
  readonly message: string;
  readonly source: ErrorContext['source'];
}

/** Records reported errors as plain data (name, message, where the shell caught it). */
export class MemoryErrorReporter implements ErrorReporter {
  readonly log = new CallLog<'captureException', RecordedError>();

  captureException(error: unknown, context: ErrorContext): void {
    const asError = error instanceof Error ? error : new Error(String(error));
    this.log.record('captureException', { name: asError.name, message: asError.message, source: context.source });
  }

  get errors(): RecordedError[] {
    return this.log.calls.map((call) => call.payload);
  }
}
