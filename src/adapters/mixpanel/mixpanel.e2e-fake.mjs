// Mixpanel in the end-to-end tests and the bench: a project token of no real project (32 hexadecimal
// characters, as the variable requires).
export const e2eEnv = { VITE_MIXPANEL_TOKEN: '0123456789abcdef0123456789abcdef' };

// Its ingestion as the fake network answers it, for every spec and the bench: each accepted event is
// answered "1". The requests are counted under the vendor's id (`vendors.hits.mixpanel`).
export const answeredApi = { host: 'api-js.mixpanel.com', status: 200, contentType: 'text/plain', body: '1' };

/**
 * The named events among the requests its ingestion received, for the full tag set's spec: one event
 * per request, JSON in the `data` form field; its own `$` events aside.
 */
export const namedEvents = (hits) =>
  hits
    .map((hit) => new URLSearchParams(String((hit.body ?? {}).raw ?? '')).get('data'))
    .flatMap((data) => (data ? [JSON.parse(data).event] : []))
    .filter((name) => !name.startsWith('$'));

// A string only its SDK's own code holds (not the adapter's), by the lazy chunk its descriptor puts it in:
// the build test (tests/vendor-chunks.test.ts) finds it in that chunk alone and in no script of the first visit.
export const sdkChunkMarkers = { 'sdk-funnels': /__mpq|Mixpanel error:/ }; // its snippet's queue global, its error prefix
