// Segment in the end-to-end tests and the bench: a write key of no real source. Its hosts are
// answered by the shared fake network (tests/support/fake-vendors.mjs), with a settings document of its own.
export const e2eEnv = { VITE_SEGMENT_WRITE_KEY: 'e2eSegmentWriteKey42' };

// A string only its SDK's own code holds (not the adapter's), by the lazy chunk its descriptor puts it in:
// the build test (tests/vendor-chunks.test.ts) finds it in that chunk alone and in no script of the first visit.
export const sdkChunkMarkers = { 'sdk-events': /ajs_anonymous_id|ajs_user_id/ }; // analytics-next's identity cookies
