// Amplitude in the end-to-end tests and the bench: an API key of no real project (32 hexadecimal
// characters, as the variable requires), on its US server zone.
export const e2eEnv = { VITE_AMPLITUDE_API_KEY: 'a2dbce0e18dfe5f8e0123456789abcde' };

// Its HTTP V2 API as the fake network answers it, for every spec and the bench: each upload accepted, as
// Amplitude answers one. The requests are counted under the vendor's id (`vendors.hits.amplitude`).
export const answeredApi = {
  host: 'api2.amplitude.com',
  status: 200,
  contentType: 'application/json',
  body: '{"code":200,"events_ingested":1,"payload_size_bytes":1,"server_upload_time":1}',
};

/**
 * The named events among the uploads its API received, for the full tag set's spec: each upload is JSON
 * `{ api_key, events: [{ event_type, … }] }`; its own `[Amplitude] …` events aside. (An upload of 2 KiB or
 * more is gzipped, and has no events to read here.)
 */
export const namedEvents = (hits) =>
  hits
    .flatMap((hit) => (Array.isArray((hit.body ?? {}).events) ? hit.body.events : []))
    .map((event) => event.event_type)
    .filter((name) => typeof name === 'string' && !name.startsWith('[Amplitude]'));

// A string only its SDK's own code holds (not the adapter's), by the lazy chunk its descriptor puts it in:
// the build test (tests/vendor-chunks.test.ts) finds it in that chunk alone and in no script of the first visit.
export const sdkChunkMarkers = { 'sdk-cohorts': /Event skipped due to optOut config/ }; // its opt-out drop message
