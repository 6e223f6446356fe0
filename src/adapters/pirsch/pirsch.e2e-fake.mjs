// Pirsch in the end-to-end tests and the bench: an identification code of no real site.
export const e2eEnv = { VITE_PIRSCH_CODE: 'e2e0c0de4a114b0b8e5d5e11c1f7ab1e' };

/**
 * api.pirsch.io/pa.js as the end-to-end tests answer it on the machine (AnsweredTagFake,
 * tests/support/answered-tag.ts). Like the real script it finds its own tag by `#pianjs`, counts a page
 * view on load and on each `history.pushState` and `popstate` unless `data-disable-page-views`, and defines
 * `pirsch(name, options)`, reporting each page view (with its code and path) and each event. It reports
 * with fetch, as pa.js does (XHR, sendBeacon), since its CSP opens connect-src only; the query numbers each
 * call (`n`) and repeats it (`c`) for the spec to read.
 */
export const answeredTag = {
  script: 'https://api.pirsch.io/pa.js',
  beacon: 'https://api.pirsch.io/e2e',
  fakeTag: `
      const tag = document.querySelector('#pianjs');
      const code = tag.getAttribute('data-code');
      let sent = 0;
      const send = (call) => {
        sent += 1;
        const query = new URLSearchParams({ n: String(sent), c: JSON.stringify(call) });
        fetch('https://api.pirsch.io/e2e?' + query, { method: 'POST', mode: 'no-cors', credentials: 'omit', keepalive: true }).catch(() => {});
      };
      const hit = () => send(['hit', code, location.pathname + location.search]);
      window.pirsch = (name, options) => {
        send(['event', code, name, options && options.meta ? options.meta : {}]);
        return Promise.resolve();
      };
      if (!tag.hasAttribute('data-disable-page-views')) {
        const pushState = history.pushState;
        history.pushState = function (...args) {
          pushState.apply(this, args);
          hit();
        };
        window.addEventListener('popstate', hit);
        hit();
      }`,
};

/** The named events among the calls its script received, for the full tag set's spec: each event's name. */
export const namedEvents = (calls) => calls.filter(([kind]) => kind === 'event').map(([, , name]) => String(name));

/**
 * For tests/e2e/vendors/loaded-once-granted.spec.ts: its global, and the calls it gets on the home page
 * after "Track sample event" then "Accept all" (its own page view on load, then the held event), and after
 * one client-side navigation to /privacy.
 */
export const loadedOnceGranted = {
  global: 'pirsch',
  accepted: [
    ['hit', e2eEnv.VITE_PIRSCH_CODE, '/'],
    ['event', e2eEnv.VITE_PIRSCH_CODE, 'Sample Event', { source: 'lab', currentPage: '/' }],
  ],
  nextPage: [['hit', e2eEnv.VITE_PIRSCH_CODE, '/privacy']],
};
