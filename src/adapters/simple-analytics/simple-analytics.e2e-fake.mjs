// Simple Analytics in the end-to-end tests and the bench: a hostname of no real site.
export const e2eEnv = { VITE_SIMPLE_ANALYTICS_HOSTNAME: 'shellkit.example' };

/**
 * scripts.simpleanalyticscdn.com/latest.js as the end-to-end tests answer it on the machine
 * (AnsweredTagFake, tests/support/answered-tag.ts). Like the real script it reads its settings from its
 * own tag, counts the page it loads on unless `data-auto-collect="false"`, and defines `sa_pageview`
 * and `sa_event`, reporting each call with the hostname it counts for.
 */
export const answeredTag = {
  script: 'https://scripts.simpleanalyticscdn.com/latest.js',
  beacon: 'https://queue.simpleanalyticscdn.com/e2e',
  fakeTag: `
      const tag = document.currentScript;
      const hostname = tag.getAttribute('data-hostname') || location.hostname;
      window.sa_pageview = (path, metadata) => report(['pageview', hostname, path, ...(metadata ? [metadata] : [])]);
      window.sa_event = (name, metadata) => report(['event', hostname, name, ...(metadata ? [metadata] : [])]);
      if (tag.getAttribute('data-auto-collect') !== 'false') window.sa_pageview(location.pathname + location.search);`,
};

/** The named events among the calls its script received, for the full tag set's spec: each sa_event's name. */
export const namedEvents = (calls) => calls.filter(([kind]) => kind === 'event').map(([, , name]) => String(name));

/**
 * For tests/e2e/vendors/loaded-once-granted.spec.ts: its global, and the calls it gets on the home page
 * after "Track sample event" then "Accept all" (the held page view, then the held event), and after one
 * client-side navigation to /privacy.
 */
export const loadedOnceGranted = {
  global: 'sa_event',
  accepted: [
    ['pageview', e2eEnv.VITE_SIMPLE_ANALYTICS_HOSTNAME, '/'],
    ['event', e2eEnv.VITE_SIMPLE_ANALYTICS_HOSTNAME, 'Sample Event', { source: 'lab', currentPage: '/' }],
  ],
  nextPage: [['pageview', e2eEnv.VITE_SIMPLE_ANALYTICS_HOSTNAME, '/privacy']],
};
