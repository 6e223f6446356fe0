// Plausible in the end-to-end tests and the bench: a site no Plausible account has.
export const e2eEnv = { VITE_PLAUSIBLE_DOMAIN: 'shellkit.example' };

// Its Events API as the fake network answers it, for every spec and the bench: it accepts an event
// with 202 and the word "ok". The requests are counted under the vendor's id (`vendors.hits.plausible`).
export const answeredApi = { host: 'plausible.io', status: 202, contentType: 'text/plain', body: 'ok' };

/** The named events among the requests its API received, for the full tag set's spec: each event but the page views. */
export const namedEvents = (hits) => hits.map((hit) => String((hit.body ?? {}).name)).filter((name) => name !== 'pageview');
