// Bugsnag in the end-to-end tests and the bench: a notifier API key of no real project (32 hexadecimal
// characters, as the variable requires).
export const e2eEnv = { VITE_BUGSNAG_API_KEY: 'b0b5a9c0ffee0123456789abcdef0123' };

// Its notify API as the fake network answers it, for every spec and the bench: each report accepted (202, as
// Bugsnag answers). The requests are counted under the vendor's id (`vendors.hits.bugsnag`).
export const answeredApi = { host: 'notify.bugsnag.com', status: 202, contentType: 'text/plain', body: 'OK' };

// A string only its SDK's own code holds (not the adapter's), by the lazy chunk its descriptor puts it in:
// the build test (tests/vendor-chunks.test.ts) finds it in that chunk alone and in no script of the first visit.
export const sdkChunkMarkers = { 'sdk-faults': /Bugsnag-Payload-Version/ }; // its notify API's payload header
