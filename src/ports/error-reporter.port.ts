export type ErrorSource = 'window.error' | 'unhandledrejection' | 'render';

export interface ErrorContext {
  readonly source: ErrorSource;
}

/** The error-reporting service. The shell captures errors itself and hands them here. */
export interface ErrorReporter {
  captureException(error: unknown, context: ErrorContext): void;
}
