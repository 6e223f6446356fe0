// The Outbrain Pixel in the end-to-end tests and the bench: a marketer id of no real account.
export const e2eEnv = { VITE_OUTBRAIN_MARKETER_ID: '00e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0' };

/**
 * amplify.outbrain.com/cp/obtp.js as the end-to-end tests answer it on the machine (AnsweredTagFake,
 * tests/support/answered-tag.ts): like the real one it sets `obApi.dispatch` and replays the queue, reporting every call.
 */
export const answeredTag = {
  script: 'https://amplify.outbrain.com/cp/obtp.js',
  beacon: 'https://tr.outbrain.com/e2e',
  fakeTag: `
      const api = window.obApi;
      api.dispatch = (...args) => report(args);
      for (const call of api.queue.splice(0)) report(Array.from(call));`,
};

/** The named events among the calls its tag received, for the full tag set's spec: each `obApi('track', name, …)` but PAGE_VIEW. */
export const namedEvents = (calls) =>
  calls.filter(([method, name]) => method === 'track' && name !== 'PAGE_VIEW').map(([, name]) => String(name));

/** No consent call: loaded only once marketing is granted (tests/e2e/vendors/loaded-once-granted.spec.ts). */
export const loadedOnceGranted = {
  global: 'obApi',
  // The page accepted on, then the event clicked before the choice, held until then.
  accepted: [
    ['track', 'PAGE_VIEW'],
    ['track', 'Sample Event', { source: 'lab', currentPage: '/' }],
  ],
  nextPage: [['track', 'PAGE_VIEW']],
};
