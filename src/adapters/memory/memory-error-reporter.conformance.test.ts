import { describeErrorReporterConformance } from '../../testing/conformance/error-reporter.conformance';
import { MemoryErrorReporter } from './memory-error-reporter.adapter';
import { memoryVendors } from './memory.vendors';

// The fake has no vendor to load, so it runs the cases every reporter must pass and none of the loading ones.
describeErrorReporterConformance('memory', () => {
  const reporter = new MemoryErrorReporter();
  return { vendor: memoryVendors.errors.label, make: () => reporter, delivered: () => reporter.errors };
});
