// Mouseflow in the end-to-end tests and the bench: a website id of no real site.
export const e2eEnv = { VITE_MOUSEFLOW_WEBSITE_ID: 'e2e0e2e0-0000-4000-8000-00000000f10e' };

const beacon = 'https://o2.mouseflow.com/e2e';

/**
 * cdn.mouseflow.com/projects/{id}.js as the end-to-end tests answer it on the machine (AnsweredTagFake,
 * tests/support/answered-tag.ts): it reports the website id in its own URL, as the real script reads
 * it, then each command queued on `_mfq`, and defines `mouseflow`. Its CSP opens no image host, so the
 * calls go to the beacon as fetches.
 */
export const answeredTag = {
  script: `https://cdn.mouseflow.com/projects/${e2eEnv.VITE_MOUSEFLOW_WEBSITE_ID}.js`,
  beacon,
  fakeTag: `
      const reportByFetch = (call) => {
        sequence += 1;
        fetch(${JSON.stringify(beacon)} + '?' + new URLSearchParams({ n: String(sequence), c: JSON.stringify(call) }), { mode: 'no-cors' });
      };
      reportByFetch(['start', /projects\\/([^/]+)\\.js/.exec(document.currentScript.src)[1]]);
      for (const command of window._mfq) reportByFetch(command);
      window.mouseflow = { stopSession: () => reportByFetch(['stopSession']) };`,
};

/** No consent call: loaded once Session recording is granted (tests/e2e/vendors/loaded-once-granted.spec.ts). */
export const loadedOnceGranted = {
  global: 'mouseflow',
  accepted: [['start', e2eEnv.VITE_MOUSEFLOW_WEBSITE_ID]],
  // Mouseflow follows the page's own navigations: the shell tells it nothing more.
  nextPage: [],
};
