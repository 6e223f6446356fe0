import { describeErrorReporterConformance } from '../../ports/error-reporter.conformance';
import { MemoryErrorReporter } from './memory-error-reporter.adapter';

// The fake has no vendor to load, so it runs the cases every reporter must pass and none of the loading ones.
describeErrorReporterConformance('memory', () => {
  const reporter = new MemoryErrorReporter();
  return { reporter, delivered: () => reporter.errors };
});
