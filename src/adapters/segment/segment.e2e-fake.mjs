// Segment in the end-to-end tests and the bench: a write key of no real source. Its hosts are
// answered by the shared fake network (tests/support/fake-vendors.mjs), with a settings document of its own.
export const e2eEnv = { VITE_SEGMENT_WRITE_KEY: 'e2eSegmentWriteKey42' };
