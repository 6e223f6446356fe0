import type { ErrorReporter } from '../ports/error-reporter.port';

/**
 * The shell, not the vendor SDK, listens for uncaught errors and rejections, so an error thrown
 * before a vendor has loaded is still captured (the errors pipeline holds it) and no error is reported twice.
 */
export function installGlobalErrorCapture(reporter: ErrorReporter, target: Window = window): () => void {
  const report = (error: unknown, source: 'window.error' | 'unhandledrejection') => {
    try {
      reporter.captureException(error, { source });
    } catch (reporterError) {
      console.error('[shellkit] the errors adapter failed while reporting an error.', reporterError);
    }
  };
  const onError = (event: ErrorEvent) => report(event.error ?? new Error(event.message), 'window.error');
  const onRejection = (event: PromiseRejectionEvent) => report(event.reason, 'unhandledrejection');
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
