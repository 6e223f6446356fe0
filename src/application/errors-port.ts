import type { ErrorReporter } from '../ports/error-reporter.port';
import type { VendorPipeline } from './vendor-pipeline';

/** The error port over its vendors' pipelines: the inspector lists each report by the error's name and message. */
export function errorsPort(reporters: readonly VendorPipeline<'errors'>[]): ErrorReporter {
  return {
    captureException(error, context) {
      const described =
        error instanceof Error ? { name: error.name, message: error.message } : { name: typeof error, message: String(error) };
      for (const { delivery } of reporters) {
        delivery.deliver((adapter) => adapter.captureException(error, context), {
          described: { summary: `${described.name}: ${described.message}`, detail: { ...described, source: context.source } },
        });
      }
    },
  };
}
