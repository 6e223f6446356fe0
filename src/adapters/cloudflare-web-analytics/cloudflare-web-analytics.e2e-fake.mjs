// Cloudflare Web Analytics in the end-to-end tests and the bench: a token of no real site.
export const e2eEnv = { VITE_CLOUDFLARE_WEB_ANALYTICS_TOKEN: 'e2e0c0de4a114b0b8e5d5e11c1f7ab1e' };

/**
 * static.cloudflareinsights.com/beacon.min.js as the end-to-end tests answer it on the machine
 * (AnsweredTagFake, tests/support/answered-tag.ts). Like the real beacon it reads its settings from its
 * own tag's data-cf-beacon, counts the page it loads on and, in SPA mode, each `history.pushState` and
 * `popstate`, reporting each page view with its token and path. It has no API for named events. It
 * reports with fetch, as the beacon does, rather than the image `report()`, since its CSP opens
 * connect-src only; the query numbers each call (`n`) and repeats it (`c`) for the spec to read.
 */
export const answeredTag = {
  script: 'https://static.cloudflareinsights.com/beacon.min.js',
  beacon: 'https://cloudflareinsights.com/e2e',
  fakeTag: `
      const settings = JSON.parse(document.currentScript.getAttribute('data-cf-beacon') || '{}');
      let sent = 0;
      const count = () => {
        sent += 1;
        const query = new URLSearchParams({ n: String(sent), c: JSON.stringify(['pageview', settings.token, location.pathname + location.search]) });
        fetch('https://cloudflareinsights.com/e2e?' + query, { method: 'POST', mode: 'no-cors', credentials: 'omit', keepalive: true }).catch(() => {});
      };
      window.__cfBeacon = settings;
      if (settings.spa !== false) {
        const pushState = history.pushState;
        history.pushState = function (...args) {
          pushState.apply(this, args);
          count();
        };
        window.addEventListener('popstate', count);
      }
      count();`,
};

/** The named events its beacon received, for the full tag set's spec: none, it takes none. */
export const namedEvents = () => [];

/**
 * For tests/e2e/vendors/loaded-once-granted.spec.ts: its global, and the page views its beacon counts on
 * the home page after "Track sample event" then "Accept all" (the page it loads on; the event goes
 * nowhere), and after one client-side navigation to /privacy.
 */
export const loadedOnceGranted = {
  global: '__cfBeacon',
  accepted: [['pageview', e2eEnv.VITE_CLOUDFLARE_WEB_ANALYTICS_TOKEN, '/']],
  nextPage: [['pageview', e2eEnv.VITE_CLOUDFLARE_WEB_ANALYTICS_TOKEN, '/privacy']],
};
