/**
 * `shellkit/testing`: a product's unit tests render its pages inside the real shell, every vendor on an in-memory
 * fake (no PostgreSQL, Redis or browser needed), and a vendor's author runs the conformance suites against it.
 */
export * from './render-with-shell';
export * from './manual-later-tasks';
export * from './memory-consent-store';
export * from './conformance/analytics-sink.conformance';
export { describeErrorReporterConformance, type ErrorReporterHarness, type DeliveredError } from './conformance/error-reporter.conformance';
export * from './conformance/heatmap-loader.conformance';
export * from './conformance/chat-widget.conformance';
export * from './conformance/pixel-sink.conformance';
