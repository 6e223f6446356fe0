// LogRocket in the end-to-end tests and the bench: an app id of no real app.
export const e2eEnv = { VITE_LOGROCKET_APP_ID: 'e2e-org/e2e-app' };

const beacon = 'https://r.logr-in.com/e2e';

/**
 * cdn.logr-in.com/LogRocket.min.js as the end-to-end tests answer it on the machine (AnsweredTagFake,
 * tests/support/answered-tag.ts): it defines LogRocket, reporting each call made to it. Its CSP opens
 * no image host (LogRocket sends with fetch), so the calls go to the beacon as fetches, not images.
 */
export const answeredTag = {
  script: 'https://cdn.logr-in.com/LogRocket.min.js',
  beacon,
  fakeTag: `
      const reportByFetch = (call) => {
        sequence += 1;
        fetch(${JSON.stringify(beacon)} + '?' + new URLSearchParams({ n: String(sequence), c: JSON.stringify(call) }), { mode: 'no-cors' });
      };
      window.LogRocket = { init: (...args) => reportByFetch(['init', ...args]) };`,
};

/** No consent call: loaded once Session recording is granted (tests/e2e/vendors/loaded-once-granted.spec.ts). */
export const loadedOnceGranted = {
  global: 'LogRocket',
  accepted: [['init', e2eEnv.VITE_LOGROCKET_APP_ID]],
  // LogRocket follows the page's own navigations: the shell tells it nothing more.
  nextPage: [],
};
