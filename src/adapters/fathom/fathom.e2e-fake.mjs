// Fathom in the end-to-end tests and the bench: a site id of no real site.
export const e2eEnv = { VITE_FATHOM_SITE_ID: 'SHELLKIT' };

/**
 * cdn.usefathom.com/script.js as the end-to-end tests answer it on the machine (AnsweredTagFake,
 * tests/support/answered-tag.ts). Like the real script it reads its settings from its own tag, counts
 * the page it loads on unless `data-auto="false"`, and defines `fathom`, reporting each call. A page
 * view is reported with the path and query of the URL it was given (what Fathom records; the origin is
 * the test server's, which changes), an event with its name.
 */
export const answeredTag = {
  script: 'https://cdn.usefathom.com/script.js',
  beacon: 'https://cdn.usefathom.com/e2e',
  fakeTag: `
      const tag = document.currentScript;
      window.fathom = {
        trackPageview(options = {}) {
          const url = new URL(options.url || location.href);
          report(['trackPageview', { site: tag.getAttribute('data-site'), path: url.pathname + url.search }]);
        },
        trackEvent: (name) => report(['trackEvent', name]),
      };
      if (tag.getAttribute('data-auto') !== 'false') window.fathom.trackPageview();`,
};

/** The named events among the calls its script received, for the full tag set's spec: each trackEvent's name. */
export const namedEvents = (calls) => calls.filter(([method]) => method === 'trackEvent').map(([, name]) => String(name));

/**
 * For tests/e2e/vendors/loaded-once-granted.spec.ts: its global, and the calls it gets on the home page
 * after "Track sample event" then "Accept all" (the held page view, then the held event), and after one
 * client-side navigation to /privacy.
 */
export const loadedOnceGranted = {
  global: 'fathom',
  accepted: [
    ['trackPageview', { site: e2eEnv.VITE_FATHOM_SITE_ID, path: '/' }],
    ['trackEvent', 'Sample Event'],
  ],
  nextPage: [['trackPageview', { site: e2eEnv.VITE_FATHOM_SITE_ID, path: '/privacy' }]],
};
