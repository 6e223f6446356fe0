// Smartlook in the end-to-end tests and the bench: a project key of no real project.
export const e2eEnv = { VITE_SMARTLOOK_PROJECT_KEY: 'e2e0000000000000000000000000000000005a1c' };

const beacon = 'https://web-writer.eu.smartlook.cloud/e2e';

/**
 * web-sdk.smartlook.com/recorder.js as the end-to-end tests answer it on the machine (AnsweredTagFake,
 * tests/support/answered-tag.ts): it reports each call queued on `smartlook.api`, and takes `smartlook`
 * over, reporting each later one. Its CSP opens no image host, so the calls go to the beacon as fetches.
 */
export const answeredTag = {
  script: 'https://web-sdk.smartlook.com/recorder.js',
  beacon,
  fakeTag: `
      const reportByFetch = (call) => {
        sequence += 1;
        fetch(${JSON.stringify(beacon)} + '?' + new URLSearchParams({ n: String(sequence), c: JSON.stringify(call) }), { mode: 'no-cors' });
      };
      for (const call of window.smartlook.api) reportByFetch([...call]);
      window.smartlook = (...args) => reportByFetch(args);`,
};

/** No consent call: loaded once Session recording is granted (tests/e2e/vendors/loaded-once-granted.spec.ts). */
export const loadedOnceGranted = {
  global: 'smartlook',
  accepted: [['init', e2eEnv.VITE_SMARTLOOK_PROJECT_KEY, { region: 'eu' }]],
  // Smartlook follows the page's own navigations: the shell tells it nothing more.
  nextPage: [],
};
