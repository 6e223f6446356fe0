// Umami in the end-to-end tests and the bench: a website id of no real site (a version 4 UUID, as
// the variable requires), on Umami Cloud.
export const e2eEnv = { VITE_UMAMI_WEBSITE_ID: 'e2e0c0de-4a11-4b0b-8e5d-5e11c1f7ab1e' };

/**
 * cloud.umami.is/script.js as the end-to-end tests answer it on the machine (AnsweredTagFake,
 * tests/support/answered-tag.ts). Like the real tracker it reads its settings from its own tag,
 * counts the page it loads on unless `data-auto-track="false"`, and sends each call as one POST to
 * `{data-host-url}/api/send` with `{ type, payload }`. It sends with fetch, as Umami does, rather than
 * the image `report()`, since Umami's CSP opens connect-src only; the query numbers each call
 * (`n`) and repeats it (`c`: `['event', payload]`) for the spec to read.
 */
export const answeredTag = {
  script: 'https://cloud.umami.is/script.js',
  beacon: 'https://cloud.umami.is/api/send',
  fakeTag: `
      const tag = document.currentScript;
      const hostUrl = tag.getAttribute('data-host-url') || new URL(tag.src).origin;
      const collected = () => ({
        website: tag.getAttribute('data-website-id'),
        hostname: location.hostname,
        screen: screen.width + 'x' + screen.height,
        language: navigator.language,
        title: document.title,
        url: location.pathname + location.search,
        referrer: document.referrer,
      });
      let sent = 0;
      const send = (payload) => {
        sent += 1;
        const body = JSON.stringify({ type: 'event', payload });
        const query = new URLSearchParams({ n: String(sent), c: JSON.stringify(['event', payload]) });
        fetch(hostUrl + '/api/send?' + query, { method: 'POST', mode: 'no-cors', credentials: 'omit', keepalive: true, body }).catch(() => {});
      };
      window.umami = {
        track(payload, data) {
          if (typeof payload === 'function') send(payload(collected()));
          else if (typeof payload === 'string') send({ ...collected(), name: payload, data });
          else send(payload || collected());
        },
      };
      if (tag.getAttribute('data-auto-track') !== 'false') window.umami.track();`,
};

/** The named events among what its /api/send received, for the full tag set's spec: each payload with a name (a page view has none). */
export const namedEvents = (calls) => calls.flatMap(([, payload]) => (payload?.name === undefined ? [] : [String(payload.name)]));

/**
 * For tests/e2e/vendors/loaded-once-granted.spec.ts: its global, and the calls its /api/send gets after "Accept
 * all" (the page view and the sample event held until then), then the next page's view. Matched as a subset:
 * each payload also carries the screen, language, title and referrer.
 */
export const loadedOnceGranted = {
  global: 'umami',
  accepted: [
    ['event', { website: e2eEnv.VITE_UMAMI_WEBSITE_ID, url: '/' }],
    ['event', { website: e2eEnv.VITE_UMAMI_WEBSITE_ID, url: '/', name: 'Sample Event', data: { source: 'lab', currentPage: '/' } }],
  ],
  nextPage: [['event', { website: e2eEnv.VITE_UMAMI_WEBSITE_ID, url: '/privacy' }]],
};
