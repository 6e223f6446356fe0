// Moved to tests/support/posthog-capture-body.ts (shared test support). This re-export stays only
// until src/adapters/posthog/posthog-analytics-sink.adapter.test.ts imports it from there.
export { decodeCaptureBody, type CaptureBody, type PostHogEvent } from '../../support/posthog-capture-body';
